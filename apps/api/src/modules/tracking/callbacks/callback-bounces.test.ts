import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOUNCE_IGNORED, SOFT_BOUNCE_LIMIT } from '@resonate/contracts/campaigns/bounces';
import type { DB } from '#/db/schema.ts';
import {
  anotherEmail,
  figuresOf,
  sentEmail,
  suppressionOf,
  timelineOf,
} from '#/modules/communications/testing.ts';
import { createTenant } from '#/modules/events/testing.ts';
import { createTestApp, type TTestApp } from '../../../../test/create-test-app.ts';
import { messageRow } from '../tracking.test-helpers.ts';
import { callbackKey } from './callback-key.ts';

/**
 * The Generic and DSN callbacks hand their bounces to the one bounce handler (issue 22): the
 * same suppression, timeline and figures as a DSN by SMTP, IMAP or a provider webhook, and the
 * same defences against spoofed and replayed reports.
 */
let t: TTestApp;
let owner: Kysely<DB>;
let clientId: number;
let otherClientId: number;
let key: string;
const logLines: string[] = [];

beforeAll(async () => {
  t = await createTestApp({
    env: { LOG_LEVEL: 'info' },
    logStream: { write: (line) => void logLines.push(line) },
  });
  owner = t.app.ownerDb as Kysely<DB>;
  ({ clientId } = await createTenant(owner, 'Callback bounces'));
  ({ clientId: otherClientId } = await createTenant(owner, 'Callback bounces, other'));
  key = callbackKey(t.app.config.appSecret, clientId);
});
afterAll(() => t.close());

