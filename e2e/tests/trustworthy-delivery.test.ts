import { authenticate } from 'mailauth';
import nodemailer from 'nodemailer';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { loadFixture } from '../../apps/api/src/modules/communications/testing.ts';
import { pageProblems, submitSignIn } from '../support/auth.ts';
import { openPage, screenshot } from '../support/browser.ts';
import { cellText } from '../support/communication-mail.ts';
import {
  adminApi,
  setApprovalRequired,
  targetListOf,
  useSinkAsSmtp,
} from '../support/communication-setup.ts';
import { mailsEach, mailsTo } from '../support/mail.ts';
import { perTestContext } from '../support/per-test-context.ts';

/**
 * Issue 22 end to end: a campaign email from the demo tenant's verified domain, signed so that
 * an independent verifier passes it with the DNS records the product shows; the one-click
 * unsubscribe of its List-Unsubscribe header (no session, no cookie); a second campaign that
 * leaves that person out; and a DSN for another recipient, through the inbound SMTP receiver to
 * the message's VERP address, landing as a bounce on their 360 timeline.
 */
const live = perTestContext();

type TDnsRecord = { kind: string; name: string; value: string };

/** The create wizard, Setup to Send now: an email to one list, the From left at its default. */
async function sendInWizard(
  page: Page,
  o: {
    name: string;
    subject: string;
    listName: string;
    tag: string;
    reach: number;
    /** The estimate's "Left out" line, when the test expects people left out. */
    leftOut?: RegExp;
  },
) {
  await page.goto('/create-mdc-communication');
  await page.getByLabel('Communication name').fill(o.name);
  await page.getByRole('radio', { name: 'Email' }).check();
  await page.getByText('Saved', { exact: true }).waitFor({ timeout: 15_000 });
  await page.waitForURL(/[?&]id=\d+/);
  await page.getByRole('button', { name: 'Next' }).click();

  await page.getByRole('heading', { name: 'Audience', exact: true }).waitFor();
  await page.getByLabel('Search lists').fill(o.tag);
  await page
    .getByRole('group', { name: /^Send to/ })
    .getByRole('checkbox', { name: o.listName })
    .check();
  await page.getByText(`Reaches ${o.reach} contacts`).waitFor({ timeout: 15_000 });
  if (o.leftOut) {
    await page.getByText(o.leftOut).waitFor();
    await screenshot(page, `delivery-audience-${o.reach}`);
  }
  await page.getByRole('button', { name: 'Next' }).click();

  await page.getByRole('heading', { name: 'Content', exact: true }).waitFor();
  await page.getByLabel('Subject').fill(o.subject);
  await page
    .getByLabel('HTML')
    .fill(
      '<html><body><p>Hello {{ firstName | default: "there" }},</p>' +
        '<p><a href="https://example.com/news">Read the news</a></p></body></html>',
    );
  await page.getByLabel('Plain text').fill('Hello {{ firstName | default: "there" }}');
  await page.getByRole('button', { name: 'Next' }).click();

  // The A/B test step (off unless switched on) sits between Content and Schedule.
  await page.getByRole('heading', { name: 'A/B test', exact: true }).waitFor();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('heading', { name: 'Schedule', exact: true }).waitFor();
  await page.getByLabel('Send now').check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('heading', { name: 'Review', exact: true }).waitFor();
  // The review names the From: the verified demo domain's address.
  await page.getByText('news@acme.test').first().waitFor({ timeout: 15_000 });
}

async function confirmSend(page: Page) {
  await page.getByRole('button', { name: 'Send now' }).click();
  await page.waitForURL((url) => url.pathname === '/communication/list', { timeout: 15_000 });
}

/** What the communication list shows in a column of a communication's row. */
async function figureOf(page: Page, name: string, column: string) {
  const table = page.locator('table').first();
  await table.locator('tbody tr').filter({ hasText: name }).first().waitFor({ timeout: 20_000 });
  return (await cellText(table, name, column)).split('\n')[0]?.trim();
}

/** DKIM, SPF alignment and DMARC of a received mail, resolving only the records the product
 *  shows for the domain (as if the client had published exactly those). */
