import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AD_DEFAULT_FILTER, AD_MSG } from '@resonate/contracts/auth/active-directory';
import { directoryUser } from './ad-test-helpers.ts';
import {
  findUser,
  userFilter,
  verifyUserPassword,
  withServiceBind,
  type TDirectorySettings,
} from './directory-client.ts';
import { DirectoryError } from './directory-error.ts';
import { roleForGroups } from './role-mapping.ts';
import {
  groupDn,
  startTestLdapServer,
  TEST_BASE_DN,
  TEST_LDAPS_CERT,
  TEST_SERVICE_DN,
  TEST_SERVICE_PASSWORD,
  type TTestLdapServer,
} from './test-support/test-ldap-server.ts';

const open = { allowPrivate: true };
const settingsFor = (url: string, extra: Partial<TDirectorySettings> = {}): TDirectorySettings => ({
  url,
  startTls: false,
  caCertificate: null,
  bindDn: TEST_SERVICE_DN,
  bindPassword: TEST_SERVICE_PASSWORD,
  searchBase: TEST_BASE_DN,
  searchFilter: AD_DEFAULT_FILTER,
  nestedGroups: false,
  ...extra,
});

/** Failure of a directory call, as the admin would read it. */
async function failureOf(work: Promise<unknown>) {
  const error = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DirectoryError);
  return (error as DirectoryError).message;
}

describe('LDAP client against a real LDAP server', () => {
  let plain: TTestLdapServer;
  let secure: TTestLdapServer;
  let silent: Server;
  let silentPort = 0;
  const silentSockets: Socket[] = [];

  beforeAll(async () => {
    const users = [directoryUser('alice', [groupDn('Sales')]), directoryUser('bob', [])];
    plain = await startTestLdapServer(users);
    secure = await startTestLdapServer(users, { tls: true });
    // Accepts connections and never answers: the client must give up on its own.
    silent = createServer((socket) => silentSockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    silentPort = (silent.address() as { port: number }).port;
  });
  afterAll(async () => {
    await plain.close();
    await secure.close();
    for (const socket of silentSockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });

  it('escapes the email per RFC 4515 so it cannot change the filter', async () => {
    expect(userFilter('(&(objectClass=user)(mail={email}))', '*)(uid=*')).toBe(
      '(&(objectClass=user)(mail=\\2a\\29\\28uid=\\2a))',
    );
    const found = await withServiceBind(settingsFor(plain.url), open, (client) =>
      findUser(client, settingsFor(plain.url), '*)(mail=*'),
    );
    expect(found).toBeUndefined();
    // The server parsed one equality on mail with a literal value, not a wildcard.
    expect(plain.filters.at(-1)).toMatch(/mail=\\2a\\29\\28mail=\\2a/);
  });

  it('checks a password by binding as the user, and never sends an empty one', async () => {
    const settings = settingsFor(plain.url);
    const ok = await verifyUserPassword(settings, open, 'alice@corp.test', 'alice-Pa55!');
    expect(ok).toMatchObject({
      ok: true,
      user: { firstName: 'Alice', groups: [groupDn('Sales')] },
    });
    expect(await verifyUserPassword(settings, open, 'alice@corp.test', 'wrong')).toEqual({
      ok: false,
    });
    // The test server, like real ones, takes an empty password as an anonymous bind.
    expect(await verifyUserPassword(settings, open, 'alice@corp.test', '')).toEqual({ ok: false });
    expect(await verifyUserPassword(settings, open, 'nobody@corp.test', 'x')).toEqual({
      ok: false,
    });
  });

  it('finds groups reached through other groups when asked to (AD in-chain rule)', async () => {
    const nested = await startTestLdapServer([directoryUser('nina', [groupDn('Team A')])], {
      parentGroups: {
        [groupDn('Team A')]: [groupDn('Sales')],
        [groupDn('Sales')]: [groupDn('Everyone')],
      },
    });
    try {
      const direct = settingsFor(nested.url);
      const chained = settingsFor(nested.url, { nestedGroups: true });
      const find = (settings: TDirectorySettings) =>
        withServiceBind(settings, open, (client) => findUser(client, settings, 'nina@corp.test'));
      expect((await find(direct))?.groups).toEqual([groupDn('Team A')]);
      expect((await find(chained))?.groups).toEqual([
        groupDn('Team A'),
        groupDn('Sales'),
        groupDn('Everyone'),
      ]);
    } finally {
      await nested.close();
    }
  });

  it('maps the first matching group, case and spaces aside, else the default role', () => {
    const mappings = [
      { groupDn: 'CN=Admins, OU=Groups', roleId: 1 },
      { groupDn: 'cn=staff,ou=groups', roleId: 2 },
    ];
    expect(roleForGroups(['cn=staff,ou=groups', 'cn=admins,ou=groups'], mappings, null)).toBe(1);
    expect(roleForGroups(['CN=Staff,OU=Groups'], mappings, null)).toBe(2);
    expect(roleForGroups([], mappings, 7)).toBe(7);
    expect(roleForGroups([], mappings, null)).toBeNull();
  });

  it('reports a refused service account, a missing base and an unreachable server', async () => {
    const noop = async () => undefined;
    expect(
      await failureOf(
        withServiceBind(settingsFor(plain.url, { bindPassword: 'nope' }), open, noop),
      ),
    ).toBe(AD_MSG.serviceBindFailed);
    expect(
      await failureOf(withServiceBind(settingsFor(plain.url, { bindPassword: '' }), open, noop)),
    ).toBe(AD_MSG.serviceBindFailed);
    const missingBase = settingsFor(plain.url, { searchBase: 'ou=nowhere,dc=example,dc=test' });
    expect(
      await failureOf(
        withServiceBind(missingBase, open, (client) =>
          findUser(client, missingBase, 'a@corp.test'),
        ),
      ),
    ).toBe(AD_MSG.searchBaseMissing);
    const closed = settingsFor(`ldap://127.0.0.1:${plain.port + 1}`);
    expect(await failureOf(withServiceBind(closed, open, noop))).toBe(AD_MSG.unreachable);
  });

  it('gives up on a server that never answers within the bounded time', async () => {
    const started = Date.now();
    const settings = settingsFor(`ldap://127.0.0.1:${silentPort}`);
    expect(await failureOf(withServiceBind(settings, open, async () => undefined))).toBe(
      AD_MSG.unreachable,
    );
    expect(Date.now() - started).toBeLessThan(7000);
  }, 10_000);

  it('speaks LDAPS, trusting the configured CA and nothing else', async () => {
    const trusted = settingsFor(secure.url, { caCertificate: TEST_LDAPS_CERT });
    const ok = await verifyUserPassword(trusted, open, 'alice@corp.test', 'alice-Pa55!');
    expect(ok.ok).toBe(true);
    const untrusted = settingsFor(secure.url);
    expect(await failureOf(withServiceBind(untrusted, open, async () => undefined))).toBe(
      AD_MSG.tlsFailed,
    );
  });

  it('refuses private hosts and passwords in clear unless the operator allows them', async () => {
    const guarded = { allowPrivate: false };
    expect(await failureOf(withServiceBind(settingsFor(plain.url), guarded, async () => 1))).toBe(
      AD_MSG.cleartextRefused,
    );
    const tls = settingsFor(secure.url, { caCertificate: TEST_LDAPS_CERT });
    expect(await failureOf(withServiceBind(tls, guarded, async () => 1))).toBe(AD_MSG.hostRefused);
  });
});
