import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { SSO_MSG } from '@resonate/contracts/auth/sso';
import type { TTestApp } from '../../../test/create-test-app.ts';
import {
  codeIn,
  createDemoApp,
  OTP_SUBJECT,
  signIn,
  waitForOutboxMail,
} from '../../../test/auth-helpers.ts';
import {
  fakeDns,
  lastEvent,
  post,
  proveDomain,
  REDIRECT_URI,
  roleId,
  saveLocalProvider,
  SSO_TEST_ENV,
  startAndAuthorize,
} from './sso-test-helpers.ts';
import { startLocalProvider, type TLocalProvider } from './testing/local-provider.ts';

let t: TTestApp;
let idp: TLocalProvider;
let admin: { accessToken: string; clientId: number };
let providerId: number;
const dns = fakeDns();

beforeAll(async () => {
  t = await createDemoApp(SSO_TEST_ENV, { dns });
  idp = await startLocalProvider({
    redirectUri: REDIRECT_URI,
    accounts: [
      { email: 'admin@acme.test' },
      { email: 'viewer@acme.test' },
      { email: 'brand@acme.test' },
      { email: 'unverified@acme.test', hint: 'viewer2@acme.test', emailVerified: false },
      { email: 'someone@elsewhere.test', hint: 'outsider@acme.test' },
      { email: 'newcomer@acme.test', givenName: 'Nia', familyName: 'Newcomer' },
    ],
  });
  admin = await signIn(t.app, 'admin@acme.test');
  providerId = await saveLocalProvider(t.app, admin.accessToken, idp);
  // Acme proves acme.test, so its provider routes discovery and may create users just in time.
  await proveDomain(t.app, admin.accessToken, dns, 'acme.test');
});
afterAll(async () => {
  await idp.close();
  await t.close();
});
beforeEach(() => {
  idp.tamper.token = undefined;
  idp.tamper.down = false;
});

const verify = (payload: object) => post(t.app, '/api/VerifyAuthorizationCode', payload);

describe('identity provider configuration', () => {
  it('stores the client secret sealed and never returns it', async () => {
    const list = await post(t.app, '/api/Security/GetIdentityProviders', {}, admin.accessToken);
    expect(list.statusCode).toBe(200);
    const [provider] = list.json().data.providers;
    expect(provider).toMatchObject({
      displayName: 'Acme SSO',
      hasClientSecret: true,
      allowedDomains: ['acme.test'],
    });
    expect(list.body).not.toContain(idp.clientSecret);
    expect(list.json().data.redirectUri).toBe(REDIRECT_URI);
    const { rows } = await sql<{ sealed: string }>`
      select client_secret_sealed as sealed from identity_providers where id = ${providerId}`.execute(
      t.app.ownerDb,
    );
    expect(rows[0]?.sealed).toMatch(/^v1\./);
    expect(rows[0]?.sealed).not.toContain(idp.clientSecret);
  });

  it('refuses users who are not account admins', async () => {
    const viewer = await signIn(t.app, 'viewer@acme.test');
    const response = await post(
      t.app,
      '/api/Security/GetIdentityProviders',
      {},
      viewer.accessToken,
    );
    expect(response.statusCode).toBe(403);
  });

  it('rejects a bad form with field messages, never a 500', async () => {
    const response = await post(
      t.app,
      '/api/Security/SaveIdentityProvider',
      {
        kind: 'oidc',
        displayName: '',
        clientId: 'x',
        allowedDomains: ['not a domain'],
        allowJitCreation: true,
      },
      admin.accessToken,
    );
    expect(response.statusCode).toBe(400);
    const missingRole = await post(
      t.app,
      '/api/Security/SaveIdentityProvider',
      {
        kind: 'google',
        displayName: 'Google',
        clientId: 'x',
        clientSecret: 's',
        allowedDomains: ['acme.test'],
        defaultRoleId: 999999,
      },
      admin.accessToken,
    );
    expect(missingRole.statusCode).toBe(400);
  });

  it('tests discovery: found for the local provider, a clear problem for a dead one', async () => {
    const ok = await post(
      t.app,
      '/api/Security/TestIdentityProvider',
      { kind: 'oidc', issuerUrl: idp.issuer },
      admin.accessToken,
    );
    expect(ok.json().data).toMatchObject({ ok: true, issuer: idp.issuer, supportsPkceS256: true });
    const dead = await post(
      t.app,
      '/api/Security/TestIdentityProvider',
      { kind: 'oidc', issuerUrl: 'http://127.0.0.1:9' },
      admin.accessToken,
    );
    expect(dead.json().data.ok).toBe(false);
    expect(dead.json().data.problem).toMatch(/not reachable/);
  });

  it('keeps each company to its own providers', async () => {
    const brand = await signIn(t.app, 'brand@acme.test');
    const list = await post(t.app, '/api/Security/GetIdentityProviders', {}, brand.accessToken);
    expect(list.json().data.providers).toEqual([]);
    const remove = await post(
      t.app,
      '/api/Security/DeleteIdentityProvider',
      { providerId },
      brand.accessToken,
    );
    expect(remove.statusCode).toBe(404);
    // A provider of the other company, even for the same domain, signs in none of Acme's users.
    const outletProvider = await saveLocalProvider(t.app, brand.accessToken, idp, {
      displayName: 'Outlet SSO',
    });
    const answer = await startAndAuthorize(t.app, idp, 'admin@acme.test', outletProvider);
    const response = await verify(answer);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(SSO_MSG.noAccount);
    await post(
      t.app,
      '/api/Security/DeleteIdentityProvider',
      { providerId: outletProvider },
      brand.accessToken,
    );
  });
});

