import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AD_MSG } from '@resonate/contracts/auth/active-directory';
import { LOGIN_SUCCESS } from '#/modules/auth/index.ts';
import { login, signIn } from '../../../test/auth-helpers.ts';
import { createTestApp, type TTestApp } from '../../../test/create-test-app.ts';
import { fakeDns, listDomains, post, proveDomain } from '#/modules/sso/testing.ts';
import { directoryForm, directoryUser } from './ad-test-helpers.ts';
import {
  groupDn,
  startTestLdapServer,
  type TTestLdapServer,
} from './test-support/test-ldap-server.ts';

/**
 * Issue 21, item 5, for Active Directory: a directory's email domains are claimed like single
 * sign-on's, by a DNS TXT record. Until its client proves a domain, the directory answers only
 * for the accounts the client already has (people it invited by address): discovery does not
 * route the domain to it, and a stranger's password never reaches its LDAP server.
 */
describe('Active Directory at a domain its client has not proven', () => {
  let t: TTestApp;
  let ldap: TTestLdapServer;
  let admin: string;
  let clientId: number;
  const dns = fakeDns();

  const discovery = async (email: string) =>
    (await post(t.app, '/api/SignInDiscovery', { emailId: email })).json().data;

  beforeAll(async () => {
    ldap = await startTestLdapServer([
      directoryUser('alice', [groupDn('Everyone')]),
      directoryUser('dave', [groupDn('Everyone')]),
    ]);
    t = await createTestApp({
      env: { SEED_DEMO: 'true', ALLOW_PRIVATE_LDAP_HOSTS: 'true' },
      dns,
    });
    const signedIn = await signIn(t.app, 'admin@acme.test');
    admin = signedIn.accessToken;
    clientId = signedIn.clientId;
    const roles = (await post(t.app, '/api/Security/GetActiveDirectory', {}, admin)).json().data
      .roles as { roleId: number; name: string }[];
    const viewer = roles.find((role) => role.name === 'Viewer')!.roleId;
    const saved = await post(
      t.app,
      '/api/Security/SaveActiveDirectory',
      directoryForm(ldap.url, { defaultRoleId: viewer }),
      admin,
    );
    expect(saved.statusCode, saved.body).toBe(200);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await ldap?.close();
  });

  it('lists the directory domain for proof, not verified yet', async () => {
    const domains = await listDomains(t.app, admin);
    expect(domains).toContainEqual(
      expect.objectContaining({ domain: 'corp.test', verified: false }),
    );
  });

  it('a directory that has not proven its domain does not take over sign-in discovery for it', async () => {
    expect((await discovery('alice@corp.test')).isADuser).toBe(false);
  });

  it("never sends a stranger's password to the LDAP server of an unproven claim", async () => {
    const searchesBefore = ldap.filters.length;
    const response = await login(t.app, 'alice@corp.test', 'alice-Pa55!', { IsADuser: true });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(AD_MSG.signInNotConfigured);
    expect(ldap.filters.length).toBe(searchesBefore);
    const { rows } = await sql`select 1 from users where email = 'alice@corp.test'`.execute(
      t.app.ownerDb,
    );
    expect(rows).toEqual([]);
  });

  it('still signs in a user the client invited by address, through its directory', async () => {
    await t.app.ownerDb.transaction().execute(async (trx) => {
      await sql`select set_config('app.client_id', ${String(clientId)}, true)`.execute(trx);
      await sql`insert into users (client_id, email, first_name) values (${clientId}, 'dave@corp.test', 'Dave')`.execute(
        trx,
      );
    });
    const response = await login(t.app, 'dave@corp.test', 'dave-Pa55!');
    expect(response.json().message).toBe(LOGIN_SUCCESS);
  });

  it('once the domain is proven, discovery routes it and strangers are created at first sign-in', async () => {
    await proveDomain(t.app, admin, dns, 'corp.test');
    expect((await discovery('alice@corp.test')).isADuser).toBe(true);
    const response = await login(t.app, 'alice@corp.test', 'alice-Pa55!', { IsADuser: true });
    expect(response.json().message).toBe(LOGIN_SUCCESS);
  });
});
