import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasMariaDb, startMariaDb, type TMariaDb } from '../../../../test/throwaway-mariadb.ts';
import { testMySql } from './mysql-tester.ts';

const title = hasMariaDb()
  ? 'MySQL connector test against a real MariaDB'
  : "MySQL connector test: SKIPPED, Debian's mariadb-server is not installed (.ci/run installs it)";

describe.skipIf(!hasMariaDb())(title, () => {
  let server: TMariaDb;
  beforeAll(async () => {
    server = await startMariaDb();
    await server.createUser('reporting', 'right-Passw0rd', 'shop');
  }, 60_000);
  afterAll(() => server?.stop());

  const input = (
    extra: Record<string, string | number | boolean> = {},
    password = 'right-Passw0rd',
  ) => ({
    values: { host: '127.0.0.1', port: server.port, database: 'shop', user: 'reporting', ...extra },
    secrets: { password },
    policy: { allowPrivate: true },
  });

  it('signs in with the user and password and runs select 1', async () => {
    await expect(testMySql(input())).resolves.toMatch(
      /^Connected: select 1 returned 1 \(MySQL 10\.\d+\.\d+-MariaDB/,
    );
  });

  it('says plainly that the user name or password is wrong', async () => {
    await expect(testMySql(input({}, 'wrong-password'))).rejects.toThrow(
      'MySQL refused the sign-in: the user name or password is wrong',
    );
    await expect(testMySql(input({ user: 'nobody' }))).rejects.toThrow(
      'MySQL refused the sign-in: the user name or password is wrong',
    );
  });

  it("answers in MySQL's words for a database the user may not read", async () => {
    await expect(testMySql(input({ database: 'other' }))).rejects.toThrow(
      "MySQL: Access denied for user 'reporting'@'%' to database 'other'",
    );
  });

  it('refuses TLS that the server does not offer, an unknown host and a closed port', async () => {
    await expect(testMySql(input({ tls: true }))).rejects.toThrow(
      'The MySQL server does not offer TLS',
    );
    await expect(testMySql(input({ host: 'no-such-host.invalid' }))).rejects.toThrow(
      'The host name could not be resolved',
    );
    await expect(testMySql(input({ port: 1 }))).rejects.toThrow('Connection refused by the server');
  });
});
