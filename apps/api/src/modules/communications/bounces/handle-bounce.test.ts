import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CONSENT_CHANNELS } from '@resonate/contracts/audience/contact-fields';
import { SOFT_BOUNCE_LIMIT } from '@resonate/contracts/campaigns/bounces';
import type { DB } from '#/db/schema.ts';
import { createTenant } from '#/modules/events/testing.ts';
import { createTestApp, type TTestApp } from '../../../../test/create-test-app.ts';
import {
  anotherEmail,
  consentOf,
  figuresOf,
  sentEmail,
  suppressionOf,
  timelineOf,
} from './bounces.test-helpers.ts';
import { loadFixture } from './fixtures/load-fixture.ts';
import { bounceBatcher } from './bounce-batcher.ts';
import { handleBounce } from './handle-bounce.ts';
import { takeReport, type TReportDeps } from './take-report.ts';
import { verpSigner } from './verp.ts';

let t: TTestApp;
let owner: Kysely<DB>;
let clientId: number;
let otherClientId: number;
let deps: TReportDeps;
const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };

beforeAll(async () => {
  t = await createTestApp();
  owner = t.app.ownerDb as Kysely<DB>;
  ({ clientId } = await createTenant(owner, 'Bounces'));
  ({ clientId: otherClientId } = await createTenant(owner, 'Other bounces'));
  const verp = verpSigner(t.app.config.appSecret);
  deps = { db: t.app.db, verp, log: log as unknown as FastifyBaseLogger };
});
afterAll(() => t.close());

let n = 0;
const address = () => `person-${(n += 1)}@example.test`;
const dsn = (name: string, messageId: number, rcpt: string, client = clientId) =>
  loadFixture(name, {
    verp: deps.verp.address({ clientId: client, messageId }, 'bounces@brand.test'),
    rcpt,
  });

describe('the bounce handler', () => {
  it('suppresses at once on a hard bounce, on the timeline and in the figures', async () => {
    const to = address();
    const { communicationId, passportId, messageId } = await sentEmail(owner, clientId, to);
    const outcome = await takeReport(deps, dsn('postfix-hard.eml', messageId, to));
    expect(outcome).toEqual({ handled: 'hard', suppressed: true });
    expect(await suppressionOf(owner, clientId, to)).toEqual(['hard_bounce']);
    expect(await timelineOf(owner, clientId, passportId)).toEqual([
      { type: 'bounced', communicationId },
    ]);
    expect(await figuresOf(owner, clientId, communicationId)).toEqual({
      bounced: 1,
      complained: 0,
    });
    const row = await owner.selectFrom('messages').select('status').where('id', '=', messageId);
    expect((await row.executeTakeFirstOrThrow()).status).toBe('bounced');
  });

  it(`counts soft bounces and suppresses after ${SOFT_BOUNCE_LIMIT} messages`, async () => {
    const to = address();
    const first = await sentEmail(owner, clientId, to);
    const ids = [first.messageId];
    for (let i = 1; i < SOFT_BOUNCE_LIMIT; i += 1) {
      ids.push((await anotherEmail(owner, clientId, first.passportId, to)).messageId);
    }
    const outcomes = [];
    for (const id of ids) outcomes.push(await takeReport(deps, dsn('postfix-soft.eml', id, to)));
    expect(outcomes.map((o) => 'suppressed' in o && o.suppressed)).toEqual([
      ...Array<boolean>(SOFT_BOUNCE_LIMIT - 1).fill(false),
      true,
    ]);
    expect(await suppressionOf(owner, clientId, to)).toEqual(['hard_bounce']);
    expect(await figuresOf(owner, clientId, first.communicationId)).toMatchObject({ bounced: 1 });
  });

  it('does not suppress on soft bounces below the limit', async () => {
    const to = address();
    const { messageId } = await sentEmail(owner, clientId, to);
    expect(await takeReport(deps, dsn('postfix-soft.eml', messageId, to))).toEqual({
      handled: 'soft',
      suppressed: false,
    });
    expect(await suppressionOf(owner, clientId, to)).toEqual([]);
  });

  it('unsubscribes a complainer from all marketing and records the complaint', async () => {
    const to = address();
    const { communicationId, passportId, messageId } = await sentEmail(owner, clientId, to);
    expect(await takeReport(deps, dsn('arf-abuse.eml', messageId, to))).toEqual({
      handled: 'complaint',
      suppressed: true,
    });
    expect(await suppressionOf(owner, clientId, to)).toEqual(['complaint']);
    const consent = await consentOf(owner, clientId, passportId);
    for (const channel of CONSENT_CHANNELS) expect(consent[channel]).toBe('unsubscribed');
    expect(await timelineOf(owner, clientId, passportId)).toEqual([
      { type: 'complained', communicationId },
    ]);
    expect(await figuresOf(owner, clientId, communicationId)).toEqual({
      bounced: 0,
      complained: 1,
    });
  });
});