function verify(raw: string, envelopeFrom: string, records: TDnsRecord[]) {
  return authenticate(raw, {
    ip: '127.0.0.1',
    helo: 'mx.acme.test',
    mta: 'mx.example.test',
    sender: envelopeFrom,
    disableArc: true,
    disableBimi: true,
    resolver: async (name: string, rrtype: string) => {
      const found = records.filter((r) => rrtype === 'TXT' && r.name === name.toLowerCase());
      if (found.length === 0) throw Object.assign(new Error('none'), { code: 'ENOTFOUND' });
      return found.map((r) => [r.value]);
    },
  });
}

/** The DNS records the Email settings page shows for the demo domain, read off the page. */
async function recordsShown(page: Page): Promise<TDnsRecord[]> {
  const ours = /^(acme\.test|_dmarc\.acme\.test|[a-z0-9-]+\._domainkey\.acme\.test)$/;
  const rows = page.locator('tr[data-record]');
  await rows.first().waitFor({ timeout: 15_000 });
  const records: TDnsRecord[] = [];
  for (const row of await rows.all()) {
    const kind = (await row.getAttribute('data-record')) ?? '';
    const name = ((await row.locator('code').nth(0).textContent()) ?? '').trim();
    const value = ((await row.locator('code').nth(1).textContent()) ?? '').trim();
    if (ours.test(name)) records.push({ kind, name, value });
  }
  return records;
}

/** A reporting MTA's DSN, delivered to the product's inbound receiver at the VERP address. */
async function deliverDsn(verpAddress: string, recipient: string) {
  const transport = nodemailer.createTransport({
    host: '127.0.0.1',
    port: inject('bounceSmtpPort'),
    secure: false,
    ignoreTLS: true,
  });
  return transport.sendMail({
    envelope: { from: '', to: [verpAddress] },
    raw: loadFixture('gmail-hard.eml', { verp: verpAddress, rcpt: recipient }),
  });
}

const header = (raw: string, name: string) =>
  new RegExp(`^${name}: (.*)$`, 'mi').exec(raw.replace(/\r?\n[ \t]+/g, ' '))?.[1] ?? '';

