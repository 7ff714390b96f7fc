import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startLocalProvider, type TLocalProvider } from '../../apps/api/src/modules/sso/testing.ts';
import { signInOverApi } from '../support/api-sign-in.ts';
import { pageProblems } from '../support/auth.ts';
import { publishTxt } from '../support/dns.ts';
import { openPage, screenshot } from '../support/browser.ts';
import { perTestContext } from '../support/per-test-context.ts';

/**
 * Single sign-on through a real OpenID provider on this machine. The server's redirect URI is
 * its PUBLIC_URL (http://localhost:<port>/ by default), so the browser starts on that origin: the
 * attempt it keeps in sessionStorage must be there when the provider sends it back.
 */
const live = perTestContext();
let idp: TLocalProvider;
let appOrigin: string;
let adminToken: string;
let providerId: number;

async function api(path: string, body: object) {
  const response = await fetch(`${inject('baseURL')}/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accessToken: adminToken },
    body: JSON.stringify(body),
  });
  return response.json() as Promise<{ status: boolean; message: string; data?: never }>;
}

beforeAll(async () => {
  appOrigin = `http://localhost:${new URL(inject('baseURL')).port}`;
  idp = await startLocalProvider({
    redirectUri: `${appOrigin}/`,
    accounts: [{ email: 'admin@acme.test' }],
  });
  adminToken = (await signInOverApi(inject('baseURL'), 'admin@acme.test')).accessToken;
  const saved = await api('Security/SaveIdentityProvider', {
    kind: 'oidc',
    displayName: 'Acme Login',
    issuerUrl: idp.issuer,
    clientId: idp.clientId,
    clientSecret: idp.clientSecret,
    allowedDomains: ['acme.test'],
  });
  providerId = (saved.data as unknown as { provider: { providerId: number } }).provider.providerId;
  // Acme proves acme.test (TXT record in the suite's DNS): only then does the login page offer it.
  const listed = await api('Security/GetIdentityProviders', {});
  const domains = (
    listed.data as unknown as {
      domains: { domain: string; recordName: string; recordValue: string }[];
    }
  ).domains;
  const record = domains.find((domain) => domain.domain === 'acme.test');
  publishTxt(record?.recordName ?? '', record?.recordValue ?? '');
  const proven = await api('Security/VerifySsoDomain', { domain: 'acme.test' });
  if (!proven.status) throw new Error(`acme.test not proven: ${proven.message}`);
});

afterAll(async () => {
  await api('Security/SaveSignInPolicy', {
    requireSso: false,
    breakGlassUserId: null,
    otpAfterSso: false,
    requireStrongSecondFactor: false,
  });
  await api('Security/DeleteIdentityProvider', { providerId });
  await idp.close();
});

describe('single sign-on with OpenID Connect', () => {
  it('offers the provider for the email domain and signs the admin in to /analytics', async () => {
    const { page, problems } = await openPage(live.context);
    await page.goto(`${appOrigin}/`);
    // Run alone, this file meets a cold server (nothing compressed or cached yet): on a busy
    // machine the first page load can take most of a minute.
    await page.getByLabel('Business email').waitFor({ timeout: 120_000 });
    await page.getByLabel('Business email').fill('admin@acme.test');
    await page.getByLabel('Business email').blur();
    const button = page.getByRole('button', { name: 'Sign in with Acme Login' });
    await button.waitFor();
    await screenshot(page, 'sso-login-button');
    await button.click();
    await page.waitForURL((url) => url.pathname === '/analytics', { timeout: 20_000 });
    await page.getByRole('button', { name: 'Log out' }).waitFor();
    expect(new URL(page.url()).search).toBe('');
    expect(pageProblems(problems)).toEqual([]);
  }, 180_000);

  it('hides the password when the company requires single sign-on', async () => {
    const admins = await api('Security/GetSignInPolicy', {});
    const admin = (
      admins.data as unknown as { admins: { userId: number; email: string }[] }
    ).admins.find((candidate) => candidate.email === 'admin@acme.test');
    await api('Security/SaveSignInPolicy', {
      requireSso: true,
      breakGlassUserId: admin?.userId ?? null,
      otpAfterSso: false,
      requireStrongSecondFactor: false,
    });
    const { page } = await openPage(live.context);
    await page.goto(`${appOrigin}/`);
    await page.getByLabel('Business email').fill('viewer@acme.test');
    await page.getByLabel('Business email').blur();
    await page.getByText('Your company signs in with single sign-on').waitFor();
    expect(await page.getByLabel('Password', { exact: true }).isVisible()).toBe(false);
    await screenshot(page, 'sso-required');
    // The break-glass way back to a password.
    await page.getByRole('button', { name: 'I am an administrator with a password' }).click();
    await page.getByLabel('Password', { exact: true }).waitFor();
  });
});
