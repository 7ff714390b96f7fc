import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DASHBOARD_MSG, type TDashboardRange } from '@resonate/contracts/dashboard/dashboard';
import type { DB } from '#/db/schema.ts';
import { ingestEvents } from '#/modules/events/index.ts';
import { createDemoApp, signIn } from '../../../test/auth-helpers.ts';
import type { TTestApp } from '../../../test/create-test-app.ts';
import { call, type TCaller } from '#/modules/admin/testing.ts';
import {
  createCommunication,
  daysAgo,
  peopleOf,
  rangeOf,
  seedDashboardHistory,
  type TFixture,
} from './test/dashboard-fixture.ts';

let t: TTestApp;
let owner: Kysely<DB>;
let admin: TCaller;
let brand: TCaller;
let f: TFixture;
let currency: string;

const R7 = rangeOf(6);
const R60 = rangeOf(59);

const post = async (caller: TCaller, name: string, range: TDashboardRange) => {
  const response = await call(t.app, caller, `Dashboard/${name}`, range);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};

beforeAll(async () => {
  t = await createDemoApp();
  owner = t.app.ownerDb as Kysely<DB>;
  admin = await signIn(t.app, 'admin@acme.test');
  brand = await signIn(t.app, 'brand@acme.test');
  f = await seedDashboardHistory(t.app.db, owner, admin.clientId);
  // Another client's campaign and money: never in Acme's figures.
  const other = await createCommunication(owner, {
    clientId: brand.clientId,
    name: 'Outlet email',
    channelId: 1,
    status: 1,
    departmentId: null,
    startedDaysAgo: 2,
  });
  const sent = { type: 'sent', occurredAt: `${daysAgo(2)}T09:00:00Z`, communicationId: other };
  const result = await ingestEvents(t.app.db, brand.clientId, [
    { ...sent, eventId: 'o1', person: { email: 'o1@example.test' }, cost: 3 },
    {
      ...sent,
      eventId: 'o2',
      type: 'converted',
      person: { email: 'o1@example.test' },
      revenue: 999,
    },
    {
      ...sent,
      eventId: 'o3',
      type: 'lead',
      communicationId: undefined,
      person: { email: 'o2@example.test' },
      leadSource: 'Webinar',
    },
  ]);
  expect(result.accepted).toBe(3);
  const { rows } = await sql<{ currency: string }>`
    select currency from clients where id = ${admin.clientId}`.execute(owner);
  currency = rows[0]!.currency;
}, 60_000);
afterAll(() => t.close());

