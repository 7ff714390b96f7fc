import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render as renderElement, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DASHBOARD_LAG_NOTICE_SECONDS,
  DASHBOARD_MSG,
} from '@resonate/contracts/dashboard/dashboard';
import '@/shared/i18n/i18n';
import dashboard from '@/locales/en-GB/dashboard.json';
import { i18n } from '@/shared/i18n/i18n';
import { loadECharts } from '@/shared/components/charts/load-echarts';
import { writeItem } from '@/shared/storage/local-storage';
import { resetAppState, useAppStore } from '@/shared/store/app-store';
import { todayUtc } from '../lib/range';
import { dashboardFixtures, fakeDashboardApi } from '../testing/dashboard-fixtures';
import DashboardPage from './dashboard-page';

vi.mock('@/shared/lib/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));
vi.mock('@/shared/hooks/use-date-time-format', () => ({
  useDateTimeFormat: () => ({
    formatDate: (value: string) => value,
    formatDateTime: (value: string) => value,
    formatDay: (value: string) => value,
    formatDayMonth: (value: string) => value,
  }),
}));

function render(path = '/dashboard') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // A string entry, so the range's search parameters reach the page as in the browser.
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <QueryClientProvider client={client}>
            <DashboardPage />
          </QueryClientProvider>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  return { router, ...renderElement(<RouterProvider router={router} />) };
}

const widget = (name: string) => screen.getByRole('region', { name });

// The dashboard route starts ECharts' download as it loads (see withCharts); so do these tests.
beforeAll(() => loadECharts(), 60_000);

beforeEach(() => {
  i18n.addResourceBundle('en-GB', 'dashboard', dashboard, true, true);
  writeItem('accessToken', 'test-token');
  useAppStore.getState().setScope({ isAuth: true, clientId: 3, departmentId: 0 });
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetAppState();
});

describe('the communication dashboard', () => {
  it('shows every widget with its figures for the default 30 days', async () => {
    const { requests } = fakeDashboardApi(() => dashboardFixtures(1_530_000));
    render();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Communication dashboard' }),
    ).toBeVisible();

    const roi = widget('Return on investment');
    expect(await within(roi).findByText('£1.5M')).toBeVisible();
    expect(within(roi).getByText('£40K')).toBeVisible();
    expect(within(roi).getByText('+3.7K%')).toBeVisible();
    expect(within(roi).getByRole('img', { name: /revenue £1.5M, cost £40K/ })).toBeInTheDocument();

    const campaigns = widget('Active and recent campaigns');
    const row = await within(campaigns).findByRole('row', { name: /Black Friday preview/ });
    expect(within(row).getByText('Sending')).toHaveClass('text-bg-success');
    expect(within(row).getByText('120K')).toBeVisible();
    await userEvent.click(within(campaigns).getByRole('button', { name: 'Recent (1)' }));
    expect(within(campaigns).getByText('Completed')).toHaveClass('text-bg-primary');

    const avg = widget('Average time to conversion');
    expect(await within(avg).findByText('1 d 2 h')).toBeVisible();
    expect(within(avg).getByRole('table', { name: /by channel/ })).toHaveTextContent('2 h');

    expect(
      await within(widget('Top performing campaigns')).findByText('1% converted'),
    ).toBeVisible();
    expect(await within(widget('Top revenue campaigns')).findByText('£1.5M')).toBeVisible();
    const leads = widget('Lead sources');
    expect(await within(leads).findByRole('table', { name: 'Lead sources' })).toHaveTextContent(
      'Landing page60066.7%',
    );
    const audience = widget('Audience behaviour');
    expect(await within(audience).findByRole('table', { name: 'Propensity' })).toHaveTextContent(
      'Engaged (≤ 30 days)4K40%',
    );
    expect(within(widget('Channel performance')).getByRole('table')).toHaveTextContent(
      'SMS40K39K (97.5%)',
    );
    const rates = within(widget('Channel performance')).getByRole('button', { name: 'Rates' });
    await userEvent.click(rates);
    expect(rates).toHaveAttribute('aria-pressed', 'true');

    const today = todayUtc();
    const from = new Date(Date.parse(`${today}T00:00:00Z`) - 29 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    expect(new Set(requests.map((r) => r.endpoint)).size).toBe(8);
    expect(requests.every((r) => r.body.fromDate === from && r.body.toDate === today)).toBe(true);
  });

  it('changes every widget when the range changes, and keeps the range in the URL', async () => {
    const { requests } = fakeDashboardApi(({ body }) =>
      dashboardFixtures(body.fromDate === body.toDate ? 750_000 : 2_000_000),
    );
    const { router } = render('/dashboard?days=90');
    const roi = widget('Return on investment');
    expect(await within(roi).findByText('£2M')).toBeVisible();
    expect(screen.getByRole('button', { name: '90 days' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'Custom' }));
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    await userEvent.clear(from);
    await userEvent.type(from, '2026-11-10');
    await userEvent.clear(to);
    await userEvent.type(to, '2026-11-01');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByText(DASHBOARD_MSG.fromAfterTo)).toBeVisible();

    await userEvent.clear(to);
    await userEvent.type(to, '2026-11-10');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await within(roi).findByText('£750K')).toBeVisible();
    expect(router.state.location.search).toBe('?from=2026-11-10&to=2026-11-10');
    expect(requests.filter((r) => r.body.fromDate === '2026-11-10')).toHaveLength(8);
  });

  it('shows an error with a retry in the failing widget only', async () => {
    const api = fakeDashboardApi(() => dashboardFixtures(1_000), new Set(['GetLeadsSourceData']));
    render();
    const leads = widget('Lead sources');
    expect(await within(leads).findByRole('alert')).toHaveTextContent('Database unavailable');
    expect(await within(widget('Return on investment')).findByText('£1K')).toBeVisible();

    api.failing.clear();
    await userEvent.click(within(leads).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(leads).getByRole('table')).toHaveTextContent('Landing page'));
  });

  it('says how far behind the figures are when a read replica lags past a minute', async () => {
    fakeDashboardApi(() => dashboardFixtures(1_000), new Set(), DASHBOARD_LAG_NOTICE_SECONDS + 30);
    render();
    expect(
      await screen.findByText(`Figures may be up to ${DASHBOARD_LAG_NOTICE_SECONDS + 30} s behind`),
    ).toBeVisible();
  });

  it('loads the figures again when the department changes', async () => {
    const { requests } = fakeDashboardApi(() => dashboardFixtures(5_000));
    render();
    await within(widget('Return on investment')).findByText('£5K');
    const before = requests.length;
    useAppStore.getState().setScope({ departmentId: 2 });
    await waitFor(() => expect(requests.length).toBe(before + 8));
  });
});
