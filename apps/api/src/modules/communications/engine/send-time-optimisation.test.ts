import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS } from '@resonate/contracts/campaigns/communication-status';
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
import { estimateSendTimes } from '../send-times/estimate-send-times.ts';
import { runDueCommunications } from './run-due.ts';
import { startCommunication } from './start-communication.ts';
import {
  communicationRow,
  insertSmsCommunication,
  messageStatuses,
  useRecordingSmsProvider,
} from './test/engine-fixture.ts';

/**
 * Send-time optimisation (issue 27, item 2) with a controlled clock. The run starts on Tuesday
 * 1 December 2026 at 06:00 UTC (client: London). Histories: a New Yorker who opened four times
 * on Tuesdays at 19:00 New York time, a Londoner who clicked three times on Tuesdays at 10:00,
 * one who opened once (little history) and one who never did: the last two get the audience's
 * best hour (Tuesday 19:00), on their own (London) clock.
 */

let f: TCommunicationFixture;
let owner: Kysely<DB>;
let provider: Awaited<ReturnType<typeof startRecordingServer>>;

const START = new Date('2026-12-01T06:00:00Z');
const LONDONER_BEST = new Date('2026-12-01T10:00:00Z');
const AUDIENCE_BEST = new Date('2026-12-01T19:00:00Z');
const NEW_YORKER_BEST = new Date('2026-12-02T00:00:00Z');

async function engaged(passportId: string, type: string, times: string[]) {
  await owner
    .insertInto('contact_events')
    .values(
      times.map((at, i) => ({
        client_id: f.clientId,
        event_key: `sto:${passportId}:${type}:${i}`,
        passport_id: passportId,
        type: type as 'opened',
        occurred_at: new Date(at),
      })),
    )
    .execute();
}

beforeAll(async () => {
  provider = await startRecordingServer(() => ({ status: 202, body: { message_uuid: 'u' } }));
  f = await createCommunicationFixture({ contacts: 4, smtp: false });
  owner = ownerOf(f.app);
  await useRecordingSmsProvider(f, provider.url, '+4477009003');
  const london = buildTimeZoneList(new Date()).find((z) => z.timeZone === 'Europe/London');
  await owner
    .updateTable('clients')
    .set({ time_zone_id: london!.timeZoneID })
    .where('id', '=', f.clientId)
    .execute();
  const [newYorker, londoner, once] = f.contacts;
  await sql`update contacts set attributes = '{"time_zone":"America/New_York"}'::jsonb
    where client_id = ${f.clientId} and passport_id = ${newYorker!.passportId}`.execute(owner);
  // Tuesdays 19:00 in New York (EST, UTC-5) are Wednesdays 00:00 UTC.
  await engaged(newYorker!.passportId, 'opened', [
    '2026-11-04T00:00:00Z',
    '2026-11-11T00:10:00Z',
    '2026-11-18T00:20:00Z',
    '2026-11-25T00:30:00Z',
  ]);
  await engaged(londoner!.passportId, 'clicked', [
    '2026-11-10T10:05:00Z',
    '2026-11-17T10:15:00Z',
    '2026-11-24T10:25:00Z',
  ]);
  await engaged(once!.passportId, 'opened', ['2026-11-23T08:00:00Z']);
}, 60_000);
afterAll(async () => {
  await f?.close();
  await provider?.close();
});

const sweep = (at: Date) => runDueCommunications(f.app, at, { maxSleepMs: 100 });

async function bestTimeCommunication(sendWindow: object | null = null) {
  const id = await insertSmsCommunication(owner, f.clientId, [f.listId]);
  await sql`update communications set schedule = '{"kind":"now","bestTime":true}',
      send_window = ${sendWindow === null ? null : JSON.stringify(sendWindow)}::jsonb
    where client_id = ${f.clientId} and id = ${id}`.execute(owner);
  return id;
}

async function plannedTimes(id: number) {
  const rows = await sql<{ passport_id: string; not_before: Date | null }>`
    select passport_id, not_before from messages
    where client_id = ${f.clientId} and communication_id = ${id}`.execute(owner);
  return new Map(rows.rows.map((r) => [r.passport_id, r.not_before]));
}