describe('Dashboard/ for the whole client', () => {
  it('GetChannelPerformance: the funnel per channel, most sent first', async () => {
    expect(await post(admin, 'GetChannelPerformance', R7)).toEqual({
      channels: [
        { channelId: 1, sent: 120, delivered: 110, opened: 60, clicked: 30, converted: 12 },
        { channelId: 2, sent: 100, delivered: 100, opened: 0, clicked: 20, converted: 5 },
      ],
    });
    const wider = await post(admin, 'GetChannelPerformance', R60);
    expect(wider.channels[2]).toEqual({
      channelId: 8,
      sent: 10,
      delivered: 0,
      opened: 0,
      clicked: 0,
      converted: 2,
    });
  });

  it('GetRoiData: totals, ROI and a gap-free daily series; weeks beyond 92 days', async () => {
    const roi = await post(admin, 'GetRoiData', R7);
    expect(roi).toMatchObject({ currency, revenue: 703, cost: 17, roi: 40.3529 });
    expect(roi.granularity).toBe('day');
    expect(roi.series).toHaveLength(7);
    const byDate = Object.fromEntries(roi.series.map((p: { date: string }) => [p.date, p]));
    expect(byDate[daysAgo(5)]).toEqual({ date: daysAgo(5), revenue: 0, cost: 12 });
    expect(byDate[daysAgo(4)]).toEqual({ date: daysAgo(4), revenue: 603, cost: 0 });
    expect(byDate[daysAgo(3)]).toEqual({ date: daysAgo(3), revenue: 100, cost: 5 });
    expect(byDate[daysAgo(0)]).toEqual({ date: daysAgo(0), revenue: 0, cost: 0 });

    const wide = await post(admin, 'GetRoiData', rangeOf(119));
    expect(wide).toMatchObject({ revenue: 734, cost: 27, roi: 26.1852, granularity: 'week' });
    const mondays = wide.series.map((p: { date: string }) => new Date(p.date).getUTCDay());
    expect(new Set(mondays)).toEqual(new Set([1]));
    expect(wide.series.length).toBeGreaterThanOrEqual(18);
    const sum = wide.series.reduce((s: number, p: { revenue: number }) => s + p.revenue, 0);
    expect(sum).toBeCloseTo(734, 2);

    const empty = await post(admin, 'GetRoiData', { fromDate: '2025-01-01', toDate: '2025-01-03' });
    expect(empty).toEqual({
      currency,
      revenue: 0,
      cost: 0,
      roi: null,
      granularity: 'day',
      series: ['2025-01-01', '2025-01-02', '2025-01-03'].map((date) => ({
        date,
        revenue: 0,
        cost: 0,
      })),
    });
  });

  it('GetActiveCampaigns: under way, then the latest others not archived', async () => {
    const data = await post(admin, 'GetActiveCampaigns', R7);
    expect(data.active).toEqual([
      {
        communicationId: f.c1,
        name: 'Spring email',
        channelId: 1,
        status: 1,
        sent: 120,
        delivered: 110,
        opened: 60,
        clicked: 30,
        converted: 12,
        revenue: 603,
        audienceSize: 0,
        scheduledAt: null,
        startedAt: `${daysAgo(10)}T08:00:00.000Z`,
      },
    ]);
    expect(data.recent.map((c: { communicationId: number }) => c.communicationId)).toEqual([
      f.c4,
      f.c2,
    ]);
    expect(data.recent[1]).toMatchObject({ sent: 100, clicked: 20, converted: 5, revenue: 100 });
    expect(data.recent[0]).toMatchObject({ sent: 0, converted: 0, revenue: 0, startedAt: null });
    // The figures are the range's: nothing of c1 happened 30-59 days ago.
    const before = await post(admin, 'GetActiveCampaigns', { ...rangeOf(59, 30) });
    expect(before.active[0]).toMatchObject({ communicationId: f.c1, sent: 0, revenue: 0 });
  });

  it('GetTopPerformanceCampaigns: at least 100 sent, by conversion rate', async () => {
    expect(await post(admin, 'GetTopPerformanceCampaigns', R60)).toEqual({
      campaigns: [
        {
          communicationId: f.c1,
          name: 'Spring email',
          channelId: 1,
          status: 1,
          sent: 120,
          delivered: 110,
          opened: 60,
          clicked: 30,
          converted: 12,
          openRate: 0.5,
          clickRate: 0.25,
          conversionRate: 0.1,
        },
        {
          communicationId: f.c2,
          name: 'Flash SMS',
          channelId: 2,
          status: 5,
          sent: 100,
          delivered: 100,
          opened: 0,
          clicked: 20,
          converted: 5,
          openRate: 0,
          clickRate: 0.2,
          conversionRate: 0.05,
        },
      ],
    });
  });

  it('GetTopRevenueCampaigns: by revenue, archived campaigns included', async () => {
    const data = await post(admin, 'GetTopRevenueCampaigns', R60);
    expect(data).toEqual({
      currency,
      campaigns: [
        {
          communicationId: f.c1,
          name: 'Spring email',
          channelId: 1,
          status: 1,
          revenue: 603,
          cost: 12,
          roi: 49.25,
          converted: 12,
        },
        {
          communicationId: f.c2,
          name: 'Flash SMS',
          channelId: 2,
          status: 5,
          revenue: 100,
          cost: 5,
          roi: 19,
          converted: 5,
        },
        {
          communicationId: f.c3,
          name: 'Old push',
          channelId: 8,
          status: 6,
          revenue: 31,
          cost: 10,
          roi: 2.1,
          converted: 2,
        },
      ],
    });
  });

  it('GetAvgTimeToConvertion: from the first send to the conversion, per channel', async () => {
    expect(await post(admin, 'GetAvgTimeToConvertion', R60)).toEqual({
      averageSeconds: Math.round((12 * 86_400 + 5 * 7_200 + 2 * 3_600) / 19),
      conversions: 19,
      byChannel: [
        { channelId: 1, averageSeconds: 86_400, conversions: 12 },
        { channelId: 2, averageSeconds: 7_200, conversions: 5 },
        { channelId: 8, averageSeconds: 3_600, conversions: 2 },
      ],
    });
    const none = await post(admin, 'GetAvgTimeToConvertion', rangeOf(2));
    expect(none).toEqual({ averageSeconds: null, conversions: 0, byChannel: [] });
  });

  it('GetLeadsSourceData: per source, largest first, a missing source as Unknown', async () => {
    expect(await post(admin, 'GetLeadsSourceData', R7)).toEqual({
      total: 4,
      sources: [
        { source: 'Webinar', leads: 3 },
        { source: 'Unknown', leads: 1 },
      ],
    });
    expect(await post(admin, 'GetLeadsSourceData', R60)).toEqual({
      total: 5,
      sources: [
        { source: 'Webinar', leads: 3 },
        { source: 'Trade show', leads: 1 },
        { source: 'Unknown', leads: 1 },
      ],
    });
  });

  it('GetCustomPropensityData: recency by frequency, never = people without engagement', async () => {
    const data = await post(admin, 'GetCustomPropensityData', R7);
    const cell = (segment: string, frequency: string) =>
      data.matrix.find(
        (c: { segment: string; frequency: string }) =>
          c.segment === segment && c.frequency === frequency,
      ).contacts;
    // u0-u29 engaged 2-4 times; u30-u59, four leads and the visitor once; all within 30 days.
    expect(cell('engaged', 'few')).toBe(30);
    expect(cell('engaged', 'once')).toBe(35);
    expect(cell('engaged', 'often')).toBe(0);
    expect(cell('at_risk', 'once')).toBe(3);
    expect(cell('dormant', 'often')).toBe(1);
    expect(data.matrix).toHaveLength(9);
    const people = await peopleOf(owner, admin.clientId);
    expect(data.segments).toEqual([
      { segment: 'engaged', contacts: 65 },
      { segment: 'at_risk', contacts: 3 },
      { segment: 'dormant', contacts: 1 },
      { segment: 'never', contacts: people - 69 },
    ]);
    expect(data.totalContacts).toBe(people);
    // Where people stand today: the same whatever the range.
    expect(await post(admin, 'GetCustomPropensityData', R60)).toEqual(data);
  });
});

