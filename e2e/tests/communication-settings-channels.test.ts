import { perTestContext } from '../support/per-test-context.ts';
import { describe, expect, it } from 'vitest';
import { pageProblems, submitSignIn } from '../support/auth.ts';
import { openPage, screenshot } from '../support/browser.ts';
// The API tests' throwaway .p12 (CN=Resonate Test APNs): one fixture for both suites.
import {
  TEST_P12_BASE64,
  TEST_P12_PASSWORD,
} from '../../apps/api/src/modules/communication-settings/testing.ts';

const ADMIN = 'admin@acme.test';
const TOKEN = 'EAAG-e2e-access-token-0123456789';

const live = perTestContext();

async function signedIn() {
  const opened = await openPage(live.context);
  await opened.page.goto('/');
  await submitSignIn(opened.page, ADMIN);
  await opened.page.waitForURL((url) => url.pathname === '/analytics', { timeout: 15_000 });
  return opened;
}

describe('communication settings, WhatsApp, voice and web push tabs', () => {
  it('saves WhatsApp settings, shows the token masked after a reload, and enables it', async () => {
    const { page, problems } = await signedIn();
    await page.goto('/preferences/communication-settings#whatsapp');
    await page.getByRole('heading', { name: 'WhatsApp' }).waitFor();
    await expect(page.getByRole('switch', { name: 'Enabled' }).isDisabled()).resolves.toBe(true);

    await page.getByLabel('Phone number ID').fill('1098765432');
    await page.getByLabel('Business account ID').fill('2233445566');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Enter access token').waitFor();
    await page.getByLabel('Access token').fill(TOKEN);
    await page.getByLabel('Webhook verify token').fill('verify-me');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('WhatsApp settings saved.').first().waitFor();

    await page.reload();
    const token = page.getByLabel('Access token');
    await token.waitFor();
    expect(await token.inputValue()).toBe('');
    expect(await token.getAttribute('placeholder')).toBe('••••••••');
    expect(await page.content()).not.toContain(TOKEN);
    await screenshot(page, 'communication-settings-whatsapp');

    // Controlled: the switch turns on once the server has answered.
    await page.getByRole('switch', { name: 'Enabled' }).click();
    await page.getByText('WhatsApp is enabled.').first().waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'WhatsApp' }).waitFor();
    await expect(page.getByRole('switch', { name: 'Enabled' }).isChecked()).resolves.toBe(true);
    expect(pageProblems(problems)).toEqual([]);
  });

  it('adds a voice account and generates web push VAPID keys with the snippet', async () => {
    const { page, problems } = await signedIn();
    await page.goto('/preferences/communication-settings#voice');
    await page.getByRole('button', { name: 'Add account' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Caller ID').fill('01632 960001');
    await dialog.getByLabel('Account ID').fill('AC0123');
    await dialog.getByLabel('Auth token').fill('voice-secret');
    await dialog.getByLabel('Callback URL').fill('http://voice.example.com/cb');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Enter valid HTTPS URL').waitFor();
    await dialog.getByLabel('Caller ID').fill('+441632960001');
    await dialog.getByLabel('Callback URL').fill('https://voice.example.invalid/cb');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('cell', { name: '+441632960001', exact: true }).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await screenshot(page, 'communication-settings-voice');

    await page.goto('/preferences/communication-settings#web-push');
    await page.getByRole('heading', { name: 'Web push' }).waitFor();
    await page.getByRole('button', { name: 'Generate VAPID keys' }).click();
    const key = page.getByLabel('Vap ID (VAPID public key)');
    await key.waitFor();
    expect(await key.inputValue()).toMatch(/^B[A-Za-z0-9_-]{86}$/);
    await page.getByText(/RESONATE_VAPID_PUBLIC_KEY = 'B/).waitFor();
    await page.getByLabel('Domain name').fill('shop.example.com');
    await page.getByRole('button', { name: 'Add domain' }).click();
    await page.getByText('shop.example.com', { exact: true }).waitFor();
    await screenshot(page, 'communication-settings-web-push');
    expect(pageProblems(problems)).toEqual([]);
  });

  it('uploads an APNs certificate: a wrong password is refused, the right one installs it', async () => {
    const { page, problems } = await signedIn();
    await page.goto('/preferences/communication-settings#mobile-push');
    await page.getByRole('button', { name: 'Add app' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('App name').fill('Acme Shop');
    await dialog.getByLabel('FCM sender ID').fill('123456789012');
    await dialog.getByLabel('FCM server key').fill('fcm-server-key');
    await dialog.getByLabel('APNs certificate (.p12)').setInputFiles({
      name: 'apns.p12',
      mimeType: 'application/x-pkcs12',
      buffer: Buffer.from(TEST_P12_BASE64, 'base64'),
    });
    await dialog.getByLabel('Certificate password').fill('wrong-password');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('The certificate could not be opened with this password').waitFor();
    await dialog.getByLabel('Certificate password').fill(TEST_P12_PASSWORD);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('cell', { name: 'CN=Resonate Test APNs' }).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    // The new app opens on its setup summary.
    await page.getByText('What the app team must do').waitFor();
    await screenshot(page, 'communication-settings-mobile-push');
    expect(pageProblems(problems)).toEqual([]);
  });
});
