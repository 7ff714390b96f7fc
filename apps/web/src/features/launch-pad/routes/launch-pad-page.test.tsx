import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TScope } from '@resonate/contracts/onboarding/tenancy';
import { i18n } from '@/shared/i18n/i18n';
import { writeItem } from '@/shared/storage/local-storage';
import { resetAppState, useAppStore } from '@/shared/store/app-store';
import { renderAt } from '@/testing/render-with-router';
import LaunchPadPage from './launch-pad-page';

const base: TScope = {
  clientId: 5,
  clientName: 'Acme Outlet',
  parentClientId: 5,
  departmentId: 0,
  departmentList: [],
  clientList: [{ clientId: 5, clientName: 'Acme Outlet', isHome: true }],
  isAgency: false,
  isCampaign: false,
  licenseTypeId: 3,
  accountAdmin: true,
};

function renderPage(scope: TScope) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ status: true, message: 'ok', data: scope }))),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderAt(
    <QueryClientProvider client={client}>
      <LaunchPadPage />
    </QueryClientProvider>,
    '/launch-pad',
  );
}

const tile = (name: RegExp) => screen.getByRole('link', { name });

beforeAll(async () => {
  await i18n.loadNamespaces('admin');
});
beforeEach(() => {
  writeItem('accessToken', 'token');
  useAppStore.getState().setScope({ isAuth: true, clientId: 5 });
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetAppState();
});

describe('LaunchPadPage', () => {
  it('a non-campaign account: campaign tiles disabled with the reason, setup tiles open', async () => {
    renderPage(base);
    await screen.findByRole('heading', { name: 'Launch pad' });
    expect(tile(/^Communication/)).toHaveAttribute('aria-disabled', 'true');
    expect(tile(/^Communication/)).toHaveTextContent('For campaign accounts');
    expect(tile(/^Email/)).toHaveAttribute('aria-disabled', 'true');
    expect(tile(/^Channels setup/)).toHaveAttribute('href', '/preferences/communication-settings');
    expect(screen.getByRole('note')).toHaveTextContent('not a campaign account');
  });

  it('a campaign account on a big plan opens every tile; no department variant', async () => {
    renderPage({ ...base, isCampaign: true });
    await screen.findByRole('heading', { name: 'Launch pad' });
    expect(tile(/^Communication/)).toHaveAttribute('href', '/communication/list');
    expect(tile(/^WhatsApp/)).toHaveAttribute('href', '/communication/list?channel=21');
    expect(screen.getByText('Everything Acme Outlet can do, one click away.')).toBeInTheDocument();
  });

  it('the department variant: with departments, the workspace and its switcher', async () => {
    renderPage({
      ...base,
      isCampaign: true,
      departmentId: 2,
      departmentList: [
        { departmentId: 1, departmentName: 'Marketing' },
        { departmentId: 2, departmentName: 'Sales' },
      ],
    });
    await screen.findByText('The workspace of Sales at Acme Outlet.');
    expect(screen.getByRole('button', { name: 'Department: Sales' })).toBeInTheDocument();
  });

  it('a small plan (licence type below 3) is the department variant too; its channels follow the plan', async () => {
    renderPage({ ...base, isCampaign: true, licenseTypeId: 1 });
    await screen.findByText('The workspace of your team at Acme Outlet.');
    expect(tile(/^WhatsApp/)).toHaveTextContent('Not in your plan');
    expect(tile(/^SMS/)).toHaveAttribute('href', '/communication/list?channel=2');
  });
});
