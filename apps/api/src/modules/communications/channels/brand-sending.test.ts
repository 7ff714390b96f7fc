import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { authenticate } from 'mailauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTP_MSG, type TSmtpDomain } from '@resonate/contracts/communication-settings/email';
import { TEST_APP_SECRET } from '../../../../test/create-test-app.ts';
import { cs } from '#/modules/communication-settings/testing.ts';
import { verpSigner } from '../bounces/verp.ts';
import {
  comm,
  createCommunicationFixture,
  ownerOf,
  type TCommunicationFixture,
} from '../test/communication-fixtures.ts';
import { runDueCommunications } from '../engine/run-due.ts';
import { startCommunication } from '../engine/start-communication.ts';
import { insertEmailCommunication } from '../engine/test/engine-fixture.ts';
import { channelReady, senderFor, type TRecipientMessage } from './sender-for.ts';

/**
 * Issue 22, items 1, 2 and 4: campaign email leaves as the brand. From is an address at a
 * verified sending domain, the envelope sender a VERP address at its bounce mailbox, and the
 * DKIM signature verifies with an independent verifier (mailauth) that reads only the DNS
 * records the product shows the customer.
 */
let f: TCommunicationFixture;
let domain: TSmtpDomain;

beforeAll(async () => {
  f = await createCommunicationFixture({ contacts: 2 });
  const listed = await cs(f.app, f.admin, 'GetSMTPDomainSetting');
  domain = (listed.json().data.domains as TSmtpDomain[]).find((d) => d.domainName === 'acme.test')!;
}, 60_000);
afterAll(async () => {
  await f.close();
});

const message = (messageId: number, to = 'ada@example.com'): TRecipientMessage => ({
  messageId,
  deliveryId: `c7.r1.m${messageId}@mail.resonate.test`,
  passportId: 'p-1',
  address: to,
  rendered: {
    subject: 'Spring offer',
    html: '<html><body><p>Hello Ada, 20% off this week.</p></body></html>',
    text: 'Hello Ada, 20% off this week.',
  },
  headers: {
    'List-Unsubscribe': '<https://app.resonate.test/t/u/abc.def>',
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  },
  person: { firstName: 'Ada', lastName: '', email: to, mobile: '', attributes: {} },
});

const communication = (sender: Record<string, unknown> = {}) => ({
  id: 7,
  channel_id: 1,
  name: 'Spring',
  sender,
  run_no: 1,
});

type TRecords = { name: string; value: string }[];

/** A DNS that knows only the given TXT records (the ones the settings page displays). */
function resolverOf(records: TRecords) {
  return async (name: string, rrtype: string) => {
    const found = records.filter((r) => rrtype === 'TXT' && r.name === name.toLowerCase());
    if (found.length === 0) {
      throw Object.assign(new Error(`${name} ${rrtype}: not found`), { code: 'ENOTFOUND' });
    }
    return found.map((r) => [r.value]);
  };
}

async function verify(raw: string, envelopeFrom: string, records: TRecords = domain.records) {
  return authenticate(raw, {
    ip: '127.0.0.1',
    helo: 'sender.resonate.test',
    mta: 'mx.example.test',
    sender: envelopeFrom,
    resolver: resolverOf(records),
    disableArc: true,
    disableBimi: true,
  });
}

/** Sends one message through the client's sender and answers what the sink received. */
async function sendOne(sender: Record<string, unknown>, messageId: number) {
  const before = f.sink!.received.length;
  const channel = await senderFor(f.app, f.clientId, communication(sender));
  const result = await channel.send(message(messageId));
  expect(result.ok, result.response).toBe(true);
  await f.sink!.waitFor(before + 1);
  await channel.close();
  return f.sink!.received[before]!;
}

