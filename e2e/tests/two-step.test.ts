import { Secret, TOTP } from 'otpauth';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { newAccountOverApi } from '../support/account-over-api.ts';
import { pageProblems, submitSignIn } from '../support/auth.ts';
import { launchBrowser, openPage } from '../support/browser.ts';

/**
 * Strong second factors through the UI: an authenticator app (codes made here with otpauth, as
 * a phone would) and a passkey (Chromium's virtual authenticator over CDP). Passkeys are bound
 * to PUBLIC_URL's host, localhost by default, so this test's browser uses localhost rather than
 * 127.0.0.1 (a secure context either way). A brand-new account: the demo accounts' sign-in
 * outcomes belong to other tests.
 */
let browser: Browser;
let context: BrowserContext;
let page: Page;
let problems: string[];
let account: { email: string; password: string };
let totpSecret = '';

const codeAt = (stepsAhead: number) =>
  new TOTP({
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(totpSecret),
  }).generate({ timestamp: Date.now() + stepsAhead * 30_000 });

beforeAll(async () => {
  browser = await launchBrowser();
  const baseURL = inject('baseURL').replace('127.0.0.1', 'localhost');
  context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  ({ page, problems } = await openPage(context));
  await page.goto('/');
  account = await newAccountOverApi(page, `Two Step ${Date.now()}`, 'brand');
});
afterAll(async () => {
  await context.close();
  await browser.close();
});

async function signInWithPassword() {
  await page.goto('/');
  await submitSignIn(page, account.email, account.password);
}

async function logOut() {
  // The success toast sits over the header's buttons until it goes.
  await page.locator('.Toastify__toast').first().waitFor({ state: 'detached', timeout: 15_000 });
  await page.getByRole('button', { name: 'Log out' }).click();
  await page
    .getByRole('dialog', { name: 'Log out of Resonate?' })
    .getByRole('button', { name: 'Log out' })
    .click();
  await page.waitForURL((url) => url.pathname === '/');
}

async function openTwoStepCard() {
  await page.goto('/preferences/my-profile');
  const card = page.getByRole('region', { name: 'Two-step verification' });
  await card.getByRole('heading', { name: 'Authenticator app' }).waitFor();
  return card;
}

async function confirmPassword(extra?: () => Promise<void>) {
  const dialog = page.getByRole('dialog');
  await extra?.();
  await dialog.getByLabel('Current password', { exact: true }).fill(account.password);
  await dialog.getByRole('button', { name: 'Continue' }).click();
}

describe('two-step verification', () => {
  it('sets up an authenticator app on My profile and signs in with a code from it', async () => {
    await signInWithPassword();
    await page.getByRole('button', { name: 'Log out' }).waitFor({ timeout: 15_000 });
    const card = await openTwoStepCard();
    await card.getByRole('button', { name: 'Set up' }).click();
    await confirmPassword();

    const setup = page.getByRole('dialog', { name: 'Set up an authenticator app' });
    await setup.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    totpSecret = (await setup.getByTestId('totp-key').innerText()).replace(/\s+/g, '');
    expect(totpSecret).toMatch(/^[A-Z2-7]{32}$/);
    const activationCode = codeAt(0);
    await setup.getByLabel('6-digit code').fill(activationCode);
    await setup.getByRole('button', { name: 'Activate' }).click();

    const codes = page.getByRole('dialog', { name: 'Recovery codes' });
    await codes.getByRole('listitem').first().waitFor();
    expect(await codes.getByRole('listitem').count()).toBe(10);
    await codes.getByRole('button', { name: 'I have saved them' }).click();
    await card.getByText('On: sign-ins ask for a code from your app.').waitFor();
    await page.screenshot({ path: '/tmp/mfa-profile-totp.png' });

    await logOut();
    await signInWithPassword();
    await page.getByRole('heading', { name: 'Two-step verification' }).waitFor();
    await page.screenshot({ path: '/tmp/mfa-signin-step.png' });
    // The activation code is spent (or, a step later, too old): either way it is refused.
    await page.getByLabel('Code from your authenticator app').fill(activationCode);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('alert').innerText()).resolves.toMatch(
      /That code (was just used|is not right)/,
    );
    await page.getByLabel('Code from your authenticator app').fill(codeAt(1));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL((url) => url.pathname === '/analytics', { timeout: 15_000 });
    expect(pageProblems(problems)).toEqual([]);
  });

  it('registers a passkey with a virtual authenticator and signs in with it', async () => {
    const cdp = await context.newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
      },
    });
    const card = await openTwoStepCard();
    await card.getByRole('button', { name: 'Add a passkey' }).click();
    await confirmPassword(() =>
      page.getByRole('dialog').getByLabel('Passkey name').fill('Test laptop'),
    );
    await card.getByText('Test laptop').waitFor();
    await card.getByText('Not used yet').waitFor();
    await page.screenshot({ path: '/tmp/mfa-profile-passkey.png' });

    await logOut();
    await signInWithPassword();
    await page.getByRole('button', { name: 'Use a passkey' }).click();
    await page.waitForURL((url) => url.pathname === '/analytics', { timeout: 15_000 });
    const again = await openTwoStepCard();
    await again.getByText(/Last used/).waitFor();
    expect(pageProblems(problems)).toEqual([]);
  });
});
