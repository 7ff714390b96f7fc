import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import { BOUNCE_IGNORED } from '@resonate/contracts/campaigns/bounces';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DB } from '#/db/schema.ts';
import { createTenant } from '#/modules/events/testing.ts';
import { createTestApp, type TTestApp } from '../../../../test/create-test-app.ts';
import { unsubscribeMessage } from '#/modules/tracking/index.ts';
import {
  consentOf,
  figuresOf,
  sentEmail,
  suppressionOf,
  timelineOf,
} from './bounces.test-helpers.ts';
import { loadFixture } from './fixtures/load-fixture.ts';
import { startBounceReceiver, type TBounceReceiver } from './inbound-receiver.ts';
import { verpSigner } from './verp.ts';

let t: TTestApp;
let owner: Kysely<DB>;
let clientId: number;
let receiver: TBounceReceiver;
const verp = verpSigner('inbound-receiver-test-secret-0123456789abcdef');
const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };

beforeAll(async () => {
  t = await createTestApp();
  owner = t.app.ownerDb as Kysely<DB>;
  ({ clientId } = await createTenant(owner, 'Inbound bounces'));
  const deps = { db: t.app.db, verp, log: log as unknown as FastifyBaseLogger };
  receiver = await startBounceReceiver(deps, { port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await receiver.close();
  await t.close();
});

/** Sends a raw mail to the receiver as a reporting MTA would: null sender, to `to`. */
function deliver(to: string, raw: string, from = '') {
  const transport = nodemailer.createTransport({
    host: '127.0.0.1',
    port: receiver.port,
    secure: false,
    ignoreTLS: true,
  });
  return transport.sendMail({ envelope: { from, to: [to] }, raw });
}

describe('the inbound SMTP bounce receiver', () => {
  it('takes a DSN sent to a VERP address: the contact is suppressed', async () => {
    const to = 'gone@example.test';
    const { communicationId, passportId, messageId } = await sentEmail(owner, clientId, to);
    const bounceAddress = verp.address({ clientId, messageId }, 'bounces@brand.test');
    const info = await deliver(
      bounceAddress,
      loadFixture('gmail-hard.eml', { verp: bounceAddress, rcpt: to }),
    );
    expect(info.accepted).toEqual([bounceAddress]);
    expect(await suppressionOf(owner, clientId, to)).toEqual(['hard_bounce']);
    expect(await timelineOf(owner, clientId, passportId)).toEqual([
      { type: 'bounced', communicationId },
    ]);
    expect(await figuresOf(owner, clientId, communicationId)).toEqual({
      bounced: 1,
      complained: 0,
    });
  });

  it('refuses mail for any other address (no open relay, no spam trap)', async () => {
    await expect(
      deliver('postmaster@brand.test', 'Subject: hi\r\n\r\nhello'),
    ).rejects.toMatchObject({ responseCode: 550 });
    const forged = `bounce+1.2.${'0'.repeat(20)}@brand.test`;
    await expect(deliver(forged, 'Subject: hi\r\n\r\nhello')).rejects.toMatchObject({
      responseCode: 550,
    });
  });

  it('accepts and ignores a mail that is no report, with the reason logged', async () => {
    const to = 'still-here@example.test';
    const { messageId, passportId } = await sentEmail(owner, clientId, to);
    const bounceAddress = verp.address({ clientId, messageId }, 'bounces@brand.test');
    log.info.mockClear();
    const info = await deliver(bounceAddress, 'Subject: out of office\r\n\r\nBack on Monday');
    expect(info.accepted).toEqual([bounceAddress]);
    expect(log.info).toHaveBeenCalledWith({ reason: expect.any(String) }, 'bounce report ignored');
    expect(await suppressionOf(owner, clientId, to)).toEqual([]);
    // An auto-reply goes to the envelope sender: it unsubscribes nobody.
    expect((await consentOf(owner, clientId, passportId)).email).not.toBe('unsubscribed');
  });
});

/** A person's mail client answering the List-Unsubscribe mailto (RFC 2369). */
const unsubscribeMail = (to: string) =>
  `From: reader@example.test\r\nTo: <${to}>\r\nSubject: unsubscribe\r\n\r\nunsubscribe\r\n`;

/** What an unsubscribe left: consent, suppression, timeline and the communication's count. */
async function stateOf(sent: Awaited<ReturnType<typeof sentEmail>>, address: string) {
  const { rows } = await sql<{ unsubscribed: number }>`
    select coalesce(sum(unsubscribed), 0)::int as unsubscribed from event_rollups
    where client_id = ${clientId} and communication_id = ${sent.communicationId}`.execute(owner);
  return {
    consent: (await consentOf(owner, clientId, sent.passportId)).email,
    suppressed: await suppressionOf(owner, clientId, address),
    timeline: (await timelineOf(owner, clientId, sent.passportId)).map((e) => e.type),
    unsubscribedCount: rows[0]!.unsubscribed,
  };
}

describe('the List-Unsubscribe mailto through the receiver', () => {
  it('unsubscribes the recipient exactly as the one-click POST does', async () => {
    const byMail = await sentEmail(owner, clientId, 'by-mail@example.test');
    const byClick = await sentEmail(owner, clientId, 'by-click@example.test');
    const mailto = verp.unsubscribeAddress(
      { clientId, messageId: byMail.messageId },
      'bounces@brand.test',
    );
    const info = await deliver(mailto, unsubscribeMail(mailto), 'reader@example.test');
    expect(info.accepted).toEqual([mailto]);
    await unsubscribeMessage(t.app.db, clientId, byClick.messageId);

    const mailed = await stateOf(byMail, 'by-mail@example.test');
    expect(mailed).toEqual({
      consent: 'unsubscribed',
      suppressed: ['unsubscribed'],
      timeline: ['unsubscribed'],
      unsubscribedCount: 1,
    });
    expect(mailed).toEqual(await stateOf(byClick, 'by-click@example.test'));
  });

  it('counts a second mail to the same address once (a client retrying)', async () => {
    const sent = await sentEmail(owner, clientId, 'twice@example.test');
    const mailto = verp.unsubscribeAddress({ clientId, messageId: sent.messageId }, 'b@brand.test');
    await deliver(mailto, unsubscribeMail(mailto), 'reader@example.test');
    await deliver(mailto, unsubscribeMail(mailto), 'reader@example.test');
    expect((await stateOf(sent, 'twice@example.test')).unsubscribedCount).toBe(1);
  });

  it('refuses a forged token at RCPT TO, with the reason logged, and unsubscribes nobody', async () => {
    const sent = await sentEmail(owner, clientId, 'forged@example.test');
    const real = verp.unsubscribeAddress({ clientId, messageId: sent.messageId }, 'b@brand.test');
    const otherKey = verpSigner('another-secret-0123456789abcdef0123456789abcdef');
    const forgeries = [
      real.replace(/\.[0-9a-f]{20}@/, `.${'0'.repeat(20)}@`),
      otherKey.unsubscribeAddress({ clientId, messageId: sent.messageId }, 'b@brand.test'),
      // The message's bounce token under the unsubscribe prefix: signed with another key.
      verp
        .address({ clientId, messageId: sent.messageId }, 'b@brand.test')
        .replace(/^bounce\+/, 'unsubscribe+'),
    ];
    for (const forged of forgeries) {
      log.info.mockClear();
      await expect(
        deliver(forged, unsubscribeMail(forged), 'reader@example.test'),
      ).rejects.toMatchObject({ responseCode: 550 });
      expect(log.info).toHaveBeenCalledWith(
        { reason: BOUNCE_IGNORED.forgedUnsubscribe },
        'unsubscribe mail refused',
      );
    }
    expect((await consentOf(owner, clientId, sent.passportId)).email).not.toBe('unsubscribed');
    expect(await suppressionOf(owner, clientId, 'forged@example.test')).toEqual([]);
  });

  it('accepts and ignores a signed token whose message is gone, with the reason logged', async () => {
    const mailto = verp.unsubscribeAddress({ clientId, messageId: 987_654_321 }, 'b@brand.test');
    log.info.mockClear();
    const info = await deliver(mailto, unsubscribeMail(mailto), 'reader@example.test');
    expect(info.accepted).toEqual([mailto]);
    expect(log.info).toHaveBeenCalledWith(
      { reason: BOUNCE_IGNORED.unknownMessage },
      'unsubscribe mail ignored',
    );
  });

  it('never reads an unsubscribe address quoted in a bounce as a request', async () => {
    const to = 'quoted@example.test';
    const sent = await sentEmail(owner, clientId, to);
    const bounceAddress = verp.address({ clientId, messageId: sent.messageId }, 'b@brand.test');
    const mailto = verp.unsubscribeAddress({ clientId, messageId: sent.messageId }, 'b@brand.test');
    // A soft bounce that returns the original headers, List-Unsubscribe included.
    const dsn = loadFixture('postfix-soft.eml', { verp: bounceAddress, rcpt: to }).replace(
      /^Return-Path:/m,
      `List-Unsubscribe: <mailto:${mailto}?subject=unsubscribe>\r\nReturn-Path:`,
    );
    expect(dsn).toContain(mailto);
    await deliver(bounceAddress, dsn);
    expect((await consentOf(owner, clientId, sent.passportId)).email).not.toBe('unsubscribed');
  });
});
