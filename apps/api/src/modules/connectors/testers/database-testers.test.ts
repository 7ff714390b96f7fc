import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testMySql, testPostgres } from './database-testers.ts';

/** A MySQL server's first packet (protocol 10), enough for the greeting check. */
function greeting(version: string, capabilities: number): Buffer {
  const payload = Buffer.concat([
    Buffer.from([10]),
    Buffer.from(`${version}\0`),
    Buffer.alloc(4, 1), // connection id
    Buffer.alloc(8, 2), // scramble, part 1
    Buffer.from([0]),
    Buffer.from([capabilities & 0xff, capabilities >> 8]),
    Buffer.alloc(20),
  ]);
  const header = Buffer.from([payload.length & 0xff, (payload.length >> 8) & 0xff, 0, 0]);
  return Buffer.concat([header, payload]);
}

let server: Server;
let capabilities = 0xffff;
beforeAll(async () => {
  server = createServer((socket) => socket.end(greeting('8.0.36', capabilities)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const input = (extra: Record<string, string | number | boolean> = {}, allowPrivate = true) => ({
  values: {
    host: '127.0.0.1',
    port: (server.address() as AddressInfo).port,
    database: 'd',
    user: 'u',
    ...extra,
  },
  secrets: { password: 'p' },
  policy: { allowPrivate },
});

describe('database connector tests', () => {
  it("MySQL: reads the server's greeting and whether it offers TLS", async () => {
    await expect(testMySql(input())).resolves.toBe(
      'Reached MySQL 8.0.36; the user name and password are checked when data is first read',
    );
    capabilities = 0xffff & ~0x800;
    await expect(testMySql(input({ tls: true }))).rejects.toThrow(
      'MySQL 8.0.36 does not offer TLS',
    );
  });

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
