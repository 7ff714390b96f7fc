import { describe, expect, inject, it } from 'vitest';
import { pageProblems, submitSignIn } from '../support/auth.ts';
import { openPage, screenshot } from '../support/browser.ts';
import {
  adminApi,
  setApprovalRequired,
  targetListOf,
  useSinkAsSmtp,
} from '../support/communication-setup.ts';
import { mailsTo } from '../support/mail.ts';
import { perTestContext } from '../support/per-test-context.ts';

const live = perTestContext();

describe('a journey on the mdc-workflow canvas', () => {
  it('is drawn, started, and a contact of its list passes through to the exit', async () => {
    // What is not the point here goes over the API: SMTP to the sink, a list with one contact.
    const baseURL = inject('baseURL');
    const { session, api } = await adminApi(baseURL);
    await useSinkAsSmtp(api, session.clientId, inject('smtpUrl'));
    await setApprovalRequired(api, false);
    const tag = `journey${Date.now()}`;
    const list = await targetListOf(api, tag, 1);
    const address = list.addresses[0] ?? '';
    const subject = `Welcome aboard ${tag}`;

    const { page, problems } = await openPage(live.context);
    await page.goto('/');
    await submitSignIn(page, 'admin@acme.test');
    await page.waitForURL((url) => url.pathname !== '/', { timeout: 15_000 });

    // A new journey starts as an entry connected to an exit.
    await page.goto('/mdc-workflow');
    await page.getByLabel("New journey's name").fill(`Welcome ${tag}`);
    await page.getByRole('button', { name: 'New journey' }).click();
    await page.waitForURL(/\/mdc-workflow\?id=\d+/);
    const entry = page.getByTestId('journey-node-entry');
    await entry.waitFor();
    await page.getByTestId('journey-node-exit').waitFor();

    // The entry takes the list; a send step goes between it and the exit.
    await entry.click();
    const panel = page.getByRole('complementary');
    await panel.getByLabel('List').selectOption({ label: list.name });
    await expect.poll(() => entry.textContent()).toContain(`Everyone in ${list.name}`);
    await page
      .getByRole('toolbar', { name: 'Add a step' })
      .getByRole('button', { name: 'Send' })
      .click();
    const send = page.getByTestId('journey-node-send-1');
    await send.waitFor();
    expect(await panel.getByLabel('Channel').locator('option:checked').textContent()).toBe('Email');
    await panel.getByLabel('Subject').fill(subject);
    await panel
      .getByLabel('Message', { exact: true })
      .fill('Hello {{ firstName | default: "there" }}');
    await expect.poll(() => send.textContent()).toContain(`Email · Welcome aboard`);

    // Validate finds nothing to mark; Start saves and starts it.
    await page.getByRole('button', { name: 'Validate' }).click();
    await page.getByText('The journey is ready to start').waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Start' }).click();
    await page.getByText('Active', { exact: true }).waitFor({ timeout: 15_000 });
    await screenshot(page, 'journey-started');

    // The canvas polls: the send step counts the contact, the exit counts it finished.
    await page
      .getByTestId('journey-count-send-1')
      .filter({ hasText: '1 entered' })
      .waitFor({ timeout: 60_000 });
    await page
      .getByTestId('journey-count-exit')
      .filter({ hasText: '1 finished' })
      .waitFor({ timeout: 60_000 });
    await expect.poll(() => page.getByTestId('journey-total-finished').textContent()).toBe('1');
    await screenshot(page, 'journey-finished');

    // And the message reached the sink, once, personalised.
    await expect
      .poll(() => mailsTo(address).filter((mail) => mail.subject === subject).length, {
        timeout: 30_000,
      })
      .toBe(1);
    const mail = mailsTo(address).find((row) => row.subject === subject);
    expect(mail?.raw).toContain('Hello Reader1');
    expect(pageProblems(problems)).toEqual([]);
  });
});
