import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS } from '@resonate/contracts/campaigns/communication-status';
import { QUIET_HOURS_MSG } from '@resonate/contracts/communication-settings/quiet-hours';
import { startRecordingServer } from '#/channels/test-support/recording-server.ts';
import type { DB } from '#/db/schema.ts';
import { cs } from '#/modules/communication-settings/testing.ts';
import { buildTimeZoneList } from '#/modules/master-data/index.ts';
import {
  comm,
  createCommunicationFixture,
  ownerOf,
  type TCommunicationFixture,
} from '../test/communication-fixtures.ts';
import { pendingOutsideQuietHours } from './quiet-hours.ts';
import { runDueCommunications } from './run-due.ts';
import { startCommunication } from './start-communication.ts';
import {
  communicationRow,
  insertSmsCommunication,
  messageStatuses,
  useRecordingSmsProvider,
} from './test/engine-fixture.ts';

/**
 * Quiet hours per contact time zone (issue 27, item 4), with a controlled clock: SMS quiet
 * from 21:00 to 08:00. At 22:30 UTC a contact in London (22:30) waits until 08:00 London, one
 * in New York (17:30) gets the text, one with no usable zone follows the client's Tokyo clock
 * (07:30 the next morning) and waits until 08:00 there.
 */

let f: TCommunicationFixture;
let owner: Kysely<DB>;
let provider: Awaited<ReturnType<typeof startRecordingServer>>;

const NIGHT = new Date('2026-12-01T22:30:00Z');
const TOKYO_MORNING = new Date('2026-12-01T23:00:00Z');
const LONDON_MORNING = new Date('2026-12-02T08:00:00Z');

beforeAll(async () => {
  provider = await startRecordingServer(() => ({ status: 202, body: { message_uuid: 'u' } }));
  f = await createCommunicationFixture({ contacts: 3, smtp: false });
  owner = ownerOf(f.app);
  await useRecordingSmsProvider(f, provider.url, '+4477009002');
  const tokyo = buildTimeZoneList(new Date()).find((z) => z.timeZone === 'Asia/Tokyo');
  await owner
    .updateTable('clients')
    .set({ time_zone_id: tokyo!.timeZoneID })
    .where('id', '=', f.clientId)
    .execute();
  const zones = ['Europe/London', 'America/New_York', 'Mars/Olympus'];
  for (const [i, contact] of f.contacts.entries()) {
    await sql`update contacts set attributes = ${JSON.stringify({ time_zone: zones[i] })}::jsonb
      where client_id = ${f.clientId} and passport_id = ${contact.passportId}`.execute(owner);
  }
}, 60_000);
afterAll(async () => {
  await f?.close();
  await provider?.close();
});

const setQuietHours = (rules: object[]) => cs(f.app, f.admin, 'UpsertQuietHours', { rules });
const sweep = (at: Date) => runDueCommunications(f.app, at, { maxSleepMs: 100 });
const textedTo = () => provider.requests.map((r) => (JSON.parse(r.body) as { to: string }).to);

async function notBeforeOf(id: number) {
  const rows = await sql<{ passport_id: string; status: string; not_before: Date | null }>`
    select passport_id, status, not_before from messages
    where client_id = ${f.clientId} and communication_id = ${id}`.execute(owner);
  return new Map(rows.rows.map((r) => [r.passport_id, r]));
}

describe('quiet hours settings', () => {
  it('refuses a rule whose start equals its end, a bad time, an unknown channel or a channel twice', async () => {
    const cases: [object[], string][] = [
      [
        [{ channelId: 2, enabled: true, start: '21:00', end: '21:00' }],
        QUIET_HOURS_MSG.sameStartEnd,
      ],
      [
        [{ channelId: 2, enabled: true, start: '25:00', end: '08:00' }],
        QUIET_HOURS_MSG.timeInvalid,
      ],
      [
        [{ channelId: 3, enabled: true, start: '21:00', end: '08:00' }],
        QUIET_HOURS_MSG.channelUnknown,
      ],
      [
        [
          { channelId: 2, enabled: true, start: '21:00', end: '08:00' },
          { channelId: 2, enabled: false, start: '22:00', end: '07:00' },
        ],
        QUIET_HOURS_MSG.channelTwice,
      ],
    ];
    for (const [rules, message] of cases) {
      const answer = await setQuietHours(rules);
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.body).toContain(message);
    }
    const read = await cs(f.app, f.admin, 'GetQuietHours', {});
    expect(read.json()).toMatchObject({ status: true, data: { rules: [], updatedAt: null } });
  });
});