describe('campaign email as the brand', () => {
  it('comes from the verified domain with a VERP envelope sender that names the message', async () => {
    const mail = await sendOne({ fromName: 'Acme Retail' }, 41);
    expect(mail.data).toMatch(/^From: "?Acme Retail"? <news@acme\.test>/m);
    expect(mail.from).toMatch(/^bounce\+[0-9a-z.]+@acme\.test$/);
    expect(verpSigner(TEST_APP_SECRET).read(mail.from)).toEqual({
      clientId: f.clientId,
      messageId: 41,
    });
  });

  it('is DKIM-signed (relaxed/relaxed, rsa-sha256) so mailauth passes DKIM and DMARC with the records shown', async () => {
    const mail = await sendOne({}, 42);
    const signature = /^DKIM-Signature:[^]*?(?=\r?\n\S)/m.exec(mail.data)?.[0] ?? '';
    expect(signature).toMatch(/a=rsa-sha256/);
    expect(signature).toMatch(/c=relaxed\/relaxed/);
    expect(signature).toMatch(/d=acme\.test/);
    expect(signature).toMatch(/s=resonate/);
    expect(signature.replace(/\s+/g, '')).toMatch(/h=[^;]*List-Unsubscribe-Post/i);

    const result = await verify(mail.data, mail.from);
    const dkim = result.dkim.results[0]!;
    expect(dkim.status.result).toBe('pass');
    expect(dkim.status.aligned).toBe('acme.test');
    expect(dkim.signingDomain).toBe('acme.test');
    expect(result.dmarc && result.dmarc.status.result).toBe('pass');
  });

  it('fails DKIM when the body or a signed header is changed on the way', async () => {
    const mail = await sendOne({}, 43);
    const tamperedBody = mail.data.replace('20% off', '90% off');
    expect(tamperedBody).not.toBe(mail.data);
    const body = await verify(tamperedBody, mail.from);
    // mailauth reports a body hash mismatch as 'neutral' (RFC 6376 6.1.3): not a pass.
    expect(body.dkim.results[0]!.status.result).not.toBe('pass');
    expect(body.dkim.results[0]!.status.comment).toMatch(/body hash did not verify/);
    expect(body.dmarc && body.dmarc.status.result).toBe('fail');

    const tamperedSubject = mail.data.replace(/^Subject: .*$/m, 'Subject: Wire the money');
    const header = await verify(tamperedSubject, mail.from);
    expect(header.dkim.results[0]!.status.result).toBe('fail');
  });

  it('fails DKIM against a key other than the one the page shows (the test reads those records)', async () => {
    const mail = await sendOne({}, 44);
    const other = await cs(f.app, f.admin, 'UpsertSMTPDomainSetting', {
      domainName: 'other.test',
      fromMail: 'news@other.test',
      bounceMail: 'bounces@other.test',
      description: '',
    });
    const otherKey = (other.json().data.domain as TSmtpDomain).records.find(
      (r) => r.kind === 'dkim',
    )!.value;
    const swapped = domain.records.map((r) => (r.kind === 'dkim' ? { ...r, value: otherKey } : r));
    const result = await verify(mail.data, mail.from, swapped);
    expect(result.dkim.results[0]!.status.result).toBe('fail');
  });

  it('carries List-Unsubscribe (https and mailto), One-Click and Feedback-ID', async () => {
    const mail = await sendOne({}, 45);
    const unfolded = mail.data.replace(/\r?\n[ \t]+/g, ' ');
    const listUnsubscribe = /^List-Unsubscribe: (.*)$/m.exec(unfolded)?.[1] ?? '';
    expect(listUnsubscribe).toContain('<https://app.resonate.test/t/u/abc.def>');
    // The mailto is the message's own unsubscribe address at the bounce domain, not its VERP
    // envelope sender: an auto-reply to the envelope must not unsubscribe anybody.
    const bounceDomain = mail.from.slice(mail.from.indexOf('@') + 1);
    const mailto = /<mailto:unsubscribe\+[0-9a-z.]+@([^?>]+)\?subject=unsubscribe>/.exec(
      listUnsubscribe,
    );
    expect(mailto?.[1]).toBe(bounceDomain);
    expect(unfolded).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    expect(unfolded).toMatch(new RegExp(`^Feedback-ID: 7:${f.clientId}:campaign:resonate$`, 'm'));
  });
});