describe('discovery and the authorization code flow', () => {
  it("offers the domain's providers and nothing for other domains", async () => {
    const acme = await post(t.app, '/api/SignInDiscovery', { emailId: 'Someone@ACME.test' });
    expect(acme.json().data).toMatchObject({
      providers: [{ providerId, displayName: 'Acme SSO' }],
      requireSso: false,
    });
    const other = await post(t.app, '/api/SignInDiscovery', { emailId: 'a@nowhere.test' });
    expect(other.json().data).toEqual({ providers: [], isADuser: false, requireSso: false });
  });

  it('sends PKCE S256, state and nonce, then signs the admin in (single use)', async () => {
    const answer = await startAndAuthorize(t.app, idp, 'admin@acme.test', providerId);
    const params = answer.authorizationUrl.searchParams;
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('nonce')).toBeTruthy();
    expect(params.get('redirect_uri')).toBe(REDIRECT_URI);
    const response = await verify(answer);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: true, message: 'Login successful' });
    expect(response.json().data).toMatchObject({ isCampaign: true, accountAdmin: true });
    expect(await lastEvent(t.app, admin.clientId)).toMatchObject({
      outcome: 'success',
      email: 'admin@acme.test',
    });

    const again = await verify(answer);
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe(SSO_MSG.flowExpired);
  });

  it('accepts the social answer posted form-urlencoded', async () => {
    const answer = await startAndAuthorize(t.app, idp, 'admin@acme.test', providerId);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/VerifyAuthorizationCode',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        code: answer.code,
        state: answer.state,
        browserKey: answer.browserKey,
        iss: answer.iss ?? '',
      }).toString(),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.accessToken).toEqual(expect.any(String));
  });

  it('refuses an unknown state and an answer brought by another browser', async () => {
    const answer = await startAndAuthorize(t.app, idp, 'admin@acme.test', providerId);
    const badState = await verify({ ...answer, state: 'x'.repeat(43) });
    expect(badState.json().message).toBe(SSO_MSG.stateMismatch);
    const otherBrowser = await verify({ ...answer, browserKey: 'y'.repeat(43) });
    expect(otherBrowser.statusCode).toBe(401);
    expect(otherBrowser.json().message).toBe(SSO_MSG.stateMismatch);
    expect(await lastEvent(t.app, admin.clientId)).toMatchObject({
      outcome: 'refused',
      reason: 'Answer brought back by another browser',
    });
  });

  it.each([
    ['nonce', /claim check failed/],
    ['forge', /rejected/],
    ['expire', /expired/],
  ] as const)('refuses an ID token with a tampered %s', async (tamper, reason) => {
    const answer = await startAndAuthorize(t.app, idp, 'admin@acme.test', providerId);
    idp.tamper.token = tamper;
    const response = await verify(answer);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(SSO_MSG.tokenRejected);
    expect(response.json().data?.accessToken).toBeUndefined();
    expect((await lastEvent(t.app, admin.clientId))?.reason).toMatch(reason);
  });

  it('says so when the issuer stops answering', async () => {
    const answer = await startAndAuthorize(t.app, idp, 'admin@acme.test', providerId);
    idp.tamper.down = true;
    const response = await verify(answer);
    expect(response.json().message).toBe(SSO_MSG.providerUnreachable);
    const start = await post(t.app, '/api/GetAuthorizationCode', {
      emailId: 'admin@acme.test',
      providerId,
    });
    expect(start.statusCode).toBe(422);
    expect(start.json().message).toBe(SSO_MSG.providerUnreachable);
  });

  it('refuses an unverified email, a foreign domain and an unknown user without JIT', async () => {
    const cases = [
      ['viewer2@acme.test', SSO_MSG.emailNotVerified],
      ['outsider@acme.test', SSO_MSG.domainNotAllowed],
      ['newcomer@acme.test', SSO_MSG.noAccount],
    ] as const;
    for (const [email, message] of cases) {
      const response = await verify(await startAndAuthorize(t.app, idp, email, providerId));
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(message);
    }
  });

  it('creates the user just in time with the default role when allowed', async () => {
    const viewerRole = await roleId(t.app, admin.clientId, 'Viewer');
    const jit = await saveLocalProvider(t.app, admin.accessToken, idp, {
      displayName: 'Acme JIT',
      allowJitCreation: true,
      defaultRoleId: viewerRole,
    });
    const response = await verify(await startAndAuthorize(t.app, idp, 'newcomer@acme.test', jit));
    expect(response.statusCode).toBe(200);
    const { rows } = await sql<{ role_id: number; first_name: string; client_id: number }>`
      select role_id::int, first_name, client_id::int from users where email = 'newcomer@acme.test'`.execute(
      t.app.ownerDb,
    );
    expect(rows[0]).toMatchObject({
      role_id: viewerRole,
      first_name: 'Nia',
      client_id: admin.clientId,
    });
    await post(
      t.app,
      '/api/Security/DeleteIdentityProvider',
      { providerId: jit },
      admin.accessToken,
    );
  });
});

