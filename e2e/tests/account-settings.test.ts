import { signInOverApi } from '../support/api-sign-in.ts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { isolatedContext, pageProblems, submitSignIn } from '../support/auth.ts';
import { launchBrowser, openPage, screenshot } from '../support/browser.ts';

const ADMIN = 'admin@acme.test';
const REFUSED = 'Sign-in from this IP address is not allowed for your account';
// The browser reaches the server through isolatedContext's proxy from 127.x.y.z (x >= 1), never
// from 127.0.0.1; this process does. So a list of 127.0.0.1 shuts the browser out and lets this
// process clean up afterwards.
const THIS_PROCESS = '127.0.0.1';

let browser: Browser;
let context: BrowserContext;
let closeContext: () => Promise<void>;
let sourceAddress: string;
let originalDateFormatId: number | undefined;

/** The admin over the API from this process, for looking and for cleaning up. */
async function adminApi() {
  const post = (path: string, body: object = {}, token?: string) =>
    fetch(`${inject('baseURL')}/api/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { accesstoken: token } : {}) },
      body: JSON.stringify(body),
    }).then((response) => response.json());
  const { accessToken, clientId } = await signInOverApi(inject('baseURL'), ADMIN);
  return (path: string, body: object = {}) => post(path, { clientId, ...body }, accessToken);
}

beforeAll(async () => {
  browser = await launchBrowser();
  ({
    context,
    close: closeContext,
    sourceAddress,
  } = await isolatedContext(browser, inject('baseURL')));
  const api = await adminApi();
  originalDateFormatId = (await api('GetClientDetails')).data.dateFormatId;
});

// Later e2e files share this server: leave no whitelist behind and put the date format back.
afterAll(async () => {
  await closeContext?.();
  await browser?.close();
  const api = await adminApi();
  expect((await api('UpsertIpWhiteList', { items: [] })).status).toBe(true);
  const { data } = await api('GetClientDetails');
  if (originalDateFormatId !== undefined && data.dateFormatId !== originalDateFormatId) {
    const { clientId: _id, isAgency: _agency, ...form } = data;
    const restored = await api('UpdateClientDetails', {
      ...form,
      dateFormatId: originalDateFormatId,
    });
    expect(restored.status).toBe(true);
  }
});

async function fillIfEmpty(page: Page, label: string, value: string) {
  const field = page.getByLabel(label, { exact: true });
  if ((await field.inputValue()) === '') await field.fill(value);
}

describe('account settings', () => {
  it('changes the date format everywhere, then a whitelist shuts this browser out', async () => {
    const { page, problems } = await openPage(context);
    await page.goto('/');
    await submitSignIn(page, ADMIN);
    await page.waitForURL((url) => url.pathname === '/analytics', { timeout: 15_000 });

    await page.goto('/preferences/account-settings');
    await page.getByRole('heading', { name: 'Company and regional settings' }).waitFor();
    await expect.poll(() => page.getByLabel('Company', { exact: true }).inputValue()).not.toBe('');
    // The demo client starts without an address: fill what the form requires.
    await fillIfEmpty(page, 'Business email', 'hello@acme.test');
    await fillIfEmpty(page, 'Website', 'www.acme.test');
    await fillIfEmpty(page, 'Address', '1 High Street');
    await fillIfEmpty(page, 'City', 'London');
    await fillIfEmpty(page, 'ZIP code', 'SW1A 1AA');
    if ((await page.getByLabel('Country').inputValue()) === '') {
      await page.getByLabel('Country').selectOption({ label: 'United Kingdom' });
    }
    await page.getByLabel('Date format').selectOption({ label: 'YYYY-MM-DD' });
    await screenshot(page, 'account-settings');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Your account settings have been saved.').waitFor();
    expect(await page.getByRole('button', { name: 'Save changes' }).isDisabled()).toBe(true);

    // Elsewhere on the page, at once: the bell's latest notifications use the new format.
    await page.getByRole('button', { name: 'Notifications', exact: true }).click();
    const latest = page.getByRole('list', { name: 'Latest notifications' }).locator('time');
    await latest.first().waitFor();
    expect(await latest.first().innerText()).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    await page.keyboard.press('Escape');

    // A whitelist without this browser's address: the page asks first.
    await page.getByRole('button', { name: 'Add address' }).click();
    await page.getByRole('textbox', { name: 'IP address 1' }).fill(THIS_PROCESS);
    await page.getByRole('textbox', { name: 'Description 1' }).fill('E2E runner');
    await page.getByRole('button', { name: 'Save whitelist' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`Your current address ${sourceAddress} is not in the list`).waitFor();
    await screenshot(page, 'account-settings-lockout');
    await dialog.getByRole('button', { name: 'Save and sign out' }).click();
    await page.waitForURL((url) => url.pathname === '/', { timeout: 15_000 });

    // The right password from this browser is now refused, with the reason.
    await submitSignIn(page, ADMIN);
    await page.getByText(REFUSED).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await screenshot(page, 'account-settings-refused');

    const api = await adminApi();
    const list = (await api('GetIpWhiteList')).data.items;
    expect(list).toEqual([expect.objectContaining({ ipAddress: THIS_PROCESS })]);
    expect(pageProblems(problems).filter((p) => !p.includes('403'))).toEqual([]);
  });
});
