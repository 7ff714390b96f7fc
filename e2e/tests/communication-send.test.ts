import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { pageProblems, submitSignIn } from '../support/auth.ts';
import { openPage, screenshot } from '../support/browser.ts';
import { cellText, htmlPartOf, trackingUrlsOf } from '../support/communication-mail.ts';
import {
  adminApi,
  setApprovalRequired,
  targetListOf,
  useSinkAsSmtp,
} from '../support/communication-setup.ts';
import { mailsEach } from '../support/mail.ts';
import { perTestContext } from '../support/per-test-context.ts';

const live = perTestContext();

/** The count a table shows in a column of a row (its first line: a rate may follow). */
async function figureOf(page: Page, region: string | null, name: string, column: string) {
  const scope = region ? page.getByRole('region', { name: region, exact: true }) : page;
  const table = scope.locator('table').first();
  await table.locator('tbody tr').filter({ hasText: name }).first().waitFor({ timeout: 20_000 });
  return (await cellText(table, name, column)).split('\n')[0]?.trim();
}

describe('sending an email communication', () => {
  it('is created in the wizard, reaches the sink, and its opens and clicks show up', async () => {
    const baseURL = inject('baseURL');
    const { session, api } = await adminApi(baseURL);
    await useSinkAsSmtp(api, session.clientId, inject('smtpUrl'));
    await setApprovalRequired(api, false);
    const tag = `send${Date.now()}`;
    const list = await targetListOf(api, tag, 3);
    const name = `Winter sale ${tag}`;
    const subject = `Winter sale for you ${tag}`;

    const { page, problems } = await openPage(live.context);
    await page.goto('/');
    await submitSignIn(page, 'admin@acme.test');
    await page.waitForURL((url) => url.pathname !== '/', { timeout: 15_000 });
    await page.goto('/create-mdc-communication');

    // 1. Setup: a forbidden character is refused on the spot; then a good name and Email.
    const nameInput = page.getByLabel('Communication name');
    await nameInput.fill(`${name} <b>`);
    await page.getByText('special characters not allowed').waitFor();
    await nameInput.fill(name);
    await page.getByRole('radio', { name: 'Email' }).check();
    await page.getByText('Saved', { exact: true }).waitFor({ timeout: 15_000 });
    await page.waitForURL(/[?&]id=\d+/);
    await page.getByRole('button', { name: 'Next' }).click();

    // 2. Audience: the list of three, with the live estimate.
    await page.getByRole('heading', { name: 'Audience', exact: true }).waitFor();
    await page.getByLabel('Search lists').fill(tag);
    await page
      .getByRole('group', { name: /^Send to/ })
      .getByRole('checkbox', { name: list.name })
      .check();
    await page.getByText('Reaches 3 contacts').waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Next' }).click();

    // 3. Content: subject, HTML with a link and a personalised greeting, previewed.
    await page.getByRole('heading', { name: 'Content', exact: true }).waitFor();
    await page.getByLabel('Subject').fill(subject);
    await page
      .getByLabel('HTML')
      .fill(
        '<html><body><p>Hello {{ firstName | default: "there" }},</p>' +
          '<p><a href="https://example.com/winter-sale">Shop the sale</a></p></body></html>',
      );
    await page.getByLabel('Plain text').fill('Hello {{ firstName | default: "there" }}');
    const frame = page.frameLocator('iframe[title="Email preview"]');
    await frame.getByText('Hello there,').waitFor({ timeout: 15_000 });
    await screenshot(page, 'compose-content');
    await page.getByRole('button', { name: 'Next' }).click();

    // 4. Schedule: now. 5. Review: three recipients, then send.
    // The A/B test step (off unless switched on) sits between Content and Schedule.
    await page.getByRole('heading', { name: 'A/B test', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { name: 'Schedule', exact: true }).waitFor();
    await page.getByLabel('Send now').check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { name: 'Review', exact: true }).waitFor();
    await page
      .locator('.compose-summary')
      .getByText('3', { exact: true })
      .waitFor({ timeout: 15_000 });
    await screenshot(page, 'compose-review');
    await page.getByRole('button', { name: 'Send now' }).click();
    await page.waitForURL((url) => url.pathname === '/communication/list', { timeout: 15_000 });

    // The three messages arrive, one each, personalised.
    const mails = await mailsEach(list.addresses, subject);
    expect(mails.map((m) => m.length)).toEqual([1, 1, 1]);
    const first = mails[0]?.[0];
    if (!first) throw new Error('no mail');
    const html = htmlPartOf(first.raw);
    expect(html).toContain('Hello Reader1,');
    const { pixel, links } = trackingUrlsOf(html, baseURL);

    // A mail client loads the pixel; the reader clicks the link and lands on the real page.
    const opened = await fetch(pixel);
    expect(opened.status).toBe(200);
    expect(opened.headers.get('content-type')).toMatch(/^image\//);
    const clicked = await fetch(links[0] ?? '', { redirect: 'manual' });
    expect([301, 302, 303, 307]).toContain(clicked.status);
    expect(clicked.headers.get('location')).toBe('https://example.com/winter-sale');

    // The list row shows the figures from the rollups: 3 sent, 1 opened, 1 clicked.
    await expect
      .poll(
        async () => {
          await page.goto('/communication/list');
          return [
            await figureOf(page, null, name, 'Sent'),
            await figureOf(page, null, name, 'Opened'),
            await figureOf(page, null, name, 'Clicked'),
          ];
        },
        { timeout: 30_000, interval: 1_000 },
      )
      .toEqual(['3', '1', '1']);
    await screenshot(page, 'communication-list-sent');

    // And so does the dashboard's recent campaigns widget.
    await page.goto('/dashboard');
    const widget = page.getByRole('region', { name: 'Active and recent campaigns', exact: true });
    await widget.getByRole('button', { name: /^Recent/ }).click();
    expect(await figureOf(page, 'Active and recent campaigns', name, 'Opened')).toBe('1');
    expect(await figureOf(page, 'Active and recent campaigns', name, 'Clicked')).toBe('1');
    await screenshot(page, 'dashboard-after-send');
    expect(pageProblems(problems)).toEqual([]);
  });
});