describe('trustworthy delivery, end to end', () => {
  it('signs as the brand, honours one-click unsubscribe, and shows a hard bounce on the timeline', async () => {
    const baseURL = inject('baseURL');
    const { session, api } = await adminApi(baseURL);
    await useSinkAsSmtp(api, session.clientId, inject('smtpUrl'));
    await setApprovalRequired(api, false);
    const tag = `deliver${Date.now()}`;
    const list = await targetListOf(api, tag, 3);
    const [leaver, bouncer, stayer] = list.addresses as [string, string, string];

    const { page, problems } = await openPage(live.context);
    await page.goto('/');
    await submitSignIn(page, 'admin@acme.test');
    await page.waitForURL((url) => url.pathname !== '/', { timeout: 15_000 });

    // The sending domain's records as the Email settings page shows them to be published.
    await page.goto('/preferences/communication-settings');
    await page.getByRole('heading', { name: 'SMTP server' }).waitFor();
    await page.getByRole('button', { name: /^▸ acme\.test$/ }).click();
    const records = await recordsShown(page);
    expect(records.map((r) => r.kind).sort()).toEqual(['dkim', 'dmarc', 'spf']);
    await screenshot(page, 'delivery-sending-domain');

    // 1. A campaign from the verified demo domain reaches the sink, one mail each.
    const first = { name: `News ${tag}`, subject: `Our news ${tag}` };
    await sendInWizard(page, { ...first, listName: list.name, tag, reach: 3 });
    await screenshot(page, 'delivery-review-from');
    await confirmSend(page);
    const mails = await mailsEach(list.addresses, first.subject);
    expect(mails.map((m) => m.length)).toEqual([1, 1, 1]);
    const [toLeaver, toBouncer] = [mails[0]![0]!, mails[1]![0]!];

    // 2. DKIM passes an independent verifier with the records the product shows, aligned with
    //    the From, so DMARC passes; a tampered body fails.
    const envelopeFrom = /^Return-Path: <([^>]+)>/.exec(toLeaver.raw)?.[1] ?? '';
    expect(envelopeFrom).toMatch(/^bounce\+[0-9a-z.]+@acme\.test$/);
    expect(header(toLeaver.raw, 'From')).toContain('news@acme.test');
    const verdict = await verify(toLeaver.raw, envelopeFrom, records);
    expect(verdict.dkim.results[0]!.status.result).toBe('pass');
    expect(verdict.dkim.results[0]!.signingDomain).toBe('acme.test');
    expect(verdict.dmarc && verdict.dmarc.status.result).toBe('pass');
    const tampered = toLeaver.raw.replace('Hello Reader1', 'Hello Mallory');
    expect(tampered).not.toBe(toLeaver.raw);
    const broken = await verify(tampered, envelopeFrom, records);
    // mailauth reports a body hash mismatch as 'neutral' (RFC 6376 6.1.3): not a pass, and
    // DMARC fails with it.
    expect(broken.dkim.results[0]!.status.result).not.toBe('pass');
    expect(broken.dkim.results[0]!.status.comment).toMatch(/body hash did not verify/);
    expect(broken.dmarc && broken.dmarc.status.result).toBe('fail');

    // 3. The one-click unsubscribe (RFC 8058): a POST to the header's https link, no session,
    //    no cookie, as a mailbox provider sends it. The link is moved onto the server under test.
    expect(header(toLeaver.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const https = /<(https?:[^>]+)>/.exec(header(toLeaver.raw, 'List-Unsubscribe'))?.[1];
    expect(header(toLeaver.raw, 'List-Unsubscribe')).toMatch(/<mailto:unsubscribe\+[^>]+>/);
    const link = new URL(https ?? '');
    const unsubscribed = await fetch(`${baseURL}${link.pathname}${link.search}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
      redirect: 'manual',
    });
    expect(unsubscribed.status).toBe(200);

    // 4. A second campaign to the same list leaves the unsubscribed person out: the wizard's
    //    estimate says so, the list's figures count two sent, and the sink gets nothing for them.
    const second = { name: `Follow-up ${tag}`, subject: `Our follow-up ${tag}` };
    await sendInWizard(page, {
      ...second,
      listName: list.name,
      tag,
      reach: 2,
      leftOut: /Left out:.*\b1 (unsubscribed|suppressed)/,
    });
    await screenshot(page, 'delivery-second-review');
    await confirmSend(page);
    const secondMails = await mailsEach([bouncer, stayer], second.subject);
    expect(secondMails.map((m) => m.length)).toEqual([1, 1]);
    await expect
      .poll(
        async () => {
          await page.goto('/communication/list');
          return [
            await figureOf(page, second.name, 'Sent'),
            await figureOf(page, first.name, 'Sent'),
          ];
        },
        { timeout: 30_000, interval: 1_000 },
      )
      .toEqual(['2', '3']);
    await screenshot(page, 'delivery-communication-list');
    expect(mailsTo(leaver).filter((m) => m.subject === second.subject)).toEqual([]);

    // 5. A hard bounce for another recipient: the reporting MTA's DSN to that message's VERP
    //    address, through the inbound SMTP receiver, shows on their 360 timeline.
    const bounceAddress = /^Return-Path: <([^>]+)>/.exec(toBouncer.raw)?.[1] ?? '';
    expect(bounceAddress).toMatch(/^bounce\+/);
    const delivered = await deliverDsn(bounceAddress, bouncer);
    expect(delivered.accepted).toEqual([bounceAddress]);
    await page.goto('/analytics/audience-analytics-360');
    const search = page.getByRole('searchbox', { name: 'Email, mobile number or passport id' });
    await search.fill(bouncer);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL((url) => url.searchParams.has('passportId'), { timeout: 15_000 });
    const bounced = page.locator('.a360-event--bounced');
    await expect
      .poll(
        async () => {
          await page.reload();
          await page.locator('.a360-event').first().waitFor({ timeout: 15_000 });
          return bounced.count();
        },
        { timeout: 30_000, interval: 1_000 },
      )
      .toBe(1);
    await expect.poll(() => bounced.innerText()).toContain(first.name);
    await expect.poll(() => bounced.innerText()).toMatch(/Hard bounce/i);
    await screenshot(page, 'delivery-360-bounce');
    expect(pageProblems(problems)).toEqual([]);
  });
});
