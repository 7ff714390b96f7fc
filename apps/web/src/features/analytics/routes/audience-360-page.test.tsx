import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TTimelineItem, TUserInfo } from '@resonate/contracts/analytics/audience-360';
import { i18n } from '@/shared/i18n/i18n';
import { resetAppState, useAppStore } from '@/shared/store/app-store';
import { writeItem } from '@/shared/storage/local-storage';
import { renderAt } from '@/testing/render-with-router';
import Audience360Page from './audience-360-page';

vi.mock('@/shared/lib/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const PASSPORT = '00000000-0000-4000-8000-000000000001';

const INFO: TUserInfo = {
  profile: {
    passportId: PASSPORT,
    contactId: 1,
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    mobile: null,
    attributes: { City: 'London' },
    createdAt: '2026-01-01T00:00:00.000Z',
  },
  identities: [{ kind: 'email', label: 'ada@example.com', createdAt: '2026-01-01T00:00:00.000Z' }],
  consent: [{ channel: 'email', status: 'subscribed' }],
  scores: {
    segment: 'engaged',
    engagementScore: 76,
    engagements: 3,
    lastEngagedAt: '2026-11-01T00:00:00.000Z',
    conversions: 1,
    revenue: 49.9,
  },
  lists: [{ listId: 4, name: 'VIP', kind: 'target' }],
  channels: [{ channelId: 1, sent: 1200, opened: 3, clicked: 1, converted: 1 }],
};

const event = (id: number, day: number): TTimelineItem => ({
  eventId: id,
  type: 'opened',
  channelId: 1,
  communicationId: 7,
  communicationName: `Campaign ${id}`,
  occurredAt: `2026-11-${String(day).padStart(2, '0')}T10:00:00.000Z`,
  revenue: null,
  leadSource: null,
  properties: null,
});

type TBody = Record<string, unknown>;

function fakeApi(): TBody[] {
  const timelineCalls: TBody[] = [];
  const reply = (status: number, body: object) => new Response(JSON.stringify(body), { status });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const body = JSON.parse(String(init.body ?? '{}')) as TBody;
      switch (url.replace(/^\/api\/UserAnalytics360\//, '')) {
        case 'GetPassportID':
          return body.search === 'ada@example.com'
            ? reply(200, { status: true, message: 'ok', data: { passportId: PASSPORT } })
            : reply(404, { status: false, message: 'No person' });
        case 'UserInfo':
          return reply(200, { status: true, message: 'ok', data: INFO });
        case 'TimeLine': {
          timelineCalls.push(body);
          const data = body.cursor
            ? { items: [event(1, 2)], nextCursor: null }
            : { items: [event(3, 20), event(2, 20)], nextCursor: 'next' };
          return reply(200, { status: true, message: 'ok', data });
        }
        default:
          return reply(404, { status: false, message: '?' });
      }
    }),
  );
  return timelineCalls;
}

function renderPage(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderAt(
    <QueryClientProvider client={client}>
      <Audience360Page />
    </QueryClientProvider>,
    path,
  );
}

beforeAll(() => i18n.loadNamespaces('analytics360'));
beforeEach(() => {
  writeItem('accessToken', 'test-token');
  useAppStore.getState().setScope({ isAuth: true, clientId: 3, departmentId: 0 });
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetAppState();
});

describe('Audience360Page', () => {
  it('says when nobody matches, then opens the person found', async () => {
    fakeApi();
    const { router } = renderPage('/analytics/audience-analytics-360');
    const box = screen.getByRole('searchbox', { name: 'Email, mobile number or passport id' });
    await userEvent.type(box, 'nobody@example.com{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('nobody@example.com');
    await userEvent.clear(box);
    await userEvent.type(box, 'ada@example.com{Enter}');
    expect(await screen.findByRole('heading', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?passportId=${PASSPORT}`);
    expect(screen.getByRole('meter', { name: 'Engagement score out of 100' })).toHaveAttribute(
      'aria-valuenow',
      '76',
    );
    expect(screen.getByText('London')).toBeInTheDocument();
    expect(screen.getByText('1.2K')).toBeInTheDocument();
  });

  it('groups the timeline by day and loads the next page with the button', async () => {
    const calls = fakeApi();
    const { router } = renderPage('/analytics/audience-analytics-360');
    // renderAt takes a path without a query: the person comes in as a link would bring them.
    await act(() => router.navigate(`/analytics/audience-analytics-360?passportId=${PASSPORT}`));
    expect(await screen.findByText('Campaign 3')).toBeInTheDocument();
    const timeline = screen.getByRole('region', { name: 'Timeline' });
    expect(within(timeline).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Campaign 1')).toBeInTheDocument();
    expect(screen.getByText('Beginning of history')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(calls.map((call) => call.cursor)).toEqual([undefined, 'next']);
    expect(within(timeline).getAllByRole('heading', { level: 3 })).toHaveLength(2);
  });
});
