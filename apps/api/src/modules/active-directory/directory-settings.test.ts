import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AD_MSG, MASKED_SECRET } from '@resonate/contracts/auth/active-directory';
import { createTestApp, type TTestApp } from '../../../test/create-test-app.ts';
import { login, signIn } from '../../../test/auth-helpers.ts';
import { fakeDns, proveDomain } from '#/modules/sso/testing.ts';
import { createOtherClient, directoryForm, directoryUser } from './ad-test-helpers.ts';
import {
  groupDn,
  startTestLdapServer,
  TEST_LDAPS_CERT,
  TEST_SERVICE_PASSWORD,
  type TTestLdapServer,
} from './test-support/test-ldap-server.ts';

/** The Active Directory card's API: admins only, sealed password, clear tests, one tenant each. */
describe('Active Directory settings', () => {
  let t: TTestApp;
  let ldap: TTestLdapServer;
  let ldaps: TTestLdapServer;
  let admin: string;
  let otherAdmin: string;
  const dns = fakeDns();

  const post = (token: string, url: string, payload: object = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers: { accesstoken: token } });

  beforeAll(async () => {
    const users = [directoryUser('dana', [groupDn('Everyone')])];
    ldap = await startTestLdapServer(users);
    ldaps = await startTestLdapServer(users, { tls: true });
    t = await createTestApp({ env: { SEED_DEMO: 'true', ALLOW_PRIVATE_LDAP_HOSTS: 'true' }, dns });
    admin = (await signIn(t.app, 'admin@acme.test')).accessToken;
    await createOtherClient(t.app, 'olga@other.test', 'Other@12345');
    const other = await login(t.app, 'olga@other.test', 'Other@12345');
    otherAdmin = other.json().data.accessToken;
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await ldap?.close();
    await ldaps?.close();
  });

  it('is for account admins only', async () => {
    const viewer = (await signIn(t.app, 'viewer@acme.test')).accessToken;
    for (const url of ['GetActiveDirectory', 'SaveActiveDirectory', 'TestActiveDirectory']) {
      const response = await post(viewer, `/api/Security/${url}`, directoryForm(ldap.url));
      expect(response.statusCode).toBe(403);
    }
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/Security/GetActiveDirectory',
      payload: {},
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('saves the settings with the bind password sealed, and never answers it', async () => {
    const saved = await post(admin, '/api/Security/SaveActiveDirectory', directoryForm(ldap.url));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.directory).toMatchObject({
      url: ldap.url,
      bindPassword: MASKED_SECRET,
      domains: ['corp.test'],
    });
    const { rows } = await sql<{ bind_password_sealed: string }>`
      select bind_password_sealed from ad_directories`.execute(t.app.ownerDb);
    expect(rows[0]!.bind_password_sealed).toMatch(/^v1\./);
    expect(rows[0]!.bind_password_sealed).not.toContain(TEST_SERVICE_PASSWORD);
    // Saving again with the masked value keeps the stored password.
    const again = await post(
      admin,
      '/api/Security/SaveActiveDirectory',
      directoryForm(ldap.url, { bindPassword: MASKED_SECRET }),
    );
    expect(again.statusCode).toBe(200);
    const test = await post(admin, '/api/Security/TestActiveDirectory', {
      form: directoryForm(ldap.url, { bindPassword: '' }),
    });
    expect(test.json().data).toEqual({ ok: true, message: AD_MSG.testOk });
    // The stored password never goes to another server.
    const elsewhere = await post(admin, '/api/Security/TestActiveDirectory', {
      form: directoryForm('ldap://127.0.0.1:1', { bindPassword: '' }),
    });
    expect(elsewhere.json().errors).toEqual({ bindPassword: AD_MSG.bindPasswordForNewUrl });
    const moved = await post(
      admin,
      '/api/Security/SaveActiveDirectory',
      directoryForm('ldap://127.0.0.1:1', { bindPassword: '' }),
    );
    expect(moved.json().errors).toEqual({ bindPassword: AD_MSG.bindPasswordForNewUrl });
    const got = await post(admin, '/api/Security/GetActiveDirectory');
    expect(got.json().data.directory).toMatchObject({ lastTestOk: true });
  });

  it('refuses bad settings field by field', async () => {
    const cases: [object, string, string][] = [
      [{ url: 'http://dc.corp.test' }, 'url', AD_MSG.urlInvalid],
      [{ url: 'ldaps://dc.corp.test', startTls: true }, 'startTls', AD_MSG.startTlsWithLdaps],
      [{ searchFilter: '(mail=someone)' }, 'searchFilter', AD_MSG.filterInvalid],
      [{ searchFilter: '(&(mail={email})' }, 'searchFilter', AD_MSG.filterInvalid],
      [{ domains: ['not a domain'] }, 'domains.0', AD_MSG.domainInvalid],
      [
        { groupRoles: [{ groupDn: 'cn=x', roleId: 999999 }] },
        'groupRoles.0.roleId',
        AD_MSG.roleUnknown,
      ],
    ];
    for (const [extra, field, message] of cases) {
      const response = await post(
        admin,
        '/api/Security/SaveActiveDirectory',
        directoryForm(ldap.url, extra),
      );
      expect(response.statusCode, JSON.stringify(extra)).toBe(400);
      expect(response.json().errors?.[field], JSON.stringify(response.json())).toBe(message);
    }
  });

  it('tests a connection and says what is wrong, within the time limit', async () => {
    const test = (extra: object, testEmail = '') =>
      post(admin, '/api/Security/TestActiveDirectory', {
        form: directoryForm(ldap.url, extra),
        testEmail,
      });
    expect((await test({ bindPassword: 'wrong' })).json().data).toEqual({
      ok: false,
      message: AD_MSG.serviceBindFailed,
    });
    expect((await test({ url: `ldap://127.0.0.1:${ldap.port + 7}` })).json().data.message).toBe(
      AD_MSG.unreachable,
    );
    expect((await test({ searchBase: 'ou=gone,dc=example,dc=test' })).json().data.message).toBe(
      AD_MSG.searchBaseMissing,
    );
    const roles = (await post(admin, '/api/Security/GetActiveDirectory')).json().data.roles as {
      roleId: number;
      name: string;
    }[];
    const viewer = roles.find((role) => role.name === 'Viewer')!;
    const withUser = await test(
      { groupRoles: [{ groupDn: groupDn('Everyone'), roleId: viewer.roleId }] },
      'dana@corp.test',
    );
    expect(withUser.json().data.user).toEqual({
      found: true,
      dn: 'uid=dana,ou=people,dc=example,dc=test',
      groups: [groupDn('Everyone')],
      roleName: 'Viewer',
    });
  });

  it('reaches LDAPS with a pasted CA certificate, and says when the certificate is not trusted', async () => {
    const form = (extra: object) => directoryForm(ldaps.url, extra);
    const trusted = await post(admin, '/api/Security/TestActiveDirectory', {
      form: form({ caCertificate: TEST_LDAPS_CERT }),
    });
    expect(trusted.json().data.ok).toBe(true);
    const untrusted = await post(admin, '/api/Security/TestActiveDirectory', { form: form({}) });
    expect(untrusted.json().data).toEqual({ ok: false, message: AD_MSG.tlsFailed });
  });

  it('keeps each client to its own directory and domains', async () => {
    // Another client sees nothing of ours, and cannot claim our domain.
    const mine = await post(otherAdmin, '/api/Security/GetActiveDirectory');
    expect(mine.json().data.directory).toBeNull();
    const claim = await post(
      otherAdmin,
      '/api/Security/SaveActiveDirectory',
      directoryForm(ldap.url),
    );
    expect(claim.statusCode).toBe(400);
    expect(claim.json().errors.domains).toBe(`${AD_MSG.domainTaken}: corp.test`);
    // Nor a domain whose users belong to another client (acme.test is the demo tenant's).
    const steal = await post(
      otherAdmin,
      '/api/Security/SaveActiveDirectory',
      directoryForm(ldap.url, { domains: ['acme.test'] }),
    );
    expect(steal.json().errors.domains).toBe(`${AD_MSG.domainHasOtherUsers}: acme.test`);
    // Its own domain is fine, and its admin's sign-in by password is untouched.
    const own = await post(
      otherAdmin,
      '/api/Security/SaveActiveDirectory',
      directoryForm(ldap.url, { domains: ['other.test'], jitEnabled: false }),
    );
    expect(own.statusCode, own.body).toBe(200);
    const olga = await login(t.app, 'olga@other.test', 'Other@12345');
    expect(olga.statusCode).toBe(200);
    // A corp.test user never lands in the other client (we proved corp.test, so our directory
    // speaks for people without an account there).
    await proveDomain(t.app, admin, dns, 'corp.test');
    const dana = await login(t.app, 'dana@corp.test', 'dana-Pa55!', { IsADuser: true });
    expect(dana.statusCode).toBe(403); // our directory maps no group and has no default role
    const { rows } = await sql<{ n: string }>`
      select count(*) as n from users where email = 'dana@corp.test'`.execute(t.app.ownerDb);
    expect(Number(rows[0]!.n)).toBe(0);
  });

  it('removes the directory', async () => {
    const removed = await post(admin, '/api/Security/DeleteActiveDirectory');
    expect(removed.statusCode).toBe(200);
    expect(
      (await post(admin, '/api/Security/GetActiveDirectory')).json().data.directory,
    ).toBeNull();
    const again = await post(admin, '/api/Security/DeleteActiveDirectory');
    expect(again.statusCode).toBe(404);
  });
});