const post = (format: 'Generic' | 'Dsn', payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/Callback/${format}/${key}`,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });

let n = 0;
const address = () => `callback-${(n += 1)}@example.test`;
const ourId = (communicationId: number, messageId: number) =>
  `<c${communicationId}.r1.m${messageId}@mail.example.test>`;
const hardDsn = (communicationId: number, messageId: number, rcpt: string) => ({
  originalMessageId: ourId(communicationId, messageId),
  action: 'failed',
  status: '5.1.1',
  finalRecipient: `rfc822;${rcpt}`,
  diagnosticCode: 'smtp; 550 5.1.1 user unknown',
});
const loggedReasons = () =>
  logLines.flatMap((line) => {
    const reason = (JSON.parse(line) as { reason?: string }).reason;
    return reason ? [reason] : [];
  });

describe('delivery callbacks through the bounce handler', () => {
  it('a DSN hard bounce suppresses, lands on the timeline and counts once, like any way in', async () => {
    const to = address();
    const { communicationId, passportId, messageId } = await sentEmail(owner, clientId, to);
    const response = await post('Dsn', hardDsn(communicationId, messageId, to));
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ updated: 1, unknown: 0 });
    expect(await suppressionOf(owner, clientId, to)).toEqual(['hard_bounce']);
    expect(await timelineOf(owner, clientId, passportId)).toEqual([
      { type: 'bounced', communicationId },
    ]);
    expect(await figuresOf(owner, clientId, communicationId)).toEqual({
      bounced: 1,
      complained: 0,
    });
    const report = await owner
      .selectFrom('bounce_reports')
      .select(['kind', 'status'])
      .where('client_id', '=', clientId)
      .where('message_id', '=', messageId)
      .execute();
    expect(report).toEqual([{ kind: 'hard', status: '5.1.1' }]);
  });

  it('Generic soft bounces suppress after SOFT_BOUNCE_LIMIT messages, as the handler counts', async () => {
    const to = address();
    const first = await sentEmail(owner, clientId, to);
    const messages = [first];
    for (let i = 1; i < SOFT_BOUNCE_LIMIT; i += 1) {
      messages.push({ ...first, ...(await anotherEmail(owner, clientId, first.passportId, to)) });
    }
    for (const [i, message] of messages.entries()) {
      const response = await post('Generic', { messageId: message.messageId, status: 'failed' });
      expect(response.statusCode).toBe(200);
      const expected = i + 1 < SOFT_BOUNCE_LIMIT ? [] : ['hard_bounce'];
      expect(await suppressionOf(owner, clientId, to), `after ${i + 1}`).toEqual(expected);
    }
  });

  it('a delayed DSN is acknowledged but is no bounce, as by SMTP or IMAP', async () => {
    const to = address();
    const first = await sentEmail(owner, clientId, to);
    const messages = [first];
    for (let i = 1; i < SOFT_BOUNCE_LIMIT; i += 1) {
      messages.push({ ...first, ...(await anotherEmail(owner, clientId, first.passportId, to)) });
    }
    for (const message of messages) {
      const response = await post('Dsn', {
        originalMessageId: ourId(message.communicationId, message.messageId),
        action: 'delayed',
        status: '4.4.1',
      });
      expect(response.json().data).toEqual({ updated: 1, unknown: 0 });
    }
    expect(await suppressionOf(owner, clientId, to)).toEqual([]);
    expect(await timelineOf(owner, clientId, first.passportId)).toEqual([]);
    expect((await figuresOf(owner, clientId, first.communicationId)).bounced).toBe(0);
  });

  it('a replayed bounce is acknowledged, counted once and logged as a replay', async () => {
    const to = address();
    const { communicationId, messageId } = await sentEmail(owner, clientId, to);
    logLines.length = 0;
    for (let i = 0; i < 2; i += 1) {
      const generic = await post('Generic', { messageId, status: 'bounced', permanent: true });
      expect(generic.statusCode).toBe(200);
      const dsn = await post('Dsn', hardDsn(communicationId, messageId, to));
      expect(dsn.statusCode).toBe(200);
    }
    expect((await figuresOf(owner, clientId, communicationId)).bounced).toBe(1);
    expect(loggedReasons().filter((r) => r === BOUNCE_IGNORED.replay)).toHaveLength(3);
  });

  it("a spoofed report naming another client's message touches nothing and is logged", async () => {
    const victim = address();
    const theirs = await sentEmail(owner, otherClientId, victim);
    logLines.length = 0;
    const responses = [
      await post('Dsn', hardDsn(theirs.communicationId, theirs.messageId, victim)),
      await post('Generic', {
        deliveryId: `c${theirs.communicationId}.r1.m${theirs.messageId}`,
        status: 'bounced',
        permanent: true,
      }),
      await post('Generic', { messageId: theirs.messageId, status: 'bounced', permanent: true }),
    ];
    for (const response of responses) {
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual({ updated: 0, unknown: 1 });
    }
    expect(await suppressionOf(owner, otherClientId, victim)).toEqual([]);
    expect((await messageRow(owner, otherClientId, theirs.messageId)).status).toBe('sent');
    expect(await figuresOf(owner, otherClientId, theirs.communicationId)).toEqual({
      bounced: 0,
      complained: 0,
    });
    expect(loggedReasons()).toContain(BOUNCE_IGNORED.unknownMessage);
  });

  it("suppresses the message's own address, never the recipient a report claims", async () => {
    const real = address();
    const innocent = address();
    await sentEmail(owner, clientId, innocent);
    const { communicationId, messageId } = await sentEmail(owner, clientId, real);
    const response = await post('Dsn', hardDsn(communicationId, messageId, innocent));
    expect(response.statusCode).toBe(200);
    expect(await suppressionOf(owner, clientId, real)).toEqual(['hard_bounce']);
    expect(await suppressionOf(owner, clientId, innocent)).toEqual([]);
  });

  it('answers malformed ids and huge or nonsense Message-IDs without a 500', async () => {
    const bodies: [format: 'Generic' | 'Dsn', body: unknown][] = [
      ['Dsn', { originalMessageId: '<c1.r1.m0@x>', action: 'failed', status: '5.1.1' }],
      [
        'Dsn',
        { originalMessageId: `<c1.r1.m${'9'.repeat(15)}@x>`, action: 'failed', status: '5.0.0' },
      ],
      ['Generic', { deliveryId: 'c1.r1.m-1', status: 'bounced', permanent: true }],
      ['Generic', { messageId: Number.MAX_SAFE_INTEGER, status: 'failed' }],
    ];
    for (const [format, body] of bodies) {
      const response = await post(format, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(200);
      expect(response.json().data).toEqual({ updated: 0, unknown: 1 });
    }
  });
});