describe('a marketing send inside a contact’s quiet hours', () => {
  it('waits until they end on the contact’s clock, then goes; nothing is dropped', async () => {
    const saved = await setQuietHours([
      { channelId: 2, enabled: true, start: '21:00', end: '08:00' },
      { channelId: 1, enabled: false, start: '20:00', end: '09:00' },
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.rules).toHaveLength(2);
    const [london, newYork, tokyo] = f.contacts;

    const id = await insertSmsCommunication(owner, f.clientId, [f.listId]);
    await startCommunication(f.app, f.clientId, id, NIGHT);
    await sweep(NIGHT);
    expect(provider.requests).toHaveLength(1);
    let rows = await notBeforeOf(id);
    expect(rows.get(newYork!.passportId)?.status).toBe('sent');
    expect(rows.get(london!.passportId)).toMatchObject({
      status: 'queued',
      not_before: LONDON_MORNING,
    });
    expect(rows.get(tokyo!.passportId)).toMatchObject({
      status: 'queued',
      not_before: TOKYO_MORNING,
    });
    // The run waits for the soonest end, not a job per contact.
    const waiting = await communicationRow(owner, f.clientId, id);
    expect(waiting.status).toBe(STATUS.sending);
    expect(waiting.next_run_at).toEqual(TOKYO_MORNING);

    // A sweep before the end changes nothing.
    await sweep(new Date(TOKYO_MORNING.getTime() - 60_000));
    expect(provider.requests).toHaveLength(1);

    await sweep(TOKYO_MORNING);
    expect(provider.requests).toHaveLength(2);
    rows = await notBeforeOf(id);
    expect(rows.get(tokyo!.passportId)?.status).toBe('sent');
    expect(rows.get(london!.passportId)?.status).toBe('queued');
    expect((await communicationRow(owner, f.clientId, id)).next_run_at).toEqual(LONDON_MORNING);

    await sweep(LONDON_MORNING);
    expect(await messageStatuses(owner, f.clientId, id)).toEqual({ sent: 3 });
    expect((await communicationRow(owner, f.clientId, id)).status).toBe(STATUS.sent);
    expect(new Set(textedTo()).size).toBe(3);
  });

  it('a switched-off rule, another channel’s rule and a transactional send hold nothing', async () => {
    // Email's rule is saved but off: every email goes at night.
    const id = await insertSmsCommunication(owner, f.clientId, [f.listId]);
    await sql`update communications set run_no = 1, run_started_at = null
      where client_id = ${f.clientId} and id = ${id}`.execute(owner);
    await owner
      .insertInto('messages')
      .values(
        f.contacts.map((c) => ({
          client_id: f.clientId,
          communication_id: id,
          run_no: 1,
          passport_id: c.passportId,
          channel_id: 2,
          address: '+447700900000',
        })),
      )
      .execute();
    const run = { clientId: f.clientId, communicationId: id, runNo: 1, stamp: null };
    const sms = { channelId: 2, timeZone: 'Asia/Tokyo' };
    const email = { channelId: 1, timeZone: 'Asia/Tokyo' };

    const transactional = await pendingOutsideQuietHours(f.app, sms, run, 10, NIGHT, {
      exempt: true,
    });
    expect(transactional).toHaveLength(3);
    expect(await pendingOutsideQuietHours(f.app, email, run, 10, NIGHT)).toHaveLength(3);
    // The marketing read of the same run holds London and Tokyo.
    const marketing = await pendingOutsideQuietHours(f.app, sms, run, 10, NIGHT);
    expect(marketing.map((m) => m.passport_id)).toEqual([f.contacts[1]!.passportId]);
  });
});

describe('the review step’s send-time estimate', () => {
  it('counts the contacts quiet hours hold at the start, moved to the send window', async () => {
    await setQuietHours([{ channelId: 2, enabled: true, start: '21:00', end: '08:00' }]);
    const id = await insertSmsCommunication(owner, f.clientId, [f.listId]);
    // 07:30 in Tokyo (the client's zone) is 22:30 UTC the day before: London and Tokyo are quiet.
    await sql`update communications set schedule = '{"kind":"later","at":"2030-12-02T07:30"}'
      where client_id = ${f.clientId} and id = ${id}`.execute(owner);
    const estimate = async () => {
      const answer = await comm(f.app, f.admin, 'GetSendTimeEstimate', { communicationId: id });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json().data;
    };
    expect(await estimate()).toEqual({
      startsAt: '2030-12-01T22:30:00.000Z',
      timeZone: 'Asia/Tokyo',
      audience: 3,
      quietHours: { start: '21:00', end: '08:00', held: 2 },
      bestTime: null,
    });

    // A window from 09:00 Tokyo moves the start to midnight UTC: only London is still quiet.
    await sql`update communications
      set send_window = '{"from":"09:00","to":"17:00","days":[0,1,2,3,4,5,6]}'
      where client_id = ${f.clientId} and id = ${id}`.execute(owner);
    expect(await estimate()).toMatchObject({
      startsAt: '2030-12-02T00:00:00.000Z',
      quietHours: { held: 1 },
    });

    const missing = await comm(f.app, f.admin, 'GetSendTimeEstimate', { communicationId: 999_999 });
    expect(missing.statusCode).toBe(404);
  });
});
