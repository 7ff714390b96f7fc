import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS } from '@resonate/contracts/campaigns/communication-status';
import { COMM_MSG } from '@resonate/contracts/campaigns/communications';
import { PLANNER_MSG, type TPlannerItem } from '@resonate/contracts/campaigns/planner';
import { signIn } from '../../../../test/auth-helpers.ts';
import { insertCommunication } from '../list/list-test-helpers.ts';
import {
  comm,
  createCommunicationFixture,
  ownerOf,
  type TCaller,
  type TCommunicationFixture,
} from '../test/communication-fixtures.ts';
import { timeZoneName, zonedInstant, parseLocalDateTime } from '../engine/client-clock.ts';

let f: TCommunicationFixture;
let admin: TCaller;
let viewer: TCaller;
let brand: TCaller;
let zone: string;
let ids: Record<string, number>;

const DAY = 86_400_000;
/** A client-local day `n` days from today (UTC date; far enough ahead that zones do not matter). */
const dayIn = (n: number) => new Date(Date.now() + n * DAY).toISOString().slice(0, 10);
const base = dayIn(20);
const plus = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);
const instant = (local: string) => zonedInstant(zone, parseLocalDateTime(local));

const planner = async (body: object, caller = admin) => {
  const response = await comm(f.app, caller, 'GetPlanner', body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { items: TPlannerItem[]; timeZone: string; now: string };
};
const mine = (items: TPlannerItem[]) =>
  items.filter((item) => Object.values(ids).includes(item.communicationId));
const move = (communicationId: number, at: string, caller = admin) =>
  comm(f.app, caller, 'RescheduleCommunication', { communicationId, at });

beforeAll(async () => {
  f = await createCommunicationFixture({
    smtp: false,
    contacts: 1,
    queue: true,
    env: { RUN_WORKER: 'false' },
  });
  admin = f.admin;
  viewer = await signIn(f.app, 'viewer@acme.test');
  brand = await signIn(f.app, 'brand@acme.test');
  const client = await ownerOf(f.app)
    .selectFrom('clients')
    .select('time_zone_id')
    .where('id', '=', f.clientId)
    .executeTakeFirstOrThrow();
  zone = timeZoneName(client.time_zone_id);
  const add = (name: string, c: Partial<Parameters<typeof insertCommunication>[2]>) =>
    insertCommunication(f.app, f.clientId, { name: `Pln ${name}`, status: STATUS.sent, ...c });
  const sentAt = instant(`${base}T08:15`).toISOString();
  const scheduledAt = instant(`${plus(base, 2)}T10:00`).toISOString();
  ids = {
    sent: await add('Sent', { startedAt: sentAt }),
    scheduled: await add('Scheduled', {
      status: STATUS.scheduled,
      channelId: 2,
      scheduledAt,
      schedule: { kind: 'later', at: `${plus(base, 2)}T10:00` },
    }),
    draft: await add('Draft', {
      status: STATUS.draft,
      schedule: { kind: 'later', at: `${plus(base, 3)}T09:30` },
    }),
    nowDraft: await add('Now draft', { status: STATUS.draft, schedule: { kind: 'now' } }),
    weekly: await add('Weekly', {
      status: STATUS.draft,
      schedule: { kind: 'recurring', every: 'weekly', at: `${base}T07:00`, until: plus(base, 15) },
    }),
    archived: await add('Archived', { startedAt: sentAt, archived: true }),
  };
  // scheduled one: not started yet, first run still to come.
  await ownerOf(f.app)
    .updateTable('communications')
    .set({ run_no: 0, next_run_at: new Date(scheduledAt) })
    .where('id', '=', ids.scheduled!)
    .execute();
  await insertCommunication(f.app, brand.clientId, {
    name: 'Pln Other tenant',
    status: STATUS.draft,
    schedule: { kind: 'later', at: `${plus(base, 1)}T09:00` },
  });
}, 120_000);

afterAll(async () => {
  await f?.close();
});

describe('GetPlanner', () => {
  it('places sent, scheduled, draft and recurring communications in the client time zone', async () => {
    const data = await planner({ from: base, to: plus(base, 30) });
    expect(data.timeZone).toBe(zone);
    expect(data.now).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    const got = mine(data.items).map((i) => [i.name, i.kind, i.at, i.movable]);
    expect(got).toEqual([
      ['Pln Weekly', 'draft', `${base}T07:00`, true],
      ['Pln Sent', 'sent', `${base}T08:15`, false],
      ['Pln Scheduled', 'scheduled', `${plus(base, 2)}T10:00`, true],
      ['Pln Draft', 'draft', `${plus(base, 3)}T09:30`, true],
      ['Pln Weekly', 'draft', `${plus(base, 7)}T07:00`, false],
      ['Pln Weekly', 'draft', `${plus(base, 14)}T07:00`, false],
    ]);
    expect(data.items.some((i) => i.name === 'Pln Other tenant')).toBe(false);
  });

  it('filters by range, channel and kind', async () => {
    const range = await planner({ from: plus(base, 1), to: plus(base, 7) });
    expect(mine(range.items).map((i) => i.name)).toEqual([
      'Pln Scheduled',
      'Pln Draft',
      'Pln Weekly',
    ]);
    const sms = await planner({ from: base, to: plus(base, 30), channelIds: [2] });
    expect(mine(sms.items).map((i) => i.name)).toEqual(['Pln Scheduled']);
    const sent = await planner({ from: base, to: plus(base, 30), statuses: ['sent'] });
    expect(mine(sent.items).map((i) => i.name)).toEqual(['Pln Sent']);
  });

  it('refuses bad ranges with their messages', async () => {
    const cases: [object, string][] = [
      [{ from: '2026-02-30', to: '2026-03-01' }, PLANNER_MSG.dateInvalid],
      [{ from: base, to: 'tomorrow' }, PLANNER_MSG.dateInvalid],
      [{ from: plus(base, 2), to: base }, PLANNER_MSG.rangeReversed],
      [{ from: base, to: plus(base, 62) }, PLANNER_MSG.rangeTooLong],
      [{ from: base, to: base, statuses: ['lost'] }, 'Invalid request'],
    ];
    for (const [body, message] of cases) {
      const response = await comm(f.app, admin, 'GetPlanner', body);
      expect(response.statusCode, response.body).toBe(400);
      if (message !== 'Invalid request') expect(response.body).toContain(message);
    }
    const ok = await comm(f.app, admin, 'GetPlanner', { from: base, to: plus(base, 61) });
    expect(ok.statusCode).toBe(200);
  });

  it('needs a session', async () => {
    const response = await f.app.inject({
      method: 'POST',
      url: '/api/Communication/GetPlanner',
      payload: { from: base, to: base },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('RescheduleCommunication', () => {
  it('moves a draft: its schedule becomes a later send at the new time', async () => {
    const response = await move(ids.draft!, `${plus(base, 5)}T09:30`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.item).toMatchObject({
      kind: 'draft',
      at: `${plus(base, 5)}T09:30`,
    });
    const row = await ownerOf(f.app)
      .selectFrom('communications')
      .select(['schedule', 'status', 'scheduled_at'])
      .where('id', '=', ids.draft!)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      schedule: { kind: 'later', at: `${plus(base, 5)}T09:30` },
      status: STATUS.draft,
      scheduled_at: null,
    });
  });

  it('moves a recurring draft with its end date', async () => {
    const response = await move(ids.weekly!, `${plus(base, 2)}T08:00`);
    expect(response.statusCode, response.body).toBe(200);
    const row = await ownerOf(f.app)
      .selectFrom('communications')
      .select('schedule')
      .where('id', '=', ids.weekly!)
      .executeTakeFirstOrThrow();
    expect(row.schedule).toEqual({
      kind: 'recurring',
      every: 'weekly',
      at: `${plus(base, 2)}T08:00`,
      until: plus(base, 17),
    });
  });

  it('moves a scheduled one and queues its run for the new time', async () => {
    const at = `${plus(base, 4)}T11:45`;
    const response = await move(ids.scheduled!, at);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.item).toMatchObject({ kind: 'scheduled', at, movable: true });
    const row = await ownerOf(f.app)
      .selectFrom('communications')
      .select(['schedule', 'status', 'scheduled_at', 'next_run_at', 'run_no'])
      .where('id', '=', ids.scheduled!)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe(STATUS.scheduled);
    expect(row.run_no).toBe(0);
    expect(row.schedule).toEqual({ kind: 'later', at });
    expect(row.scheduled_at?.toISOString()).toBe(instant(at).toISOString());
    expect(row.next_run_at?.toISOString()).toBe(instant(at).toISOString());
    const jobs = await f.app.queue.fetch('communication-send-v1', { batchSize: 10 });
    // Nothing is due yet: the run waits for its time.
    expect(jobs).toEqual([]);
    const queued = await f.app.queue.findJobs('communication-send-v1', {
      data: { communicationId: ids.scheduled },
    });
    const starts = queued.map((job) => new Date(job.startAfter).toISOString());
    expect(starts).toContain(instant(at).toISOString());
  });

  it('refuses a time in the past, an impossible time, and what cannot move', async () => {
    const past = await move(ids.draft!, `${dayIn(-2)}T09:00`);
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe(COMM_MSG.scheduleInPast);
    const bad = await move(ids.draft!, `${base}T25:00`);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain(PLANNER_MSG.atInvalid);
    const sent = await move(ids.sent!, `${plus(base, 1)}T09:00`);
    expect(sent.statusCode).toBe(409);
    expect(sent.json().message).toBe(PLANNER_MSG.notMovable);
    const archived = await move(ids.archived!, `${plus(base, 1)}T09:00`);
    expect(archived.statusCode).toBe(409);
  });

  it('does not find another client’s communication, and a viewer cannot move', async () => {
    const other = await move(ids.draft!, `${plus(base, 6)}T09:00`, brand);
    expect(other.statusCode).toBe(404);
    const missing = await move(987654321, `${plus(base, 6)}T09:00`);
    expect(missing.statusCode).toBe(404);
    const denied = await move(ids.draft!, `${plus(base, 6)}T09:00`, viewer);
    expect(denied.statusCode).toBe(403);
    const view = await comm(f.app, viewer, 'GetPlanner', { from: base, to: base });
    expect(view.statusCode).toBe(200);
  });
});
