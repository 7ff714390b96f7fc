import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { SSO_MSG } from '@resonate/contracts/auth/sso';
import { SSO_DOMAIN_MSG, SSO_DOMAIN_RECORD } from '@resonate/contracts/auth/sso-domains';
import type { TTestApp } from '../../../test/create-test-app.ts';
import { createDemoApp, login, signIn } from '../../../test/auth-helpers.ts';
import {
  fakeDns,
  listDomains,
  post,
  proveDomain,
  publishRecord,
  REDIRECT_URI,
  roleId,
  saveLocalProvider,
  SSO_TEST_ENV,
  startAndAuthorize,
  verifyDomain,
} from './sso-test-helpers.ts';
import { startLocalProvider, type TLocalProvider } from './testing/local-provider.ts';

/**
 * Issue 21, item 5: an email domain routes single sign-on only for the client that proved it
 * owns it (DNS TXT, answered here by a fake resolver: no network). Acme (admin@acme.test) and
 * Outlet (brand@acme.test, another client) both list acme.test on a provider.
 */
let t: TTestApp;
let idp: TLocalProvider;
let acme: { accessToken: string; clientId: number };
let outlet: { accessToken: string; clientId: number };
let acmeProvider: number;
let outletProvider: number;
const dns = fakeDns();

beforeAll(async () => {
  t = await createDemoApp(SSO_TEST_ENV, { dns });
  idp = await startLocalProvider({
    redirectUri: REDIRECT_URI,
    accounts: [
      { email: 'admin@acme.test' },
      { email: 'brand@acme.test' },
      { email: 'newcomer@acme.test', givenName: 'Nia', familyName: 'Newcomer' },
    ],
  });
  acme = await signIn(t.app, 'admin@acme.test');
  outlet = await signIn(t.app, 'brand@acme.test');
  acmeProvider = await saveLocalProvider(t.app, acme.accessToken, idp, {
    allowedDomains: ['acme.test', 'acme-eu.test'],
  });
  outletProvider = await saveLocalProvider(t.app, outlet.accessToken, idp, {
    displayName: 'Outlet SSO',
    allowJitCreation: true,
    defaultRoleId: await roleId(t.app, outlet.clientId, 'Administrator'),
  });
});
afterAll(async () => {
  await idp.close();
  await t.close();
});

const discover = async (email: string, providerId?: number) =>
  (await post(t.app, '/api/SignInDiscovery', { emailId: email, providerId })).json().data;
const signInWith = async (email: string, providerId: number) =>
  post(
    t.app,
    '/api/VerifyAuthorizationCode',
    await startAndAuthorize(t.app, idp, email, providerId),
  );