describe('a domain that cannot send', () => {
  it('refuses an unverified domain, naming the record the DNS check did not find', async () => {
    const added = await cs(f.app, f.admin, 'UpsertSMTPDomainSetting', {
      domainName: 'promo.acme.test',
      fromMail: 'deals@promo.acme.test',
      bounceMail: 'bounces@promo.acme.test',
      description: '',
    });
    const promo = added.json().data.domain as TSmtpDomain;
    await sql`update smtp_domains set dns_status = '{"dkim":"not_found","spf":"verified"}'
      where client_id = ${f.clientId} and id = ${promo.domainId}`.execute(f.app.ownerDb);
    const expected = SMTP_MSG.domainNotVerified('promo.acme.test', ['DKIM']);
    expect(expected).toMatch(/publish its DKIM record/);

    const sender = { sendingDomainId: promo.domainId };
    await expect(senderFor(f.app, f.clientId, communication(sender))).rejects.toThrow(expected);
    expect(await channelReady(f.app, f.clientId, 1, sender)).toBe(false);

    const draft = await comm(f.app, f.admin, 'SaveCommunicationDraft', {
      name: 'From an unverified domain',
      channelId: 1,
      audience: { listIds: [f.listId] },
      content: { kind: 'email', subject: 'Hi', preheader: '', html: '<p>Hi</p>', text: 'Hi' },
      sender,
    });
    const communicationId = draft.json().data.communication.communicationId;
    const launch = await comm(f.app, f.admin, 'LaunchCommunication', { communicationId });
    expect(launch.statusCode).toBe(400);
    expect(launch.json().errors['sender.sendingDomainId']).toBe(expected);
    // The server and another verified domain exist: the channel itself is set up.
    expect(launch.json().errors.channelId).toBeUndefined();
  });

  it('refuses a From outside the chosen domain (a subdomain or another domain would not align)', async () => {
    for (const fromMail of ['ceo@evil.test', 'news@sub.acme.test', 'news@acme.test.evil.test']) {
      await expect(senderFor(f.app, f.clientId, communication({ fromMail }))).rejects.toThrow(
        SMTP_MSG.fromNotAtSendingDomain,
      );
    }
  });

  it('refuses email when the client has no verified domain at all', async () => {
    await sql`update smtp_domains set verified_at = null where client_id = ${f.clientId}`.execute(
      f.app.ownerDb,
    );
    try {
      expect(await channelReady(f.app, f.clientId, 1, {})).toBe(false);
      await expect(senderFor(f.app, f.clientId, communication())).rejects.toThrow(
        /is not verified: publish its/,
      );
    } finally {
      await sql`update smtp_domains set verified_at = now()
        where client_id = ${f.clientId} and domain_name = 'acme.test'`.execute(f.app.ownerDb);
    }
  });
});

describe('extended settings change what is sent', () => {
  it('tracking, the List-Unsubscribe pair and the Reply-To follow the saved options', async () => {
    const defaults = await senderFor(f.app, f.clientId, communication());
    expect(defaults.emailTracking).toEqual({ opens: true, clicks: true });
    await defaults.close();

    const saved = await cs(f.app, f.admin, 'UpsertExtendedSystem', {
      trackOpens: false,
      trackClicks: false,
      listUnsubscribeHeader: false,
      replyToMail: 'care@acme.test',
    });
    expect(saved.statusCode).toBe(200);
    try {
      const off = await senderFor(f.app, f.clientId, communication());
      expect(off.emailTracking).toEqual({ opens: false, clicks: false });
      await off.close();
      const mail = await sendOne({}, 46);
      expect(mail.data).not.toMatch(/^List-Unsubscribe/m);
      expect(mail.data).toMatch(/^Reply-To: care@acme\.test/m);
      expect(mail.data).toMatch(/^Feedback-ID: /m);
      // The communication's own Reply-To wins over the account's.
      const own = await sendOne({ replyTo: 'spring@acme.test' }, 47);
      expect(own.data).toMatch(/^Reply-To: spring@acme\.test/m);
    } finally {
      await cs(f.app, f.admin, 'UpsertExtendedSystem', {
        trackOpens: true,
        trackClicks: true,
        listUnsubscribeHeader: true,
        replyToMail: '',
      });
    }
  });
});

