import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newAccountOverApi } from '../support/account-over-api.ts';
import { pageProblems, submitSignIn } from '../support/auth.ts';
import { openPage, screenshot } from '../support/browser.ts';
import { moveLicenceEnd } from '../support/licence-dates.ts';
import { OTP_SUBJECT, waitForMail } from '../support/mail.ts';
import { perTestContext } from '../support/per-test-context.ts';

const live = perTestContext();
const run = promisify(execFile);
const root = new URL('../..', import.meta.url).pathname;
const PASSWORD = 'Str0ng!Pass';

/** `npm run licence:issue` on the server's DATA_DIR, as an operator issues a key. */
async function issueKey(args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, ['apps/api/src/cli/licence-issue.ts', ...args], {
    cwd: root,
    env: { PATH: process.env.PATH, DATA_DIR: inject('dataDir') },
  });
  return stdout.trim();
}

async function post(path: string, body: object) {
  const response = await fetch(`${inject('baseURL')}/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as { message: string; data?: Record<string, unknown> };
  if (!response.ok) throw new Error(`${path}: ${envelope.message}`);
  return envelope.data ?? {};
}

/**
 * A brand-new account that still needs its licence, made as a person makes one (sign-up with the
 * emailed code), so no demo account changes: its SaveSignUp answer carries the onboarding q.
 */
async function signUpFreshAccount() {
  const unique = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const email = `licence.${unique}@newco.test`;
  const { otpToken } = await post('SignUp/RequestOTP', { emailId: email });
  const mail = await waitForMail(email, [], { subject: OTP_SUBJECT });
  const code = mail.text.match(/password is (\d{6})/)?.[1];
  await post('SignUp/ValidateOTP', { otpToken, otp: code });
  const saved = await post('SaveSignUp', {
    title: 'Ms',
    firstName: 'Lena',
    lastName: 'Licence',
    countryCode: '+44',
    phoneNo: '7700900456',
    emailId: email,
    jobFunctionId: 1,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    accountType: 'brand',
    companyName: `Licensed ${unique}`,
    website: 'https://www.licensed.test',
    countryId: 77,
    currency: 'GBP',
    languageId: 1,
    dateFormatId: 1,
    timeFormatId: 1,
    timeZoneId: 1,
    otpToken,
  });
  return { email, company: `Licensed ${unique}`, q: String(saved.q) };
}

describe('licence keys and licence information', () => {
  it('a new account activates with a key from licence:issue, signs in and renews', async () => {
    const account = await signUpFreshAccount();
    const key = await issueKey(['--type', '2', '--seats', '10', '--days', '365']);
    const { page, problems } = await openPage(live.context);

    await page.goto(`/account-activate?q=${encodeURIComponent(account.q)}`);
    await page.getByRole('heading', { name: 'Activate your account' }).waitFor();
    await page.getByText(`Enter the licence key you received for ${account.company}.`).waitFor();
    // Typed in lower case without dashes, as someone reading it out would.
    await page.getByLabel('Licence key').fill(key.replace(/-/g, '').toLowerCase());
    const grant = page.getByRole('region', { name: 'This key grants' });
    await grant.waitFor();
    await grant.getByText('Growth').waitFor();
    await grant.getByText('10 users').waitFor();
    await screenshot(page, 'licence-activate-preview');
    await page.getByRole('button', { name: 'Activate licence' }).click();
    await page.getByRole('heading', { name: 'Your licence is active' }).waitFor();
    await screenshot(page, 'licence-activated');

    await page.getByRole('link', { name: 'Continue to sign in' }).click();
    await submitSignIn(page, account.email, PASSWORD);
    await page.waitForURL((url) => ['/analytics', '/launch-pad'].includes(url.pathname), {
      timeout: 15_000,
    });

    await page.goto('/license-info');
    const current = page.getByRole('region', { name: 'Current licence' });
    await current.getByText('Growth').waitFor();
    await current.getByText(/RSN1-XXXX-XXXX-…-[0-9A-Z]{4}/).waitFor();
    await current.getByText('364 days left').or(current.getByText('365 days left')).waitFor();

    // Renewal with a bigger key; the first licence moves to the history.
    const renewal = await issueKey(['--type', '3', '--days', '30']);
    await page.getByLabel('Licence key').fill(renewal);
    await page.getByText('The unused days of the current licence are carried over.').waitFor();
    await page.getByRole('button', { name: 'Apply key' }).click();
    await current.getByText('Business').waitFor();
    const history = page.getByRole('region', { name: 'Licence history' });
    await history.getByText('Replaced').waitFor();
    await screenshot(page, 'licence-info-renewed');

    // The key is spent: pasting it again says so.
    await page.getByLabel('Licence key').fill(key);
    await page.getByText('This licence key has already been used.').waitFor();
    expect(pageProblems(problems)).toEqual([]);
  });

  it('license-info shows the licence of admin@acme.test', async () => {
    const { page, problems } = await openPage(live.context);
    await page.goto('/');
    await submitSignIn(page, 'admin@acme.test');
    await page.waitForURL((url) => url.pathname === '/analytics', { timeout: 15_000 });
    await page.goto('/license-info');
    const current = page.getByRole('region', { name: 'Current licence' });
    await current.getByText('Business').waitFor();
    await current.getByText('Bought with order ORD-2026-000101').waitFor();
    await page.getByRole('progressbar', { name: 'Seats in use' }).waitFor();
    await page.getByRole('list', { name: 'Enabled channels' }).getByText('WhatsApp').waitFor();
    await screenshot(page, 'licence-info-admin');
    expect(pageProblems(problems)).toEqual([]);
  });
});

/** The header of a signed-out onboarding step: the logo and the language, no app menu. */
async function expectOnboardingHeader(page: Page) {
  const header = page.locator('header.app-header');
  await header.getByRole('button', { name: /^Language/ }).waitFor();
  await header.getByText('Resonate').waitFor();
  for (const item of ['Analytics', 'Dashboard', 'Preferences']) {
    expect(await header.getByRole('link', { name: item }).count()).toBe(0);
  }
  expect(await header.getByRole('navigation').count()).toBe(0);
}

const signedInPaths = (url: URL) => ['/analytics', '/launch-pad'].includes(url.pathname);

describe('a licence that ends', () => {
  it('warns the admin during the grace period, then sends sign-in to renew, and a key restores it', async () => {
    const { page, problems } = await openPage(live.context);
    await page.goto('/');
    const account = await newAccountOverApi(page, `Lapsing ${Date.now().toString(36)}`, 'brand');

    // Ended two days ago: still working, with a banner on every page.
    await moveLicenceEnd(account.email, -2);
    await submitSignIn(page, account.email, account.password);
    await page.waitForURL(signedInPaths, { timeout: 15_000 });
    const banner = page.getByRole('region', { name: 'Licence status' });
    await banner.getByText(/5 more days of grace/).waitFor();
    await page.getByRole('link', { name: 'Preferences' }).first().click();
    await page.waitForURL((url) => url.pathname === '/preferences');
    await banner.waitFor();
    await screenshot(page, 'licence-grace-banner');
    await banner.getByRole('link', { name: 'Renew the licence' }).click();
    await page.waitForURL((url) => url.pathname === '/license-info');

    // Eight days ago: the grace is over. Signing in again goes to /account-activate.
    await moveLicenceEnd(account.email, -8);
    await page.goto('/');
    await submitSignIn(page, account.email, account.password);
    await page.waitForURL((url) => url.pathname === '/account-activate', { timeout: 15_000 });
    await page.getByRole('heading', { name: 'Activate your account' }).waitFor();
    await expectOnboardingHeader(page);
    await screenshot(page, 'licence-lapsed-activate');

    const key = await issueKey(['--type', '3', '--seats', '10', '--days', '365']);
    await page.getByLabel('Licence key').fill(key);
    await page.getByRole('region', { name: 'This key grants' }).getByText('Business').waitFor();
    await page.getByRole('button', { name: 'Activate licence' }).click();
    await page.getByRole('heading', { name: 'Your licence is active' }).waitFor();
    await page.getByRole('link', { name: 'Continue to sign in' }).click();
    await submitSignIn(page, account.email, account.password);
    await page.waitForURL(signedInPaths, { timeout: 15_000 });
    await page.getByRole('link', { name: 'Preferences' }).first().waitFor();
    expect(await banner.count()).toBe(0);
    expect(pageProblems(problems)).toEqual([]);
  });
});