describe('send at each contact’s best time', () => {
  it('sends each contact at their own best hour, the thin histories at the audience’s, all within 24 hours', async () => {
    const [newYorker, londoner, once, never] = f.contacts;
    const id = await bestTimeCommunication();
    await startCommunication(f.app, f.clientId, id, START);
    await sweep(START);
    expect(provider.requests).toHaveLength(0);
    const planned = await plannedTimes(id);
    expect(planned.get(newYorker!.passportId)).toEqual(NEW_YORKER_BEST);
    expect(planned.get(londoner!.passportId)).toEqual(LONDONER_BEST);
    expect(planned.get(once!.passportId)).toEqual(AUDIENCE_BEST);
    expect(planned.get(never!.passportId)).toEqual(AUDIENCE_BEST);
    expect((await communicationRow(owner, f.clientId, id)).next_run_at).toEqual(LONDONER_BEST);

    await sweep(LONDONER_BEST);
    expect(provider.requests).toHaveLength(1);
    await sweep(AUDIENCE_BEST);
    expect(provider.requests).toHaveLength(3);
    await sweep(NEW_YORKER_BEST);
    expect(await messageStatuses(owner, f.clientId, id)).toEqual({ sent: 4 });
    expect((await communicationRow(owner, f.clientId, id)).status).toBe(STATUS.sent);
  });

  it('keeps every chosen hour inside the send window', async () => {
    const id = await bestTimeCommunication({
      from: '09:00',
      to: '17:00',
      days: [0, 1, 2, 3, 4, 5, 6],
    });
    await startCommunication(f.app, f.clientId, id, START);
    await sweep(START);
    const times = [...(await plannedTimes(id)).values()];
    expect(times).toHaveLength(4);
    for (const at of times) {
      expect(at).not.toBeNull();
      expect(at!.getUTCHours()).toBeGreaterThanOrEqual(9);
      expect(at!.getUTCHours()).toBeLessThan(17);
      expect(at!.getTime() - START.getTime()).toBeLessThan(24 * 60 * 60_000);
    }
    // The Londoner's 10:00 is inside the window and stays theirs; the audience's 19:00 is not,
    // so the thin histories take the audience's best hour that is: 10:00 too.
    expect(new Set(times.map((t) => t!.toISOString()))).toContain(LONDONER_BEST.toISOString());
  });
});

describe('the review step’s expected spread', () => {
  it('counts the audience by the hour of the client’s day the engine would choose', async () => {
    const id = await bestTimeCommunication();
    const spread = await estimateSendTimes(
      f.app,
      { clientId: f.clientId, departmentId: 0 },
      id,
      START,
    );
    const expected = Array.from({ length: 24 }, () => 0);
    expected[10] = 1; // the Londoner
    expected[19] = 2; // the two thin histories, at the audience's hour
    expected[0] = 1; // the New Yorker's 19:00 is midnight in London
    expect(spread.bestTime).toEqual({ hours: expected, ownHistory: 2, sampled: false });

    // Quiet hours from 18:00 to 20:00 take the audience's 19:00 away, as in the engine.
    await cs(f.app, f.admin, 'UpsertQuietHours', {
      rules: [{ channelId: 2, enabled: true, start: '18:00', end: '20:00' }],
    });
    const quiet = await estimateSendTimes(
      f.app,
      { clientId: f.clientId, departmentId: 0 },
      id,
      START,
    );
    expect(quiet.bestTime?.hours[19]).toBe(0);
    expect(quiet.bestTime?.hours.reduce((sum, n) => sum + n, 0)).toBe(4);
    await cs(f.app, f.admin, 'UpsertQuietHours', { rules: [] });

    const answer = await comm(f.app, f.admin, 'GetSendTimeEstimate', { communicationId: id });
    expect(answer.statusCode, answer.body).toBe(200);
    const hours = answer.json().data.bestTime.hours as number[];
    expect(hours).toHaveLength(24);
    expect(hours.reduce((sum, n) => sum + n, 0)).toBe(4);
  });
});