describe('Dashboard/ scoping', () => {
  it("a session in one department sees only that department's campaigns and money", async () => {
    await call(t.app, admin, 'User/SwitchCompany', {
      clientId: admin.clientId,
      departmentId: f.marketing,
    });
    try {
      expect((await post(admin, 'GetChannelPerformance', R60)).channels).toEqual([
        { channelId: 1, sent: 120, delivered: 110, opened: 60, clicked: 30, converted: 12 },
      ]);
      expect(await post(admin, 'GetRoiData', R60)).toMatchObject({ revenue: 603, cost: 12 });
      expect(await post(admin, 'GetLeadsSourceData', R60)).toEqual({ total: 0, sources: [] });
      const active = await post(admin, 'GetActiveCampaigns', R60);
      expect(active.active.map((c: { name: string }) => c.name)).toEqual(['Spring email']);
      expect(active.recent).toEqual([]);
      const top = await post(admin, 'GetTopRevenueCampaigns', R60);
      expect(top.campaigns.map((c: { name: string }) => c.name)).toEqual(['Spring email']);
      const time = await post(admin, 'GetAvgTimeToConvertion', R60);
      expect(time).toMatchObject({ averageSeconds: 86_400, conversions: 12 });
      // Audience behaviour belongs to the client, not to a department.
      const propensity = await post(admin, 'GetCustomPropensityData', R60);
      expect(propensity.totalContacts).toBe(await peopleOf(owner, admin.clientId));

      await call(t.app, admin, 'User/SwitchCompany', {
        clientId: admin.clientId,
        departmentId: f.sales,
      });
      expect(await post(admin, 'GetRoiData', R60)).toMatchObject({ revenue: 100, cost: 5 });
      const sales = await post(admin, 'GetActiveCampaigns', R60);
      expect(sales.active).toEqual([]);
      expect(sales.recent.map((c: { name: string }) => c.name)).toEqual([
        'Autumn draft',
        'Flash SMS',
      ]);
      const perf = await post(admin, 'GetTopPerformanceCampaigns', R60);
      expect(perf.campaigns.map((c: { name: string }) => c.name)).toEqual(['Flash SMS']);
    } finally {
      await call(t.app, admin, 'User/SwitchCompany', { clientId: admin.clientId, departmentId: 0 });
    }
  });

  it("another client sees only its own figures, never Acme's", async () => {
    expect(await post(brand, 'GetRoiData', R7)).toMatchObject({ revenue: 999, cost: 3, roi: 332 });
    expect((await post(brand, 'GetChannelPerformance', R7)).channels).toEqual([
      { channelId: 1, sent: 1, delivered: 0, opened: 0, clicked: 0, converted: 1 },
    ]);
    const active = await post(brand, 'GetActiveCampaigns', R7);
    expect(active.active.map((c: { name: string }) => c.name)).toEqual(['Outlet email']);
    expect(await post(brand, 'GetLeadsSourceData', R7)).toEqual({
      total: 1,
      sources: [{ source: 'Webinar', leads: 1 }],
    });
    const propensity = await post(brand, 'GetCustomPropensityData', R7);
    expect(propensity.totalContacts).toBe(await peopleOf(owner, brand.clientId));
    // And Acme's figures hold none of the other client's.
    expect(await post(admin, 'GetRoiData', R7)).toMatchObject({ revenue: 703, cost: 17 });
  });
});