describe('sign-in policies', () => {
  const savePolicy = (policy: object) =>
    post(t.app, '/api/Security/SaveSignInPolicy', policy, admin.accessToken);
  const off = {
    requireSso: false,
    breakGlassUserId: null,
    otpAfterSso: false,
    requireStrongSecondFactor: false,
  };

  it('requires a break-glass account admin to require SSO', async () => {
    const response = await savePolicy({ ...off, requireSso: true });
    expect(response.statusCode).toBe(400);
    const viewer = await signIn(t.app, 'viewer@acme.test');
    const notAdmin = await savePolicy({
      ...off,
      requireSso: true,
      breakGlassUserId: viewer.userId,
    });
    expect(notAdmin.statusCode).toBe(400);
  });

  it('refuses passwords when SSO is required, except for the break-glass admin', async () => {
    const { userId } = await signIn(t.app, 'admin@acme.test');
    expect(
      (await savePolicy({ ...off, requireSso: true, breakGlassUserId: userId })).statusCode,
    ).toBe(200);
    const discovery = await post(t.app, '/api/SignInDiscovery', { emailId: 'viewer@acme.test' });
    expect(discovery.json().data.requireSso).toBe(true);

    const { login } = await import('../../../test/auth-helpers.ts');
    const refused = await login(t.app, 'viewer@acme.test');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(SSO_MSG.ssoRequired);
    expect(await lastEvent(t.app, admin.clientId)).toMatchObject({
      outcome: 'refused',
      email: 'viewer@acme.test',
    });
    expect((await login(t.app, 'admin@acme.test')).statusCode).toBe(200);
    // Single sign-on still works for everyone.
    const sso = await verify(await startAndAuthorize(t.app, idp, 'viewer@acme.test', providerId));
    expect(sso.json().message).toBe('Login successful');
  });

  it('asks for the one-time code after SSO when the policy says so', async () => {
    const { userId } = await signIn(t.app, 'admin@acme.test');
    await savePolicy({ ...off, otpAfterSso: true, breakGlassUserId: userId });
    const response = await verify(
      await startAndAuthorize(t.app, idp, 'viewer@acme.test', providerId),
    );
    expect(response.json()).toMatchObject({ status: true, message: 'OTP Required' });
    const { otpToken } = response.json().data as { otpToken: string };
    const code = codeIn(
      await waitForOutboxMail(t.dataDir, 'viewer@acme.test', new Set(), OTP_SUBJECT),
    );
    const confirmed = await post(t.app, '/api/ConfirmVerificationCode', { otpToken, otp: code });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data.accessToken).toEqual(expect.any(String));
    const read = await post(t.app, '/api/Security/GetSignInPolicy', {}, admin.accessToken);
    expect(read.json().data.policy).toMatchObject({ otpAfterSso: true, requireSso: false });
    await savePolicy(off);
  });
});
