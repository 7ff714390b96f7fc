import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DB } from '#/db/schema.ts';
import { createTenant } from '#/modules/events/events.test-helpers.ts';
import { createTestApp, type TTestApp } from '../../../../test/create-test-app.ts';
import { figuresOf, sentEmail, suppressionOf, timelineOf } from './bounces.test-helpers.ts';
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
function deliver(to: string, raw: string) {
  const transport = nodemailer.createTransport({
    host: '127.0.0.1',
    port: receiver.port,
    secure: false,
    ignoreTLS: true,
  });
  return transport.sendMail({ envelope: { from: '', to: [to] }, raw });
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
    const { messageId } = await sentEmail(owner, clientId, to);
    const bounceAddress = verp.address({ clientId, messageId }, 'bounces@brand.test');
    log.info.mockClear();
    const info = await deliver(bounceAddress, 'Subject: out of office\r\n\r\nBack on Monday');
    expect(info.accepted).toEqual([bounceAddress]);
    expect(log.info).toHaveBeenCalledWith({ reason: expect.any(String) }, 'bounce report ignored');
    expect(await suppressionOf(owner, clientId, to)).toEqual([]);
  });
});
