import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetAppState, useAppStore } from '@/shared/store/app-store';
import { writeItem } from '@/shared/storage/local-storage';
import { renderAt } from '@/testing/render-with-router';
import { fakePushApi } from '../push-common/fake-push-api.test-helpers';
import { WebPushTab } from './web-push-tab';

vi.mock('@/shared/storage/user-info', () => ({ readUserInfo: () => ({ userId: 7 }) }));
vi.mock('@/shared/lib/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const KEY = `B${'x'.repeat(86)}`;
const SETTING = {
  apiKey: '••••••••',
  authDomain: 'acme.firebaseapp.com',
  databaseUrl: '',
  projectId: 'acme-retail',
  storageBucket: '',
  messagingSenderId: '123',
  vapidPublicKey: KEY,
  updatedAt: '2026-11-22T10:00:00.000Z',
};
const SUBSCRIBER = {
  subscriptionId: 41,
  domain: 'shop.example.com',
  pushService: 'fcm.googleapis.com',
  browser: 'Chrome',
  contactEmail: 'ann@example.com',
  createdAt: '2026-11-22T10:00:00.000Z',
  lastSeenAt: '2026-11-22T11:00:00.000Z',
};
const EVENTS = [
  {
    key: 'page_view',
    source: 'page',
    recordedAs: 'page_view',
    call: "resonate.track('page_view')",
    count: 1200,
  },
  { key: 'clicked', source: 'service_worker', recordedAs: 'clicked', call: '', count: 7 },
];
const ROW = {
  key: 'shop.example.com',
  label: 'shop.example.com',
  subscribers: 1,
  sent: 10,
  delivered: 8,
  clicked: 2,
  converted: 1,
};

function api(overrides: Record<string, (body: Record<string, unknown>) => object> = {}) {
  return fakePushApi({
    GetWebPushSetting: () => ({
      data: { setting: SETTING, domains: [{ domainId: 1, domain: 'shop.example.com' }] },
    }),
    GetWebPushSubscriptions: () => ({ data: { subscriptions: [SUBSCRIBER] }, totalRows: 1 }),
    GetWebPushGoalSettings: () => ({ data: { goals: [] } }),
    GetWebPushEvents: () => ({ data: { events: EVENTS, days: 30 } }),
    GetWebPushAnalyticsList: () => ({ data: { rows: [ROW], days: 30 } }),
    ...overrides,
  });
}

function render() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderAt(
    <QueryClientProvider client={client}>
      <WebPushTab />
    </QueryClientProvider>,
    '/preferences/communication-settings',
  );
}

beforeEach(() => {
  writeItem('accessToken', 'test-token');
  useAppStore.getState().setScope({ isAuth: true, clientId: 3, departmentId: 0 });
  useAppStore.setState({ accountAdmin: true });
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetAppState();
});

describe('WebPushTab: install, subscribers, goals, events, analytics', () => {
  it('shows the real service worker and page script with the key, and the figures', async () => {
    api();
    render();
    const worker = await screen.findByLabelText('1. Service worker: save as /resonate-sw.js');
    expect(worker.textContent).toContain(`const RESONATE_VAPID_PUBLIC_KEY = '${KEY}'`);
    expect(worker.textContent).toContain("self.addEventListener('push'");
    expect(screen.getByLabelText('2. Page script: add to every page').textContent).toContain(
      '/api/v1/web-push/',
    );
    expect(screen.getByRole('link', { name: 'Download' })).toHaveAttribute(
      'href',
      expect.stringContaining(`/api/v1/web-push/${KEY}/resonate-sw.js`),
    );
    expect(await screen.findByText('ann@example.com')).toBeInTheDocument();
    expect(await screen.findByText('1.2K')).toBeInTheDocument();
    expect(screen.getByText('25.0%')).toBeInTheDocument();
  });

  it('validates a goal, then saves it with the kind and value', async () => {
    const requests = api({
      UpsertWebPushGoalSetting: (body) => ({
        data: { goal: { ...body, goalId: 5, conversions: 0, updatedAt: 'x' } },
      }),
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Add goal' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter goal name')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter what to match')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Goal name'), 'Signup');
    await userEvent.selectOptions(within(dialog).getByLabelText('Goal type'), 'event');
    await userEvent.selectOptions(within(dialog).getByLabelText('Match'), 'equals');
    await userEvent.type(within(dialog).getByLabelText('Text to match'), 'signup');
    await userEvent.type(within(dialog).getByLabelText('Value'), '12.5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(requests.some((r) => r.path === 'UpsertWebPushGoalSetting')).toBe(true),
    );
    expect(requests.find((r) => r.path === 'UpsertWebPushGoalSetting')?.body).toEqual({
      clientId: 3,
      name: 'Signup',
      kind: 'event',
      match: 'equals',
      target: 'signup',
      value: 12.5,
    });
  });

  it('shows a field error the server answers under its field', async () => {
    api({
      UpsertWebPushGoalSetting: () => ({
        status: 400,
        errors: { name: 'A goal with this name already exists' },
      }),
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Add goal' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Goal name'), 'Dup');
    await userEvent.type(within(dialog).getByLabelText('Text to match'), '/x');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('A goal with this name already exists'),
    ).toBeInTheDocument();
  });

  it('sends a test push to the picked subscriber and shows the push service’s answer', async () => {
    const requests = api({ SendTestWebPush: () => ({ data: { ok: true, response: '201' } }) });
    render();
    const send = await screen.findByRole('button', { name: 'Send test push' });
    expect(send).toBeDisabled();
    await userEvent.click(
      await screen.findByRole('radio', { name: 'Send the test to Chrome on shop.example.com' }),
    );
    await userEvent.click(send);
    expect(
      await screen.findByText(/The push service accepted the message \(201\)/),
    ).toBeInTheDocument();
    expect(requests.find((r) => r.path === 'SendTestWebPush')?.body).toMatchObject({
      clientId: 3,
      subscriptionId: 41,
      title: 'Test from Resonate',
    });
  });

  it('hides writes from non-admins', async () => {
    useAppStore.setState({ accountAdmin: false });
    api();
    render();
    expect(await screen.findByText('ann@example.com')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add goal' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send test push' })).toBeNull();
  });
});