describe('proving an SSO domain with a DNS TXT record', () => {
  it('lists each domain with the TXT record to publish, not verified yet', async () => {
    const domains = await listDomains(t.app, acme.accessToken);
    expect(domains.map((d) => [d.domain, d.verified])).toEqual([
      ['acme-eu.test', false],
      ['acme.test', false],
    ]);
    const [eu] = domains;
    expect(eu?.recordName).toBe(`${SSO_DOMAIN_RECORD.namePrefix}.acme-eu.test`);
    expect(eu?.recordValue).toMatch(/^resonate-domain-verification=[0-9a-f]{40}$/);
    // Each client has its own token: Outlet's record for acme.test is not Acme's.
    const [outletRecord] = await listDomains(t.app, outlet.accessToken);
    expect(outletRecord?.recordValue).not.toBe(domains[1]?.recordValue);
  });

  it('a client that has not proven a domain cannot take over sign-in discovery for it', async () => {
    // Outlet requires SSO and lists acme.test: without proof, Acme's users see nothing of it.
    const admin = await signIn(t.app, 'brand@acme.test');
    const policy = await post(
      t.app,
      '/api/Security/SaveSignInPolicy',
      {
        requireSso: true,
        breakGlassUserId: admin.userId,
        otpAfterSso: false,
        requireStrongSecondFactor: false,
      },
      outlet.accessToken,
    );
    expect(policy.statusCode).toBe(200);
    expect(await discover('viewer@acme.test')).toEqual({
      providers: [],
      isADuser: false,
      requireSso: false,
    });
    // The owner proves it: only the owner's provider is offered.
    await proveDomain(t.app, acme.accessToken, dns, 'acme.test');
    expect(await discover('viewer@acme.test')).toEqual({
      providers: [{ providerId: acmeProvider, kind: 'oidc', displayName: 'Acme SSO' }],
      isADuser: false,
      requireSso: false,
    });
  });

  it('a second client cannot prove a domain already proven by another', async () => {
    // Outlet publishes its own valid record: the domain is still Acme's.
    await publishRecord(t.app, outlet.accessToken, dns, 'acme.test');
    const response = await verifyDomain(t.app, outlet.accessToken, 'acme.test');
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(SSO_DOMAIN_MSG.claimed('acme.test'));
    expect((await listDomains(t.app, outlet.accessToken))[0]?.verified).toBe(false);
    // The database says so too, whatever the code path: one proven row per domain.
    const claim = sql`update sso_domains set verified_at = now()
      where client_id = ${outlet.clientId} and domain = 'acme.test'`.execute(t.app.ownerDb);
    await expect(claim).rejects.toMatchObject({ code: '23505' });
  });

  it("an unproven provider is offered only on its own sign-in link, whoever's address", async () => {
    const outletButton = { providerId: outletProvider, kind: 'oidc', displayName: 'Outlet SSO' };
    expect((await discover('brand@acme.test')).providers).not.toContainEqual(outletButton);
    for (const email of ['brand@acme.test', 'nobody@acme.test']) {
      const linked = await discover(email, outletProvider);
      expect(linked.providers).toContainEqual(outletButton);
      // Outlet requires SSO, but cannot make it required at a domain it has not proven.
      expect(linked.requireSso).toBe(false);
    }
    expect((await discover('someone@elsewhere.test', outletProvider)).providers).toEqual([]);
  });

  it('an unproven provider signs in an invited user but refuses an uninvited address', async () => {
    // Outlet's provider (JIT on) is unproven for acme.test: brand@acme.test is Outlet's user.
    const invited = await signInWith('brand@acme.test', outletProvider);
    expect(invited.statusCode).toBe(200);
    expect(invited.json().message).toBe('Login successful');
    const uninvited = await signInWith('newcomer@acme.test', outletProvider);
    expect(uninvited.statusCode).toBe(403);
    expect(uninvited.json().message).toBe(SSO_DOMAIN_MSG.notInvited);
    const { rows } = await sql`select 1 from users where email = 'newcomer@acme.test'`.execute(
      t.app.ownerDb,
    );
    expect(rows).toEqual([]);
    // Another client's user is never Outlet's to sign in.
    const foreign = await signInWith('admin@acme.test', outletProvider);
    expect(foreign.json().message).toBe(SSO_MSG.noAccount);
  });

  it('verification with a missing or wrong TXT record fails with the message', async () => {
    const [eu] = await listDomains(t.app, acme.accessToken);
    const missing = await verifyDomain(t.app, acme.accessToken, 'acme-eu.test');
    expect(missing.statusCode).toBe(422);
    expect(missing.json().message).toBe(SSO_DOMAIN_MSG.notFound(eu?.recordName ?? ''));
    dns.records.set(eu?.recordName ?? '', [[`${SSO_DOMAIN_RECORD.valuePrefix}${'0'.repeat(40)}`]]);
    const wrong = await verifyDomain(t.app, acme.accessToken, 'acme-eu.test');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().message).toBe(SSO_DOMAIN_MSG.notFound(eu?.recordName ?? ''));
    expect((await listDomains(t.app, acme.accessToken))[0]?.verified).toBe(false);
    // The right value, split in chunks as long TXT records arrive, proves it.
    const value = eu?.recordValue ?? '';
    dns.records.set(eu?.recordName ?? '', [['v=spf1 -all'], [value.slice(0, 20), value.slice(20)]]);
    const found = await verifyDomain(t.app, acme.accessToken, 'acme-eu.test');
    expect(found.statusCode).toBe(200);
    expect(found.json().message).toBe(SSO_DOMAIN_MSG.verified('acme-eu.test'));
    expect(found.json().data.domain).toMatchObject({ domain: 'acme-eu.test', verified: true });
  });

  it('bad input is a 4xx with a clear message, never a 500', async () => {
    const malformed = await verifyDomain(t.app, acme.accessToken, 'not a domain');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors.domain).toBe(SSO_DOMAIN_MSG.invalid('not a domain'));
    const unlisted = await verifyDomain(t.app, acme.accessToken, 'elsewhere.test');
    expect(unlisted.statusCode).toBe(404);
    expect(unlisted.json().message).toBe(SSO_DOMAIN_MSG.unknown);
    const empty = await post(t.app, '/api/Security/VerifySsoDomain', {}, acme.accessToken);
    expect(empty.statusCode).toBe(400);
    const viewer = await signIn(t.app, 'viewer@acme.test');
    expect((await verifyDomain(t.app, viewer.accessToken, 'acme.test')).statusCode).toBe(403);
  });

  it('requiring SSO locks no one out at a domain the company has not proven', async () => {
    // Outlet requires SSO (above) but cannot offer it at acme.test: passwords still work.
    expect((await login(t.app, 'reset@acme.test')).statusCode).toBe(200);
  });

  it('releases the claim when no provider lists the domain any more', async () => {
    const remove = await post(
      t.app,
      '/api/Security/DeleteIdentityProvider',
      { providerId: acmeProvider },
      acme.accessToken,
    );
    expect(remove.statusCode).toBe(200);
    expect(await listDomains(t.app, acme.accessToken)).toEqual([]);
    await proveDomain(t.app, outlet.accessToken, dns, 'acme.test');
    expect(await discover('brand@acme.test')).toEqual({
      providers: [{ providerId: outletProvider, kind: 'oidc', displayName: 'Outlet SSO' }],
      isADuser: false,
      requireSso: true,
    });
    // Now that Outlet offers SSO at its proven domain, its policy refuses passwords.
    const refused = await login(t.app, 'reset@acme.test');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(SSO_MSG.ssoRequired);
  });
});
