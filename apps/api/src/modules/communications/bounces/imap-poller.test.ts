import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BOUNCE_IGNORED } from '@resonate/contracts/campaigns/bounces';
import type { DB } from '#/db/schema.ts';
import { createTenant } from '#/modules/events/testing.ts';
import { createTestApp, type TTestApp } from '../../../../test/create-test-app.ts';
import {
  consentOf,
  figuresOf,
  sentEmail,
  suppressionOf,
  timelineOf,
} from './bounces.test-helpers.ts';
import { startDovecot, type TDovecot } from './dovecot.test-helpers.ts';
import { loadFixture } from './fixtures/load-fixture.ts';
import { startImapPoller, type TImapPoller } from './imap-poller.ts';
import { verpSigner } from './verp.ts';

let t: TTestApp;
let owner: Kysely<DB>;
let clientId: number;
let dovecot: TDovecot;
let poller: TImapPoller;
const verp = verpSigner('imap-poller-test-secret-0123456789abcdef0123');
const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };

beforeAll(async () => {
  [t, dovecot] = await Promise.all([createTestApp(), startDovecot()]);
  owner = t.app.ownerDb as Kysely<DB>;
  ({ clientId } = await createTenant(owner, 'IMAP bounces'));
  const url = `imap://${dovecot.user}:${dovecot.password}@127.0.0.1:${dovecot.port}/INBOX`;
  const deps = { db: t.app.db, verp, log: log as unknown as FastifyBaseLogger };
  // A long interval: the test polls by hand.
  poller = startImapPoller(deps, { url, pollSeconds: 3600 });
}, 60_000);
afterAll(async () => {
  await poller?.stop();
  await dovecot?.stop();
  await t?.close();
});

describe('the IMAP bounce mailbox poller (against dovecot)', () => {
  it('takes a bounce and a complaint from the mailbox, each once', async () => {
    const bounced = await sentEmail(owner, clientId, 'bounced@example.test');
    const complainer = await sentEmail(owner, clientId, 'complainer@example.test');
    const address = (messageId: number) => verp.address({ clientId, messageId }, 'b@brand.test');
    dovecot.deliver(
      loadFixture('outlook-hard.eml', { verp: address(bounced.messageId), rcpt: 'x@y.test' }),
    );
    dovecot.deliver(
      loadFixture('arf-abuse.eml', {
        verp: address(complainer.messageId),
        rcpt: 'complainer@example.test',
      }),
    );
    dovecot.deliver('From: someone@example.test\r\nSubject: hello\r\n\r\nNot a report.\r\n');

    expect(await poller.poll()).toBe(3);
    expect(await suppressionOf(owner, clientId, 'bounced@example.test')).toEqual(['hard_bounce']);
    expect(await suppressionOf(owner, clientId, 'complainer@example.test')).toEqual(['complaint']);
    expect(await timelineOf(owner, clientId, complainer.passportId)).toEqual([
      { type: 'complained', communicationId: complainer.communicationId },
    ]);
    // Seen: the next poll takes nothing again, and nothing is counted twice.
    expect(await poller.poll()).toBe(0);
    expect(await figuresOf(owner, clientId, bounced.communicationId)).toEqual({
      bounced: 1,
      complained: 0,
    });
  });
});

describe('List-Unsubscribe mailto mails in the bounce mailbox', () => {
  const mailTo = (to: string) =>
    `From: reader@example.test\r\nTo: Unsubscribe <${to}>\r\nSubject: unsubscribe\r\n\r\n.\r\n`;

  it('unsubscribes the recipient its To names; a forged token is ignored with the reason', async () => {
    const reader = await sentEmail(owner, clientId, 'reader@example.test');
    const bystander = await sentEmail(owner, clientId, 'bystander@example.test');
    const ref = (messageId: number) => ({ clientId, messageId });
    const real = verp.unsubscribeAddress(ref(reader.messageId), 'b@brand.test');
    const forged = verpSigner('another-secret-0123456789abcdef0123456789abcdef').unsubscribeAddress(
      ref(bystander.messageId),
      'b@brand.test',
    );
    dovecot.deliver(mailTo(real));
    dovecot.deliver(mailTo(forged));
    // A bounce quoting the original's List-Unsubscribe in its body is a bounce, nothing more.
    const bounce = verp.address(ref(bystander.messageId), 'b@brand.test');
    const quoting = verp.unsubscribeAddress(ref(bystander.messageId), 'b@brand.test');
    dovecot.deliver(
      loadFixture('postfix-soft.eml', { verp: bounce, rcpt: 'bystander@example.test' }).replace(
        /^Return-Path:/m,
        `List-Unsubscribe: <mailto:${quoting}?subject=unsubscribe>\r\nReturn-Path:`,
      ),
    );
    log.info.mockClear();

    expect(await poller.poll()).toBe(3);
    expect((await consentOf(owner, clientId, reader.passportId)).email).toBe('unsubscribed');
    expect(await suppressionOf(owner, clientId, 'reader@example.test')).toEqual(['unsubscribed']);
    expect(await timelineOf(owner, clientId, reader.passportId)).toEqual([
      { type: 'unsubscribed', communicationId: reader.communicationId },
    ]);
    expect(log.info).toHaveBeenCalledWith(
      { reason: BOUNCE_IGNORED.forgedUnsubscribe },
      'unsubscribe mail ignored',
    );
    expect((await consentOf(owner, clientId, bystander.passportId)).email).not.toBe('unsubscribed');
    expect(await suppressionOf(owner, clientId, 'bystander@example.test')).toEqual([]);
  });
});
