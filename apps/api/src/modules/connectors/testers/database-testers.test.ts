import { describe, expect, it } from 'vitest';
import { testPostgres } from './database-testers.ts';
import { testMySql } from './mysql-tester.ts';

const input = (extra: Record<string, string | number | boolean> = {}, allowPrivate = true) => ({
  values: {
    host: '127.0.0.1',
    port: 3306,
    database: 'd',
    user: 'u',
    ...extra,
  },
  secrets: { password: 'p' },
  policy: { allowPrivate },
});

describe('database connector tests', () => {
  it('refuses loopback hosts when private hosts are not allowed, before connecting', async () => {
    const refused =
      'Refused: the address is private, loopback or link-local, or the URL is not HTTPS';
    await expect(testMySql(input({}, false))).rejects.toThrow(refused);
    await expect(testPostgres(input({}, false))).rejects.toThrow(refused);
  });

  it('reports a closed port plainly', async () => {
    await expect(testPostgres(input({ port: 1 }))).rejects.toThrow(
      'Connection refused by the server',
    );
  });
});
