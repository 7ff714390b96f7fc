import { perTestContext } from '../support/per-test-context.ts';
import { describe, expect, inject, it } from 'vitest';
import { pageProblems, submitSignIn } from '../support/auth.ts';
import { openPage, screenshot } from '../support/browser.ts';
import { mailsTo, waitForMail } from '../support/mail.ts';

const ADMIN = 'admin@acme.test';

const live = perTestContext();

async function openEmailTab() {
  const opened = await openPage(live.context);
  const { page } = opened;
  await page.goto('/');
  await submitSignIn(page, ADMIN);
  await page.waitForURL((url) => url.pathname === '/analytics', { timeout: 15_000 });
  await page.goto('/preferences/communication-settings');
  await page.getByRole('heading', { name: 'SMTP server' }).waitFor();
  return opened;
}

describe('communication settings, Email tab', () => {
  it('configures SMTP to the local sink, tests it and sends a test email that arrives', async () => {
    const { page, problems } = await openEmailTab();
    // The sink stands in for the customer's server (allowed: ALLOW_PRIVATE_CHANNEL_HOSTS).
    const sink = new URL(inject('smtpUrl'));
    await page.getByLabel('Dedicated SMTP').check();
    await page.getByLabel('Server name or IP').fill(sink.hostname);
    await page.getByLabel('Port number').fill('');
    await page.getByRole('button', { name: 'Save SMTP settings' }).click();
    await page.getByText('Enter port number').waitFor();
    await page.getByLabel('Port number').fill(sink.port);
    await page.getByLabel('Security').selectOption('none');
    await page.getByRole('button', { name: 'Save SMTP settings' }).click();
    await page.getByRole('button', { name: 'Test connection' }).waitFor();

    await page.getByRole('button', { name: 'Test connection' }).click();
    await page.getByText(`Connected to ${sink.hostname}:${sink.port}`).waitFor();

    const to = `smtp-test-${Date.now()}@example.test`;
    const before = mailsTo(to);
    await page.getByLabel('Send a test email to').fill(to);
    await page.getByRole('button', { name: 'Send test email' }).click();
    await page.getByText(/^250 /).waitFor({ timeout: 15_000 });
    const mail = await waitForMail(to, before, { subject: /Resonate test email/ });
    expect(mail.text).toContain('Your SMTP settings work');
    await screenshot(page, 'communication-settings-smtp');
    expect(pageProblems(problems)).toEqual([]);
  });

  it('adds a domain and shows its DKIM record', async () => {
    const { page, problems } = await openEmailTab();
    const domain = `e2e${Date.now()}.acme.test`;
    await page.getByRole('button', { name: 'Add domain' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Domain name').fill(domain);
    await dialog.getByLabel('Server from mail').fill(`news@elsewhere.test`);
    await dialog.getByLabel('Server bounce mail').fill(`bounce@${domain}`);
    await dialog.getByRole('button', { name: 'Add domain' }).click();
    await dialog.getByText('From mail must belong to the domain').waitFor();
    await dialog.getByLabel('Server from mail').fill(`news@${domain}`);
    await dialog.getByRole('button', { name: 'Add domain' }).click();
    await dialog.waitFor({ state: 'hidden' });

    const dkim = page.locator('tr[data-record="dkim"]');
    await dkim.getByText(`resonate._domainkey.${domain}`).waitFor();
    expect(await dkim.locator('code').nth(1).textContent()).toMatch(
      /^v=DKIM1; k=rsa; p=[A-Za-z0-9+/=]{300,}$/,
    );
    await page.getByRole('button', { name: 'Verify' }).first().click();
    await dkim.getByText('Not found').waitFor({ timeout: 20_000 });
    await screenshot(page, 'communication-settings-domain');
    expect(pageProblems(problems)).toEqual([]);
  });
});
