import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { isolatedContext, pageProblems, pathOf, submitSignIn } from '../support/auth.ts';
import { launchBrowser, openPage } from '../support/browser.ts';

let browser: Browser;
let context: BrowserContext;
let closeContext: () => Promise<void>;
let sourceAddress: string;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});
// Each test: its own browser context, reaching the server from its own address.
beforeEach(async () => {
  ({
    context,
    close: closeContext,
    sourceAddress,
  } = await isolatedContext(browser, inject('baseURL')));
});
afterEach(async () => {
  await closeContext();
});

async function signInAs(email: string, password?: string) {
  const { page, problems } = await openPage(context);
  await page.goto('/');
  await submitSignIn(page, email, password);
  return { page, problems };
}

const waitForPath = (page: Page, path: string) =>
  page.waitForURL((url) => url.pathname === path, { timeout: 15_000 });

describe('signing in with each demo account', () => {
  it('admin@acme.test (campaign account) lands on /analytics, signed in', async () => {
    const { page, problems } = await signInAs('admin@acme.test');
    await waitForPath(page, '/analytics');
    await page.getByRole('button', { name: 'Log out' }).waitFor();
    const stored = await page.evaluate(() => ({
      token: localStorage.getItem('accessToken'),
      userInfo: localStorage.getItem('userInfo') ?? '',
      permissions: localStorage.getItem('permissions') ?? '',
      captchaRetry: localStorage.getItem('captchaRetry'),
    }));
    expect(stored.token).toBeTruthy();
    // Encrypted at rest: no field names, not JSON.
    expect(stored.userInfo).not.toMatch(/userId/);
    expect(stored.permissions).not.toMatch(/featureId|viewAccess/);
    expect(stored.captchaRetry).toBeNull();
    // The key is an AES-GCM CryptoKey in IndexedDB that scripts can use but never export.
    const key = await page.evaluate(
      () =>
        new Promise<unknown>((resolve, reject) => {
          const open = indexedDB.open('resonate');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const get = open.result.transaction('keys').objectStore('keys').get('storage');
            get.onsuccess = () => {
              const found = get.result as CryptoKey | undefined;
              resolve({ algorithm: found?.algorithm.name, extractable: found?.extractable });
            };
          };
        }),
    );
    expect(key).toEqual({ algorithm: 'AES-GCM', extractable: false });
    // A reload keeps the session: the values are decrypted at boot, before the guards run.
    await page.reload();
    await page.getByRole('button', { name: 'Log out' }).waitFor();
    expect(pathOf(page)).toBe('/analytics');
    expect(pageProblems(problems)).toEqual([]);
  });

  it('brand@acme.test (not a campaign account) lands on /launch-pad', async () => {
    const { page } = await signInAs('brand@acme.test');
    await waitForPath(page, '/launch-pad');
  });

  it('unpaid@acme.test goes to /payment with q', async () => {
    const { page } = await signInAs('unpaid@acme.test');
    await waitForPath(page, '/payment');
    expect(new URL(page.url()).searchParams.get('q')).toBeTruthy();
  });

  it("inactive@acme.test stays with 'Account not activated' under the email, password cleared", async () => {
    const { page, problems } = await signInAs('inactive@acme.test');
    await page.getByText('Account not activated', { exact: true }).waitFor();
    expect(pathOf(page)).toBe('/');
    expect(await page.getByLabel('Password', { exact: true }).inputValue()).toBe('');
    const describedBy = await page.getByLabel('Business email').getAttribute('aria-describedby');
    expect(await page.locator(`#${describedBy}`).innerText()).toBe('Account not activated');
    expect(pageProblems(problems)).toEqual([]);
  });

  it('nolicence@acme.test goes to /account-activate', async () => {
    const { page } = await signInAs('nolicence@acme.test');
    await waitForPath(page, '/account-activate');
    expect(new URL(page.url()).searchParams.get('q')).toBeTruthy();
  });

  it('agency@acme.test goes to /account-setup', async () => {
    const { page } = await signInAs('agency@acme.test');
    await waitForPath(page, '/account-setup');
    expect(new URL(page.url()).searchParams.get('q')).toBeTruthy();
  });

  it('viewer@acme.test signs in, and /invoice-list (no view access) goes to /dashboard', async () => {
    const { page } = await signInAs('viewer@acme.test');
    await page.waitForURL((url) => url.pathname !== '/', { timeout: 15_000 });
    await page.goto('/invoice-list');
    await waitForPath(page, '/dashboard');
    await page.goto('/consumptions');
    await waitForPath(page, '/dashboard');
  });
});

describe('the login form', () => {
  it('shows the spec messages for an empty form; the button is reachable with Tab', async () => {
    const { page } = await openPage(context);
    await page.goto('/');
    await page.getByLabel('Business email').focus();
    // email -> password -> eye toggle -> remember me -> forgot password -> Sign in
    for (let i = 0; i < 5; i += 1) await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => document.activeElement?.textContent?.trim());
    expect(focused).toBe('Sign in');
    await page.keyboard.press('Enter');
    await page.getByText('Enter a valid business email address').waitFor();
    await page.getByText('Enter a valid password').waitFor();
  });

  it('shows the captcha after the third wrong password', async () => {
    const { page } = await openPage(context);
    await page.goto('/');
    // These failures count against this context's own address only (see isolatedContext).
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('ipAddressData') ?? ''))
      .toContain(`"ipAddress":"${sourceAddress}"`);
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect(await page.getByLabel('Captcha').count()).toBe(0);
      await submitSignIn(page, 'nobody@acme.test', `Wrong${attempt}pass!`);
      await page.getByText('Invalid email or password').waitFor();
      await expect
        .poll(() => page.evaluate(() => localStorage.getItem('captchaRetry')))
        .toBe(String(attempt));
    }
    await page.getByLabel('Captcha').waitFor();
    await page.getByRole('img', { name: 'Captcha code to type' }).waitFor();
    // Without an answer the form asks for one, in the spec's words.
    await page.getByLabel('Password', { exact: true }).fill('Demo@12345');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Enter captcha', { exact: true }).waitFor();
    // A wrong answer: the server's message under the captcha, and a new image to try.
    const image = page.getByRole('img', { name: 'Captcha code to type' });
    const firstImage = await image.getAttribute('src');
    await page.getByLabel('Captcha').fill('zzzzzz');
    await page.getByLabel('Password', { exact: true }).fill('Demo@12345');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Invalid captcha', { exact: true }).waitFor();
    await expect.poll(() => image.getAttribute('src')).not.toBe(firstImage);
    expect(await page.getByLabel('Captcha').inputValue()).toBe('');
  });
});