describe('spoofed, replayed and malformed reports', () => {
  it('ignores a replayed report: counted once', async () => {
    const to = address();
    const { communicationId, messageId } = await sentEmail(owner, clientId, to);
    const mail = dsn('postfix-hard.eml', messageId, to);
    await takeReport(deps, mail);
    expect(await takeReport(deps, mail)).toEqual({ ignored: 'replay' });
    expect(await figuresOf(owner, clientId, communicationId)).toEqual({
      bounced: 1,
      complained: 0,
    });
  });

  it("cannot reach this client's message with a VERP token of another client", async () => {
    const to = address();
    const { communicationId, messageId } = await sentEmail(owner, clientId, to);
    // A genuine token of the other client, naming this client's message id.
    const mail = dsn('postfix-hard.eml', messageId, to, otherClientId);
    expect(await takeReport(deps, mail)).toEqual({ ignored: 'unknownMessage' });
    expect(await suppressionOf(owner, clientId, to)).toEqual([]);
    expect(await figuresOf(owner, clientId, communicationId)).toEqual({
      bounced: 0,
      complained: 0,
    });
  });

  it('ignores a forged VERP token, with the reason in the log', async () => {
    const to = address();
    const { messageId } = await sentEmail(owner, clientId, to);
    const genuine = deps.verp.address({ clientId, messageId }, 'bounces@brand.test');
    const forged = genuine.replace(/[0-9a-f](?=@)/, (c) => (c === '0' ? '1' : '0'));
    const mail = loadFixture('postfix-hard.eml', { verp: forged, rcpt: to });
    log.info.mockClear();
    expect(await takeReport(deps, mail)).toEqual({ ignored: 'noVerp' });
    expect(log.info).toHaveBeenCalledWith(
      { reason: expect.stringContaining('VERP') },
      'bounce report ignored',
    );
    expect(await suppressionOf(owner, clientId, to)).toEqual([]);
  });

  it("suppresses the message's own address, never the one the report names", async () => {
    const to = address();
    const bystander = address();
    const { messageId } = await sentEmail(owner, clientId, to);
    await sentEmail(owner, clientId, bystander);
    await takeReport(deps, dsn('postfix-hard.eml', messageId, bystander));
    expect(await suppressionOf(owner, clientId, to)).toEqual(['hard_bounce']);
    expect(await suppressionOf(owner, clientId, bystander)).toEqual([]);
  });

  it('ignores a malformed DSN without touching anything', async () => {
    const to = address();
    const { communicationId, messageId } = await sentEmail(owner, clientId, to);
    const broken = dsn('postfix-hard.eml', messageId, to).replace('Status: 5.1.1', 'Status: ?');
    expect(await takeReport(deps, broken)).toEqual({ ignored: 'malformed' });
    expect(await figuresOf(owner, clientId, communicationId)).toEqual({
      bounced: 0,
      complained: 0,
    });
  });

  it('answers an unknown message id as unknown', async () => {
    expect(await handleBounce(t.app.db, { clientId, messageId: 9e12 }, { kind: 'hard' })).toEqual({
      ignored: 'unknownMessage',
    });
  });
});

describe('a burst of reports (the batcher of the SMTP receiver)', () => {
  it('gives each report its own outcome, a duplicate in the same burst a replay', async () => {
    const handle = bounceBatcher(t.app.db);
    const sent = await Promise.all([1, 2, 3].map(() => sentEmail(owner, clientId, address())));
    const [a, b, c] = sent.map((m) => ({ clientId, messageId: m.messageId }));
    const outcomes = await Promise.all([
      handle(a!, { kind: 'hard' }),
      handle(b!, { kind: 'complaint' }),
      handle(a!, { kind: 'hard' }),
      handle({ clientId: otherClientId, messageId: c!.messageId }, { kind: 'hard' }),
    ]);
    expect(outcomes).toEqual([
      { handled: 'hard', suppressed: true },
      { handled: 'complaint', suppressed: true },
      { ignored: 'replay' },
      { ignored: 'unknownMessage' },
    ]);
    expect(await figuresOf(owner, clientId, sent[0]!.communicationId)).toEqual({
      bounced: 1,
      complained: 0,
    });
  });
});
