import { vi } from 'vitest';

/** A figure set per endpoint; `revenue` lets a test tell two ranges' answers apart. */
export function dashboardFixtures(revenue: number): Record<string, unknown> {
  const campaign = {
    communicationId: 11,
    name: 'Black Friday preview',
    channelId: 1,
    status: 1,
    sent: 120_000,
    delivered: 118_500,
    opened: 52_300,
    clicked: 9_800,
    converted: 1_250,
    audienceSize: 125_000,
    scheduledAt: null,
    startedAt: '2026-11-20T09:00:00.000Z',
    revenue,
  };
  return {
    GetActiveCampaigns: {
      active: [campaign],
      recent: [{ ...campaign, communicationId: 12, name: 'October newsletter', status: 6 }],
    },
    GetRoiData: {
      currency: 'GBP',
      revenue,
      cost: 40_000,
      roi: (revenue - 40_000) / 40_000,
      granularity: 'day',
      series: [
        { date: '2026-11-20', revenue: revenue / 2, cost: 20_000 },
        { date: '2026-11-21', revenue: revenue / 2, cost: 20_000 },
      ],
    },
    GetChannelPerformance: {
      channels: [
        {
          channelId: 1,
          sent: 120_000,
          delivered: 118_500,
          opened: 52_300,
          clicked: 9_800,
          converted: 1_250,
        },
        {
          channelId: 2,
          sent: 40_000,
          delivered: 39_000,
          opened: 0,
          clicked: 3_100,
          converted: 400,
        },
      ],
    },
    GetCustomPropensityData: {
      totalContacts: 10_000,
      segments: [
        { segment: 'engaged', contacts: 4_000 },
        { segment: 'at_risk', contacts: 2_500 },
        { segment: 'dormant', contacts: 1_500 },
        { segment: 'never', contacts: 2_000 },
      ],
      matrix: [
        { segment: 'engaged', frequency: 'often', contacts: 2_000 },
        { segment: 'engaged', frequency: 'few', contacts: 1_500 },
        { segment: 'engaged', frequency: 'once', contacts: 500 },
        { segment: 'at_risk', frequency: 'once', contacts: 2_500 },
        { segment: 'dormant', frequency: 'once', contacts: 1_500 },
      ],
    },
    GetTopPerformanceCampaigns: {
      campaigns: [{ ...campaign, openRate: 0.436, clickRate: 0.082, conversionRate: 0.0104 }],
    },
    GetTopRevenueCampaigns: {
      currency: 'GBP',
      campaigns: [
        {
          communicationId: 11,
          name: 'Black Friday preview',
          channelId: 1,
          status: 1,
          revenue,
          cost: 40_000,
          roi: 2,
          converted: 1_250,
        },
      ],
    },
    GetAvgTimeToConvertion: {
      averageSeconds: 93_784,
      conversions: 1_650,
      byChannel: [
        { channelId: 1, averageSeconds: 90_000, conversions: 1_250 },
        { channelId: 2, averageSeconds: 7_200, conversions: 400 },
      ],
    },
    GetLeadsSourceData: {
      total: 900,
      sources: [
        { source: 'Landing page', leads: 600 },
        { source: 'Webinar sign-up', leads: 300 },
      ],
    },
  };
}

export type TDashboardRequest = { endpoint: string; body: { fromDate: string; toDate: string } };

/**
 * Dashboard/ endpoints behind a mocked fetch. `answer` picks the figures for a request; an
 * endpoint listed in `failing` answers 500 until removed from the set. GetDataLag answers
 * `behindSeconds` and is not among `requests`, which holds the widgets' calls.
 */
export function fakeDashboardApi(
  answer: (request: TDashboardRequest) => Record<string, unknown>,
  failing = new Set<string>(),
  behindSeconds = 0,
) {
  const requests: TDashboardRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const endpoint = url.replace(/^\/api\/Dashboard\//, '');
      if (endpoint === 'GetDataLag') {
        const data = { behindSeconds };
        return new Response(JSON.stringify({ status: true, message: 'ok', data }), { status: 200 });
      }
      const body = JSON.parse(String(init.body ?? '{}')) as TDashboardRequest['body'];
      requests.push({ endpoint, body });
      if (failing.has(endpoint))
        return new Response(JSON.stringify({ status: false, message: 'Database unavailable' }), {
          status: 500,
        });
      const data = answer({ endpoint, body })[endpoint];
      return new Response(JSON.stringify({ status: true, message: 'ok', data }), { status: 200 });
    }),
  );
  return { requests, failing };
}
