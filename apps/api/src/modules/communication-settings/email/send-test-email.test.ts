import { sql } from 'kysely';
import { authenticate } from 'mailauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TSmtpDomain } from '@resonate/contracts/communication-settings/email';
import {
  createCommunicationFixture,
  type TCommunicationFixture,
} from '#/modules/communications/testing.ts';
import { cs } from './email-settings.test-helpers.ts';

/**
 * Issue 22: the settings page's test email goes out as the brand (the verified domain's from
 * mail, DKIM-signed with its key, the campaign header builder), or, without a verified domain,
 * from the platform's MAIL_FROM unsigned, and the answer says which.
 */
let f: TCommunicationFixture;
let domain: TSmtpDomain;

beforeAll(async () => {
  f = await createCommunicationFixture({ contacts: 1 });
  const listed = await cs(f.app, f.admin, 'GetSMTPDomainSetting');
  domain = (listed.json().data.domains as TSmtpDomain[]).find((d) => d.domainName === 'acme.test')!;
}, 60_000);
afterAll(() => f.close());

/** A DNS that knows only the TXT records the settings page displays. */
const resolver = async (name: string, rrtype: string) => {
  const found = domain.records.filter((r) => rrtype === 'TXT' && r.name === name.toLowerCase());
  if (found.length === 0) throw Object.assign(new Error('not found'), { code: 'ENOTFOUND' });
  return found.map((r) => [r.value]);
};

async function sendTest(to: string) {
  const before = f.sink!.received.length;
  const response = await cs(f.app, f.admin, 'SendTestEmail', { to });
  expect(response.statusCode).toBe(200);
  await f.sink!.waitFor(before + 1);
  return { data: response.json().data, mail: f.sink!.received[before]! };
}

describe('the settings test email', () => {
  it('comes from the verified domain, DKIM-signed so mailauth passes DKIM and DMARC', async () => {
    const { data, mail } = await sendTest('tester@example.com');
    expect(data).toMatchObject({ ok: true, from: 'news@acme.test', signedBy: 'acme.test' });
    expect(mail.data).toMatch(/^From: news@acme\.test/m);
    expect(mail.from).toBe(domain.bounceMail);
    expect(mail.data).toMatch(/^Feedback-ID: 0:\d+:campaign:resonate/m);
    expect(mail.data).not.toMatch(/^List-Unsubscribe/m);
    const result = await authenticate(mail.data, {
      ip: '127.0.0.1',
      helo: 'sender.resonate.test',
      mta: 'mx.example.test',
      sender: mail.from,
      resolver,
      disableArc: true,
      disableBimi: true,
    });
    expect(result.dkim.results[0]!.status.result).toBe('pass');
    expect(result.dkim.results[0]!.status.aligned).toBe('acme.test');
    expect(result.dmarc && result.dmarc.status.result).toBe('pass');
  });

  it('carries the Reply-To of the extended settings, as campaigns do', async () => {
    const saved = await cs(f.app, f.admin, 'UpsertExtendedSystem', {
      trackOpens: true,
      trackClicks: true,
      listUnsubscribeHeader: true,
      replyToMail: 'care@acme.test',
    });
    expect(saved.statusCode).toBe(200);
    const { mail } = await sendTest('tester@example.com');
    expect(mail.data).toMatch(/^Reply-To: care@acme\.test/m);
  });

  it('without a verified domain keeps MAIL_FROM, unsigned, and says so', async () => {
    await sql`update smtp_domains set verified_at = null
      where client_id = ${f.clientId}`.execute(f.app.ownerDb);
    try {
      const { data, mail } = await sendTest('tester@example.com');
      expect(data).toMatchObject({ ok: true, from: f.app.config.mailFrom, signedBy: null });
      expect(mail.data).not.toMatch(/^DKIM-Signature:/m);
      expect(mail.data).toContain(`From: ${f.app.config.mailFrom}`);
    } finally {
      await sql`update smtp_domains set verified_at = now()
        where client_id = ${f.clientId}`.execute(f.app.ownerDb);
    }
  });
});