describe('the development outboxes', () => {
  it('writes campaign email to DATA_DIR/outbox, signed as a sent one would be', async () => {
    const owner = ownerOf(f.app);
    await owner
      .updateTable('smtp_settings')
      .set({ outbox: true })
      .where('client_id', '=', f.clientId)
      .execute();
    try {
      const before = f.sink!.received.length;
      const channel = await senderFor(f.app, f.clientId, communication());
      const result = await channel.send(message(48));
      expect(result.ok).toBe(true);
      expect(f.sink!.received.length).toBe(before);
      const dir = path.join(f.t.dataDir, 'outbox');
      const files = (await readdir(dir)).filter((name) => name.endsWith('.eml'));
      expect(files).toHaveLength(1);
      const raw = await readFile(path.join(dir, files[0]!), 'utf8');
      expect(raw).toMatch(/^From: news@acme\.test/m);
      const envelopeFrom = verpSigner(TEST_APP_SECRET).address(
        { clientId: f.clientId, messageId: 48 },
        'bounces@acme.test',
      );
      expect(raw.startsWith(`Return-Path: <${envelopeFrom}>\n`)).toBe(true);
      const verdict = await verify(raw, envelopeFrom);
      expect(verdict.dkim.results[0]!.status.result).toBe('pass');
    } finally {
      await owner
        .updateTable('smtp_settings')
        .set({ outbox: false })
        .where('client_id', '=', f.clientId)
        .execute();
    }
  });

  it('saving a real server turns the outbox off', async () => {
    const owner = ownerOf(f.app);
    await owner
      .updateTable('smtp_settings')
      .set({ outbox: true })
      .where('client_id', '=', f.clientId)
      .execute();
    const current = await cs(f.app, f.admin, 'GetSMTPClientSetting');
    const setting = current.json().data.setting;
    const saved = await cs(f.app, f.admin, 'UpsertSMTPClientSetting', {
      mode: 'dedicated',
      host: '127.0.0.1',
      port: String(f.sink!.port),
      security: 'none',
      username: 'mailer',
      password: '',
      volume: 1_000_000,
      updatedAt: setting.updatedAt,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const row = await owner
      .selectFrom('smtp_settings')
      .select('outbox')
      .where('client_id', '=', f.clientId)
      .executeTakeFirstOrThrow();
    expect(row.outbox).toBe(false);
  });

  it('writes campaign SMS to DATA_DIR/sms-outbox through the outbox provider', async () => {
    const saved = await cs(f.app, f.admin, 'UpsertChannelAccount', {
      channelId: 2,
      provider: 'outbox',
      settings: { senderId: 'ACME' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await channelReady(f.app, f.clientId, 2, {})).toBe(true);
    const sms = await senderFor(f.app, f.clientId, { ...communication(), channel_id: 2 });
    const result = await sms.send({
      ...message(49, '+447700900123'),
      deliveryId: 'c7.r1.m49',
      rendered: { text: 'Spring offer: 20% off' },
    });
    expect(result.ok).toBe(true);
    const dir = path.join(f.t.dataDir, 'sms-outbox');
    const [file] = await readdir(dir);
    const lines = (await readFile(path.join(dir, file!), 'utf8')).trim().split('\n');
    expect(JSON.parse(lines.at(-1)!)).toMatchObject({
      to: '+447700900123',
      text: 'Spring offer: 20% off',
      from: 'ACME',
      id: 'c7.r1.m49',
    });
  });
});

describe('a campaign sent by the engine', () => {
  it('unsubscribes in the one-click POST of its List-Unsubscribe header, with no session or cookie', async () => {
    const before = f.sink!.received.length;
    const html =
      '<html><body><p>Hi {{ firstName }}</p><a href="https://shop.test/sale">Sale</a></body></html>';
    const id = await insertEmailCommunication(ownerOf(f.app), f.clientId, [f.listId], { html });
    await startCommunication(f.app, f.clientId, id);
    await runDueCommunications(f.app);
    await f.sink!.waitFor(before + 2);
    const mail = f.sink!.received.slice(before).find((m) => m.to[0] === f.contacts[0]!.email)!;
    expect((await verify(mail.data, mail.from)).dkim.results[0]!.status.result).toBe('pass');
    const unfolded = mail.data.replace(/\r?\n[ \t]+/g, ' ');
    const https = /^List-Unsubscribe: <(https?:[^>]+)>/m.exec(unfolded)?.[1];
    expect(https).toBeDefined();
    // As a mailbox provider posts it: from its own servers, no cookie, no access token.
    const url = new URL(https!);
    const response = await f.app.inject({
      method: 'POST',
      url: url.pathname,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://mail.provider.test',
      },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.statusCode).toBe(200);
    const contact = await ownerOf(f.app)
      .selectFrom('contacts')
      .select('consent')
      .where('client_id', '=', f.clientId)
      .where('passport_id', '=', f.contacts[0]!.passportId)
      .executeTakeFirstOrThrow();
    expect(contact.consent).toMatchObject({ email: 'unsubscribed' });
  });

  it('sends untracked links and no pixel when the extended settings turn tracking off', async () => {
    await cs(f.app, f.admin, 'UpsertExtendedSystem', {
      trackOpens: false,
      trackClicks: false,
      listUnsubscribeHeader: true,
      replyToMail: '',
    });
    try {
      const before = f.sink!.received.length;
      const html = '<html><body><a href="https://shop.test/sale">Sale</a></body></html>';
      const id = await insertEmailCommunication(ownerOf(f.app), f.clientId, [f.listId], { html });
      await startCommunication(f.app, f.clientId, id);
      await runDueCommunications(f.app);
      // The contact who unsubscribed above gets nothing more.
      await f.sink!.waitFor(before + 1);
      const mails = f.sink!.received.slice(before);
      expect(mails.map((m) => m.to[0])).toEqual([f.contacts[1]!.email]);
      const decoded = mails[0]!.data.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      expect(decoded).toContain('href="https://shop.test/sale"');
      expect(decoded).not.toMatch(/\/t\/o\//);
      expect(decoded).toMatch(/^List-Unsubscribe:/m);
    } finally {
      await cs(f.app, f.admin, 'UpsertExtendedSystem', {
        trackOpens: true,
        trackClicks: true,
        listUnsubscribeHeader: true,
        replyToMail: '',
      });
    }
  });
});
