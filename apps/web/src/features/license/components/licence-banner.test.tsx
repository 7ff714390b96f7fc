import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TLicenceStanding } from '@resonate/contracts/onboarding/licence-standing';
import { i18n } from '@/shared/i18n/i18n';
import { writeItem } from '@/shared/storage/local-storage';
import { useAppStore } from '@/shared/store/app-store';
import { renderAt } from '@/testing/render-with-router';
import LicenceBanner from './licence-banner';

const standing = (overrides: Partial<TLicenceStanding>): TLicenceStanding => ({
  state: 'active',
  validFrom: '2025-11-01T00:00:00.000Z',
  validUntil: '2026-11-20T00:00:00.000Z',
  graceUntil: '2026-11-27T00:00:00.000Z',
  graceDaysLeft: null,
  channelIds: [1, 2],
  seats: 5,
  seatsUsed: 4,
  ...overrides,
});

function answer(data: TLicenceStanding) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url.endsWith('/Licence/GetStanding')
        ? new Response(JSON.stringify({ status: true, message: 'ok', data }))
        : new Response(JSON.stringify({ status: false, message: 'Not found' }), { status: 404 }),
    ),
  );
}

function renderBanner(accountAdmin: boolean) {
  useAppStore.setState({ accountAdmin });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderAt(
    <QueryClientProvider client={client}>
      <LicenceBanner />
    </QueryClientProvider>,
    '/dashboard',
  );
}

beforeAll(async () => {
  await i18n.loadNamespaces(['licence']);
});
beforeEach(() => writeItem('accessToken', 'test-token'));
afterEach(() => vi.unstubAllGlobals());

describe('the licence banner', () => {
  it('tells an account admin in the grace period how many days are left, with a way to renew', async () => {
    answer(standing({ state: 'grace', graceDaysLeft: 3 }));
    renderBanner(true);
    const banner = await screen.findByRole('region', { name: 'Licence status' });
    expect(banner).toHaveTextContent('3 more days of grace');
    expect(screen.getByRole('link', { name: 'Renew the licence' })).toHaveAttribute(
      'href',
      '/license-info',
    );
  });

  it.each([
    ['another user during the grace period', standing({ state: 'grace', graceDaysLeft: 3 }), false],
    ['an account admin while the licence is active', standing({ state: 'active' }), true],
  ] as const)('shows nothing to %s', async (_who, data, accountAdmin) => {
    answer(data);
    renderBanner(accountAdmin);
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Licence status' })).toBeNull();
  });

  it('tells every user that sending stopped once the licence has lapsed', async () => {
    answer(standing({ state: 'lapsed' }));
    renderBanner(false);
    const banner = await screen.findByRole('region', { name: 'Licence status' });
    expect(banner).toHaveTextContent('sending, imports and journeys are stopped');
    expect(banner).toHaveTextContent('Ask an account admin to renew it.');
    expect(screen.queryByRole('link', { name: 'Renew the licence' })).toBeNull();
  });
});
