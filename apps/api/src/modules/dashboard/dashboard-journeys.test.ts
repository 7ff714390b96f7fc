import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS } from '@resonate/contracts/campaigns/communication-status';
import type { TDashboardRange } from '@resonate/contracts/dashboard/dashboard';
import type { DB } from '#/db/schema.ts';
import { withTenant } from '#/db/tenant.ts';
import { ingestEvents } from '#/modules/events/index.ts';
import { createDemoApp, signIn } from '../../../test/auth-helpers.ts';
import type { TTestApp } from '../../../test/create-test-app.ts';
import { call, type TCaller } from '#/modules/admin/testing.ts';
import { dashboardQueries } from './dashboard-queries.ts';
import type { TDashboardQuery } from './dashboard-scope.ts';
import { rawEventQueries } from './raw-event-queries.ts';
import { clearHistory, createCommunication, daysAgo, rangeOf } from './test/dashboard-fixture.ts';

/**
 * A journey's send steps have communications of their own (communications.journey_id): the
 * dashboard shows the journey as one campaign named after it, with its steps' figures summed,
 * next to a normal campaign that stays as it was.
 */

let t: TTestApp;
let owner: Kysely<DB>;
let admin: TCaller;
let marketing: number;
let sales: number;
const ids = { normal: 0, done: 0, journey: 0, welcome: 0, reminder: 0, oldJourney: 0, oldStep: 0 };
const R7 = rangeOf(6);

/** 8-13 days ago: only the steps' sends below, each under the top performance threshold. */
const R_EARLIER = rangeOf(13, 8);

const widget = async <T>(name: string, range: TDashboardRange) => {
  const response = await call(t.app, admin, `Dashboard/${name}`, range);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as T;
};
type TRows = Record<string, unknown>[];
const post = (range: TDashboardRange) =>
  widget<{ active: TRows; recent: TRows }>('GetActiveCampaigns', range);

