import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { encodeBase32, formatLicenceKey } from '@resonate/contracts/onboarding/licence-key-format';
import { i18n } from '@/shared/i18n/i18n';
import { writeItem } from '@/shared/storage/local-storage';
import { renderAt } from '@/testing/render-with-router';
import LicenseInfoPage from './license-info-page';

vi.mock('@/shared/lib/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const DAY_MS = 86_400_000;
const KEY = formatLicenceKey(`RSN1${encodeBase32(new Uint8Array(96).fill(3))}`);
const iso = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();
const licence = (overrides: object = {}) => ({
  licenceId: 2,
  licenceTypeId: 3,
  licenceTypeName: 'Business',
  seats: 25,
  channelIds: [1, 2, 21, 26],
  isAgency: false,
  validFrom: iso(-45),
  validUntil: iso(20),
  source: 'key',
  maskedKey: 'RSN1-XXXX-XXXX-…-AB12',
  orderId: null,
  status: 'active',
  replacedAt: null,
  ...overrides,
});
const info = (overrides: object = {}) => ({
  clientName: 'Acme Retail',
  submitKind: 'standard',
  current: licence(),
  seatsUsed: 4,
  daysLeft: 20,
  coveredByAgency: false,
  canRenew: true,
  history: [
    licence({
      licenceId: 1,
      source: 'payment',
      maskedKey: null,
      orderId: 'ORD-2026-000101',
      status: 'replaced',
    }),
  ],
  ...overrides,
});

function fakeApi(handlers: Record<string, (body: Record<string, unknown>) => object>) {
  const sent: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const path = url.replace(/^\/api\//, '');
      sent.push(path);
      const handler = handlers[path];
      const body = JSON.parse(String(init.body ?? '{}')) as Record<string, unknown>;
      const data = handler?.(body);
      return new Response(JSON.stringify({ status: Boolean(data), message: 'ok', data }), {
        status: data ? 200 : 404,
      });
    }),
  );
  return sent;
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderAt(
    <QueryClientProvider client={client}>
      <LicenseInfoPage />
    </QueryClientProvider>,
    '/license-info',
  );
}

beforeAll(async () => {
  await i18n.loadNamespaces(['licence', 'pages']);
});
beforeEach(() => writeItem('accessToken', 'test-token'));
afterEach(() => vi.unstubAllGlobals());

describe('/license-info', () => {
  it('shows type, masked key, days left, seats, channels and history', async () => {
    fakeApi({ LicenseInfo: () => info() });
    renderPage();
    const current = await screen.findByRole('region', { name: 'Current licence' });
    expect(within(current).getByText('Business')).toBeVisible();
    expect(within(current).getByText('Active')).toBeVisible();
    expect(within(current).getByText('RSN1-XXXX-XXXX-…-AB12')).toBeVisible();
    expect(screen.getByText('20 days left')).toBeVisible();
    expect(screen.getByText('Renew soon to keep every channel running.')).toBeVisible();
    expect(
      screen.getByRole('progressbar', { name: 'Share of the licence period used' }),
    ).toBeVisible();
    expect(screen.getByText('4 of 25 seats in use')).toBeInTheDocument();
    expect(screen.getByText('21 seats free')).toBeVisible();
    expect(screen.getByRole('list', { name: 'Enabled channels' })).toHaveTextContent('Voice');
    const history = screen.getByRole('table');
    expect(within(history).getByText('ORD-2026-000101')).toBeVisible();
    expect(within(history).getByText('Replaced')).toBeVisible();
  });

  it('renews with a pasted key after showing what it grants', async () => {
    let renewed = false;
    const sent = fakeApi({
      LicenseInfo: () => (renewed ? info({ daysLeft: 385 }) : info()),
      VerifyLicenseKey: () => ({
        keyId: 'k',
        licenceTypeId: 3,
        licenceTypeName: 'Business',
        seats: 30,
        channelIds: [1],
        isAgency: false,
        validityDays: 365,
        validFrom: iso(0),
        validUntil: iso(385),
        redeemBy: iso(90),
        submitKind: 'standard',
        renewal: true,
        seatsUsed: 4,
        clientName: 'Acme Retail',
      }),
      SubmitLicenseKey: () => {
        renewed = true;
        return { licence: licence(), next: 'licenseInfo' };
      },
    });
    renderPage();
    const field = await screen.findByRole('textbox', { name: 'Licence key' });
    fireEvent.paste(field, { clipboardData: { getData: () => KEY } });
    expect(
      await screen.findByText('The unused days of the current licence are carried over.'),
    ).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Apply key' }));
    expect(await screen.findByText('385 days left')).toBeVisible();
    expect(field).toHaveValue('');
    expect(sent).toContain('SubmitLicenseKey');
  });

  it('tells a member who is not an admin that only admins renew', async () => {
    fakeApi({ LicenseInfo: () => info({ canRenew: false, history: [] }) });
    renderPage();
    expect(await screen.findByText('Only an account admin can renew the licence.')).toBeVisible();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByText('No earlier licences.')).toBeVisible();
  });
});
