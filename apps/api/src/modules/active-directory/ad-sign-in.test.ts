import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AD_MSG } from '@resonate/contracts/auth/active-directory';
import { hashPassword, INVALID_CREDENTIALS, LOGIN_SUCCESS } from '#/modules/auth/index.ts';
import { createTestApp, type TTestApp } from '../../../test/create-test-app.ts';
import { login, signIn } from '../../../test/auth-helpers.ts';
import { fakeDns, proveDomain } from '#/modules/sso/testing.ts';
import { directoryForm, directoryUser } from './ad-test-helpers.ts';
import {
  groupDn,
  startTestLdapServer,
  type TTestLdapServer,
} from './test-support/test-ldap-server.ts';

/**
 * AD sign-in end to end against a real LDAP server (ldapjs, in memory): the LDAP bind checks the
 * password, groups map to roles at each sign-in, accounts are created just in time, and every
 * refusal is clear, signs nobody in and leaves a line in the admin's log.
 */
describe('Active Directory sign-in', () => {
  let t: TTestApp;
  let ldap: TTestLdapServer;
  let admin: string;
  let roles: { roleId: number; name: string }[];
  const logLines: string[] = [];
  const dns = fakeDns();
  const roleId = (name: string) => roles.find((role) => role.name === name)!.roleId;

  const post = (url: string, payload: object = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers: { accesstoken: admin } });
  const saveDirectory = async (extra: object = {}) => {
    const response = await post(
      '/api/Security/SaveActiveDirectory',
      directoryForm(ldap.url, extra),
    );
    expect(response.statusCode, response.body).toBe(200);
  };
  const roleOf = async (email: string) => {
    const { rows } = await sql<{ role_id: string | null }>`
      select role_id from users where lower(email) = ${email}`.execute(t.app.ownerDb);
    return rows[0] && Number(rows[0].role_id);
  };
  const sessionsOf = async (email: string) => {
    const { rows } = await sql<{ n: string }>`select count(*) as n from sessions s
      join users u on u.id = s.user_id where lower(u.email) = ${email}`.execute(t.app.ownerDb);
    return Number(rows[0]!.n);
  };

  beforeAll(async () => {
    ldap = await startTestLdapServer([
      directoryUser('alice', [groupDn('Marketing'), groupDn('Everyone')]),
      directoryUser('bob', [groupDn('Everyone')]),
      directoryUser('carol', []),
    ]);
    t = await createTestApp({
      env: { SEED_DEMO: 'true', ALLOW_PRIVATE_LDAP_HOSTS: 'true', LOG_LEVEL: 'info' },
      logStream: { write: (line) => void logLines.push(line) },
      dns,
    });
    admin = (await signIn(t.app, 'admin@acme.test')).accessToken;
    roles = (await post('/api/Security/GetActiveDirectory')).json().data.roles;
    await saveDirectory({
      groupRoles: [
        {
          groupDn: 'CN=Marketing, OU=Groups, DC=example, DC=test',
          roleId: roleId('Administrator'),
        },
        { groupDn: groupDn('Everyone'), roleId: roleId('Viewer') },
      ],
    });
    // Acme proves corp.test, so its directory speaks for people without an account yet.
    await proveDomain(t.app, admin, dns, 'corp.test');
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await ldap?.close();
  });

  it('signs a directory user in with the AD password and the role of their first mapped group', async () => {
    const response = await login(t.app, 'alice@corp.test', 'alice-Pa55!', { IsADuser: true });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe(LOGIN_SUCCESS);
    expect(await roleOf('alice@corp.test')).toBe(roleId('Administrator'));
    // Created just in time, with the directory's names and no password of its own.
    const { rows } = await sql<{ first_name: string; password_hash: string | null }>`
      select first_name, password_hash from users where email = 'alice@corp.test'`.execute(
      t.app.ownerDb,
    );
    expect(rows[0]).toEqual({ first_name: 'Alice', password_hash: null });
  });

  it('follows group changes at each sign-in', async () => {
    await login(t.app, 'bob@corp.test', 'bob-Pa55!', { IsADuser: true });
    expect(await roleOf('bob@corp.test')).toBe(roleId('Viewer'));
    const viewer = (await login(t.app, 'bob@corp.test', 'bob-Pa55!', { IsADuser: true })).json();
    expect(viewer.data.permissionList).toContainEqual(
      expect.objectContaining({ featureId: 33, viewAccess: false }),
    );

    ldap.setGroups('bob', [groupDn('Marketing')]);
    const promoted = await login(t.app, 'bob@corp.test', 'bob-Pa55!', { IsADuser: true });
    expect(promoted.statusCode).toBe(200);
    expect(await roleOf('bob@corp.test')).toBe(roleId('Administrator'));
  });

  it('refuses a wrong password like any wrong password: counted, nobody signed in', async () => {
    const before = await sessionsOf('alice@corp.test');
    const response = await login(t.app, 'alice@corp.test', 'Wrong-Pa55!', { IsADuser: true });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(INVALID_CREDENTIALS);
    expect(await sessionsOf('alice@corp.test')).toBe(before);
    expect(response.json().data).toEqual({ captchaRequired: false });
    expect(logLines.some((line) => line.includes('AD sign-in refused'))).toBe(true);
  });

  it('never accepts an empty password, though the server takes it as an anonymous bind', async () => {
    const response = await login(t.app, 'alice@corp.test', '', { IsADuser: true });
    expect(response.statusCode).toBe(401);
    expect(response.json().data).toBeUndefined();
  });

  it('goes to the directory for an AD-domain account without a password even when not flagged', async () => {
    const response = await login(t.app, 'alice@corp.test', 'alice-Pa55!');
    expect(response.json().message).toBe(LOGIN_SUCCESS);
  });

  it('refuses a user in no mapped group when there is no default role', async () => {
    const response = await login(t.app, 'carol@corp.test', 'carol-Pa55!', { IsADuser: true });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(AD_MSG.noRole);
    expect(await roleOf('carol@corp.test')).toBeUndefined();
  });

  it('refuses unknown users when just-in-time creation is off', async () => {
    await saveDirectory({ jitEnabled: false, defaultRoleId: roleId('Viewer'), bindPassword: '' });
    const response = await login(t.app, 'carol@corp.test', 'carol-Pa55!', { IsADuser: true });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(AD_MSG.notProvisioned);
  });

  it('says so when AD is asked for an email domain without a directory', async () => {
    const response = await login(t.app, 'brand@acme.test', 'whatever', { IsADuser: true });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(AD_MSG.signInNotConfigured);
  });

  it('keeps password sign-in for accounts outside the directory domains', async () => {
    const response = await login(t.app, 'admin@acme.test');
    expect(response.json().message).toBe(LOGIN_SUCCESS);
  });

  it('ignores a local password of a directory user, except a break-glass account admin', async () => {
    const hash = await hashPassword('Local@12345');
    await sql`update users set password_hash = ${hash} where email in ('alice@corp.test', 'bob@corp.test')`.execute(
      t.app.ownerDb,
    );
    await sql`update users set is_account_admin = true where email = 'bob@corp.test'`.execute(
      t.app.ownerDb,
    );
    // alice: the directory decides, whatever the form says.
    const local = await login(t.app, 'alice@corp.test', 'Local@12345');
    expect(local.statusCode).toBe(401);
    expect((await login(t.app, 'alice@corp.test', 'alice-Pa55!')).json().message).toBe(
      LOGIN_SUCCESS,
    );
    // bob, an account admin, keeps his own password when he does not ask for AD.
    expect((await login(t.app, 'bob@corp.test', 'Local@12345')).json().message).toBe(LOGIN_SUCCESS);
  });

  it('refuses clearly when the directory does not answer, and logs it for the admin', async () => {
    await ldap.close();
    const before = await sessionsOf('alice@corp.test');
    const response = await login(t.app, 'alice@corp.test', 'alice-Pa55!', { IsADuser: true });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(AD_MSG.unreachable);
    expect(response.json().errors).toEqual({ loginName: AD_MSG.unreachable });
    expect(await sessionsOf('alice@corp.test')).toBe(before);
    expect(logLines.some((line) => line.includes(AD_MSG.unreachable))).toBe(true);
    // The admin reads the refusals in the sign-in log of the security page.
    const { rows } = await sql<{ reason: string; method: string; outcome: string }>`
      select reason, method, outcome from sign_in_events
      where email = 'alice@corp.test' order by id`.execute(t.app.ownerDb);
    expect(rows).toContainEqual({ reason: AD_MSG.unreachable, method: 'ldap', outcome: 'refused' });
  });
});