async function departmentOf(name: string) {
  const row = await owner
    .selectFrom('departments')
    .select('id')
    .where('client_id', '=', admin.clientId)
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

async function insertJourney(name: string, status: 'active' | 'paused') {
  const row = await owner
    .insertInto('journeys')
    .values({
      client_id: admin.clientId,
      department_id: marketing,
      name,
      status,
      graph: JSON.stringify({ nodes: [], edges: [] }),
      reentry: JSON.stringify({ mode: 'once', minDaysBetween: 0 }),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** A send step's communication as syncSendNodes leaves it: hidden, marked with its journey. */
async function insertStep(journeyId: number, name: string, channelId: number, status: number) {
  const id = await createCommunication(owner, {
    clientId: admin.clientId,
    name,
    channelId,
    status,
    departmentId: marketing,
    startedDaysAgo: 3,
  });
  await sql`update communications set journey_id = ${journeyId}, audience_size = 10
    where id = ${id}`.execute(owner);
  await owner
    .insertInto('journey_send_nodes')
    .values({
      client_id: admin.clientId,
      journey_id: journeyId,
      node_id: name,
      communication_id: id,
    })
    .execute();
  return id;
}

/** `count` events of one type for one communication, `days` ago. */
function events(communicationId: number, type: string, count: number, days: number, extra = {}) {
  return Array.from({ length: count }, (_, k) => ({
    eventId: `dj-${communicationId}-${type}-${days}-${k}`,
    type,
    occurredAt: `${daysAgo(days)}T09:00:00Z`,
    person: { email: `dj-${communicationId}-${k}@example.test` },
    communicationId,
    ...extra,
  }));
}

beforeAll(async () => {
  t = await createDemoApp();
  owner = t.app.ownerDb as Kysely<DB>;
  admin = await signIn(t.app, 'admin@acme.test');
  await clearHistory(owner, admin.clientId);
  marketing = await departmentOf('Marketing');
  sales = await departmentOf('Sales');
  ids.normal = await createCommunication(owner, {
    clientId: admin.clientId,
    name: 'Normal email',
    channelId: 1,
    status: STATUS.sending,
    departmentId: marketing,
    startedDaysAgo: 2,
  });
  ids.done = await createCommunication(owner, {
    clientId: admin.clientId,
    name: 'Done SMS',
    channelId: 2,
    status: STATUS.sent,
    departmentId: marketing,
    startedDaysAgo: 4,
  });
  ids.journey = await insertJourney('Welcome journey', 'active');
  ids.welcome = await insertStep(ids.journey, 'Welcome journey: Welcome', 1, STATUS.sending);
  ids.reminder = await insertStep(ids.journey, 'Welcome journey: Reminder', 2, STATUS.sending);
  ids.oldJourney = await insertJourney('Paused journey', 'paused');
  ids.oldStep = await insertStep(ids.oldJourney, 'Paused journey: Step', 1, STATUS.paused);
  const all = [
    ...events(ids.normal, 'sent', 7, 2),
    ...events(ids.normal, 'converted', 1, 2, { revenue: 5 }),
    ...events(ids.welcome, 'sent', 10, 2),
    ...events(ids.welcome, 'opened', 4, 2),
    ...events(ids.welcome, 'converted', 2, 1, { revenue: 12.5 }),
    ...events(ids.reminder, 'sent', 5, 1),
    ...events(ids.reminder, 'clicked', 3, 1),
    // Outside the 7 days: not in the range's figures.
    ...events(ids.reminder, 'sent', 50, 30),
    // R_EARLIER: 60 + 45 sent, at least TOP_PERFORMANCE_MIN_SENT (100) only together.
    ...events(ids.welcome, 'sent', 60, 10),
    ...events(ids.reminder, 'sent', 45, 10),
    ...events(ids.reminder, 'converted', 3, 10, { revenue: 1 }),
    ...events(ids.oldStep, 'sent', 4, 1),
  ];
  const result = await ingestEvents(t.app.db, admin.clientId, all);
  expect(result.accepted).toBe(all.length);
}, 60_000);
afterAll(() => t.close());

describe('Dashboard/GetActiveCampaigns with journeys', () => {
  it("shows a journey as one row named after it, with its steps' figures summed", async () => {
    const data = await post(R7);
    // Both journeys started after the normal email; equal starts: the newer row first.
    expect(data.active.map((row) => row.name)).toEqual([
      'Normal email',
      'Paused journey',
      'Welcome journey',
    ]);
    expect(data.active[2]).toMatchObject({
      journeyId: ids.journey,
      communicationId: ids.welcome,
      channelId: 1,
      status: STATUS.sending,
      audienceSize: 20,
      sent: 15,
      opened: 4,
      clicked: 3,
      converted: 2,
      revenue: 25,
    });
    expect(data.active[0]).toMatchObject({ communicationId: ids.normal, sent: 7, revenue: 5 });
    expect(data.active[0]).not.toHaveProperty('journeyId');
  });

  it("counts a paused journey as under way, as a paused campaign is, and never shows its steps' own rows", async () => {
    const data = await post(R7);
    expect(data.active[1]).toMatchObject({
      journeyId: ids.oldJourney,
      status: STATUS.paused,
      sent: 4,
    });
    expect(data.recent.map((row) => row.communicationId)).toEqual([ids.done]);
    const names = [...data.active, ...data.recent].map((row) => String(row.name));
    expect(names.filter((name) => name.includes(':'))).toEqual([]);
  });

  it('leaves out an archived journey, as archived campaigns are', async () => {
    await sql`update journeys set status = 'archived', archived_at = now()
      where id = ${ids.oldJourney}`.execute(owner);
    try {
      const names = (await post(R7)).active.map((row) => row.name);
      expect(names).toEqual(['Normal email', 'Welcome journey']);
    } finally {
      await sql`update journeys set status = 'paused', archived_at = null
        where id = ${ids.oldJourney}`.execute(owner);
    }
  });

  it('reads the same figures from rollups as from raw events, in every department', async () => {
    for (const departmentId of [0, marketing, sales]) {
      const scope = { clientId: admin.clientId, departmentId };
      for (const range of [R7, R_EARLIER]) {
        for (const widget of ['activeCampaigns', 'topPerformance', 'topRevenue'] as const) {
          const read = (query: TDashboardQuery<unknown>) =>
            withTenant(t.app.db, { clientId: admin.clientId }, (trx) => query(trx, scope, range));
          expect(await read(dashboardQueries[widget]), widget).toEqual(
            await read(rawEventQueries[widget]),
          );
        }
      }
      const active = await withTenant(t.app.db, { clientId: admin.clientId }, (trx) =>
        dashboardQueries.activeCampaigns(trx, scope, R7),
      );
      expect(active.active.length).toBe(departmentId === sales ? 0 : 3);
    }
  });
});

describe('Dashboard top campaigns with journeys', () => {
  it("GetTopRevenueCampaigns: a journey is one row with its steps' revenue summed", async () => {
    const data = await widget<{ campaigns: TRows }>('GetTopRevenueCampaigns', R7);
    expect(data.campaigns).toEqual([
      expect.objectContaining({
        name: 'Welcome journey',
        communicationId: ids.welcome,
        revenue: 25,
      }),
      expect.objectContaining({ name: 'Normal email', communicationId: ids.normal, revenue: 5 }),
    ]);
  });

  it("GetTopPerformanceCampaigns: the steps' sends count together towards the threshold", async () => {
    const data = await widget<{ campaigns: TRows }>('GetTopPerformanceCampaigns', R_EARLIER);
    expect(data.campaigns).toEqual([
      expect.objectContaining({
        name: 'Welcome journey',
        communicationId: ids.welcome,
        channelId: 1,
        sent: 105,
        converted: 3,
        conversionRate: Math.round((3 / 105) * 10_000) / 10_000,
      }),
    ]);
  });
});
