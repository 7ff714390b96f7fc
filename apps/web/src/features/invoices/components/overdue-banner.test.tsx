import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TOverdueInvoices } from '@resonate/contracts/billing/invoice-payment';
import { i18n } from '@/shared/i18n/i18n';
import { writeItem } from '@/shared/storage/local-storage';
import { useAppStore } from '@/shared/store/app-store';
import { renderAt } from '@/testing/render-with-router';
import OverdueBanner from './overdue-banner';

function answer(data: TOverdueInvoices) {
  const fetch = vi.fn(async (url: string) =>
    url.endsWith('/Invoice/GetOverdueInvoices')
      ? new Response(JSON.stringify({ status: true, message: 'ok', data }))
      : new Response(JSON.stringify({ status: false, message: 'Not found' }), { status: 404 }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderBanner(accountAdmin: boolean) {
  useAppStore.setState({ accountAdmin });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderAt(
    <QueryClientProvider client={client}>
      <p>page</p>
      <OverdueBanner />
    </QueryClientProvider>,
    '/dashboard',
  );
}

beforeAll(async () => {
  await i18n.loadNamespaces(['invoices']);
});
beforeEach(() => writeItem('accessToken', 'test-token'));
afterEach(() => {
  vi.unstubAllGlobals();
  useAppStore.setState({ accountAdmin: null });
});

describe('the overdue invoice banner', () => {
  it('asks an account admin to pay the overdue invoice, linking to it', async () => {
    answer({ count: 1, oldestInvoiceId: 42 });
    renderBanner(true);
    const banner = await screen.findByRole('region', { name: 'Overdue invoices' });
    expect(banner).toHaveTextContent('An invoice is past its due date.');
    expect(screen.getByRole('link', { name: 'Pay it now' })).toHaveAttribute(
      'href',
      '/invoice-list/invoice?id=42',
    );
  });

  it('sends an admin with several overdue invoices to the overdue list', async () => {
    answer({ count: 3, oldestInvoiceId: 7 });
    renderBanner(true);
    expect(await screen.findByText('3 invoices are past their due date.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'See overdue invoices' })).toHaveAttribute(
      'href',
      '/invoice-list?status=overdue',
    );
  });

  it('shows nothing to other users, who cannot pay, and does not even ask', async () => {
    const fetch = answer({ count: 2, oldestInvoiceId: 7 });
    renderBanner(false);
    await screen.findByText('page');
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.queryByRole('region', { name: 'Overdue invoices' })).toBeNull();
  });
});