describe('Dashboard/ refusals', () => {
  const endpoints = [
    'GetActiveCampaigns',
    'GetRoiData',
    'GetChannelPerformance',
    'GetCustomPropensityData',
    'GetTopPerformanceCampaigns',
    'GetTopRevenueCampaigns',
    'GetAvgTimeToConvertion',
    'GetLeadsSourceData',
  ];

  it('bad ranges get 400 with a message on the field', async () => {
    const cases: [object, Record<string, string>][] = [
      [{ fromDate: '2026-13-45', toDate: '2026-01-01' }, { fromDate: DASHBOARD_MSG.badDate }],
      [{ fromDate: 'yesterday', toDate: daysAgo(0) }, { fromDate: DASHBOARD_MSG.badDate }],
      [{ fromDate: '2026-02-01', toDate: '2026-02-30' }, { toDate: DASHBOARD_MSG.badDate }],
      [{ fromDate: '0000-01-01', toDate: '0000-01-02' }, { fromDate: DASHBOARD_MSG.badDate }],
      [{ fromDate: daysAgo(3) }, { toDate: DASHBOARD_MSG.badDate }],
      [{ fromDate: daysAgo(1), toDate: daysAgo(3) }, { toDate: DASHBOARD_MSG.fromAfterTo }],
      [{ fromDate: daysAgo(400), toDate: daysAgo(0) }, { fromDate: DASHBOARD_MSG.rangeTooLong }],
      [{ fromDate: daysAgo(-5), toDate: daysAgo(-5) }, { fromDate: DASHBOARD_MSG.inTheFuture }],
      [{ fromDate: 20260101, toDate: daysAgo(0) }, { fromDate: DASHBOARD_MSG.badDate }],
    ];
    for (const endpoint of endpoints) {
      for (const [payload, errors] of cases) {
        const response = await call(t.app, admin, `Dashboard/${endpoint}`, payload);
        expect(response.statusCode, `${endpoint} ${JSON.stringify(payload)}`).toBe(400);
        expect(response.json()).toMatchObject({ status: false, errors });
      }
    }
    // A year of 366 days is the longest range; tomorrow (UTC) may start one.
    expect((await call(t.app, admin, 'Dashboard/GetRoiData', rangeOf(365))).statusCode).toBe(200);
    const tomorrow = { fromDate: daysAgo(-1), toDate: daysAgo(-1) };
    expect((await call(t.app, admin, 'Dashboard/GetRoiData', tomorrow)).statusCode).toBe(200);
  });

  it('no session: 401; a role without the dashboard (feature 1): 403', async () => {
    for (const endpoint of endpoints) {
      expect((await call(t.app, undefined, `Dashboard/${endpoint}`, R7)).statusCode).toBe(401);
    }
    await sql`
      update role_permissions set can_view = false
      where feature_id = 1 and role_id in (
        select id from roles where client_id = ${admin.clientId} and name = 'Viewer')`.execute(
      owner,
    );
    const viewer = await signIn(t.app, 'viewer@acme.test');
    for (const endpoint of endpoints) {
      const response = await call(t.app, viewer, `Dashboard/${endpoint}`, R7);
      expect(response.statusCode, endpoint).toBe(403);
      expect(response.json().status).toBe(false);
    }
  });
});
