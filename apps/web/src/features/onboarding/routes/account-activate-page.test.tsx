import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LICENCE_MSG } from '@resonate/contracts/onboarding/licence';
import { encodeBase32, formatLicenceKey } from '@resonate/contracts/onboarding/licence-key-format';
import { i18n } from '@/shared/i18n/i18n';
import AccountActivatePage from './account-activate-page';

vi.mock('@/shared/lib/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const KEY = formatLicenceKey(`RSN1${encodeBase32(new Uint8Array(96).fill(7))}`);
const q = (exp = Date.now() / 1000 + 3600) =>
  `${btoa(JSON.stringify({ c: 4, u: 9, n: 'Acme Starter', exp })).replace(/=+$/, '')}.mac`;
const Q = q();

const PREVIEW = {
  keyId: 'k1',
  licenceTypeId: 2,
  licenceTypeName: 'Growth',
  seats: 10,
  channelIds: [1, 2, 21],
  isAgency: false,
  validityDays: 365,
  validFrom: '2026-11-22T10:00:00.000Z',
  validUntil: '2027-11-22T10:00:00.000Z',
  redeemBy: '2027-02-20T10:00:00.000Z',
  submitKind: 'standard',
  renewal: false,
  seatsUsed: 1,
  clientName: 'Acme Starter',
};
const LICENCE = {
  licenceId: 1,
  licenceTypeId: 2,
  licenceTypeName: 'Growth',
  seats: 10,
  channelIds: [1, 2, 21],
  isAgency: false,
  validFrom: PREVIEW.validFrom,
  validUntil: PREVIEW.validUntil,
  source: 'key',
  maskedKey: 'RSN1-XXXX-XXXX-…-7777',
  orderId: null,
  status: 'active',
  replacedAt: null,
};

type TReply = { status: number; body: object };
const ok = (data: object): TReply => ({ status: 200, body: { status: true, message: 'ok', data } });

function fakeApi(handlers: Record<string, (body: Record<string, unknown>) => TReply>) {
  const sent: { path: string; body: Record<string, unknown> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const path = url.replace(/^\/api\//, '').replace(/\?.*$/, '');
      const body = JSON.parse(String(init.body ?? '{}')) as Record<string, unknown>;
      sent.push({ path, body });
      const reply = handlers[path]?.(body) ?? {
        status: 404,
        body: { status: false, message: '?' },
      };
      return new Response(JSON.stringify(reply.body), { status: reply.status });
    }),
  );
  return sent;
}

function renderPage(search: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const element = (
    <QueryClientProvider client={client}>
      <AccountActivatePage />
    </QueryClientProvider>
  );
  const router = createMemoryRouter([{ path: '*', element }], {
    initialEntries: [`/account-activate${search}`],
  });
  return render(<RouterProvider router={router} />);
}

const field = () => screen.getByRole('textbox', { name: 'Licence key' });
const paste = (text: string) =>
  fireEvent.paste(field(), { clipboardData: { getData: () => text } });

beforeAll(async () => {
  await i18n.loadNamespaces('licence');
});
afterEach(() => vi.unstubAllGlobals());

describe('/account-activate', () => {
  it('checks a pasted key, shows what it grants, activates and offers sign-in', async () => {
    const sent = fakeApi({
      ValidateLicenseKey: () => ok(PREVIEW),
      SubmitLicenseKey: () => ok({ licence: LICENCE, next: 'signIn' }),
    });
    renderPage(`?q=${Q}`);
    expect(
      await screen.findByText('Enter the licence key you received for Acme Starter.'),
    ).toBeVisible();
    const activate = screen.getByRole('button', { name: 'Activate licence' });
    expect(activate).toBeDisabled();
    paste(KEY.toLowerCase());
    expect(await screen.findByText('This key grants')).toBeVisible();
    expect(screen.getByText('Growth')).toBeVisible();
    expect(screen.getByText('10 users')).toBeVisible();
    expect(screen.getByRole('list', { name: 'Channels' })).toHaveTextContent('EmailSMSWhatsApp');
    expect(sent.find((r) => r.path === 'ValidateLicenseKey')?.body).toEqual({
      q: Q,
      licenseKey: KEY.replace(/-/g, ''),
    });
    fireEvent.click(activate);
    expect(await screen.findByText('Your licence is active')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Continue to sign in' })).toHaveAttribute('href', '/');
    expect(sent.filter((r) => r.path === 'SubmitLicenseKey')).toHaveLength(1);
  });

  it('renewing a licence that has ended promises no carried-over days', async () => {
    fakeApi({ ValidateLicenseKey: () => ok({ ...PREVIEW, renewal: true }) });
    renderPage(`?q=${Q}`);
    await screen.findByText('Enter the licence key you received for Acme Starter.');
    paste(KEY);
    expect(await screen.findByText('This key grants')).toBeVisible();
    expect(
      screen.queryByText('The unused days of the current licence are carried over.'),
    ).not.toBeInTheDocument();
  });

  it('shows the server refusal under the field and keeps Activate off', async () => {
    fakeApi({
      ValidateLicenseKey: () => ({
        status: 409,
        body: {
          status: false,
          message: LICENCE_MSG.keyUsed,
          errors: { licenseKey: LICENCE_MSG.keyUsed },
        },
      }),
    });
    renderPage(`?q=${Q}`);
    paste(KEY);
    expect(await screen.findByRole('alert')).toHaveTextContent(LICENCE_MSG.keyUsed);
    expect(screen.getByRole('button', { name: 'Activate licence' })).toBeDisabled();
    expect(screen.queryByText('This key grants')).not.toBeInTheDocument();
  });

  it('says at once when the text cannot be a key, without asking the server', async () => {
    const sent = fakeApi({});
    renderPage(`?q=${Q}`);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Licence key' }), {
      target: { value: 'hello world' },
    });
    expect(screen.getByRole('alert')).toHaveTextContent(LICENCE_MSG.keyMalformed);
    expect(sent.filter((r) => r.path.includes('License'))).toHaveLength(0);
  });

  it('activates an agency key with the agency step and goes on to account setup', async () => {
    const sent = fakeApi({
      ValidateLicenseKey: () => ok({ ...PREVIEW, isAgency: true, submitKind: 'agency' }),
      AgencySubmitLicenseKey: () =>
        ok({ licence: { ...LICENCE, isAgency: true }, next: 'accountSetup', q: 'next.q' }),
    });
    renderPage(`?q=${Q}`);
    paste(KEY);
    expect(await screen.findByText(/Your account becomes an agency/)).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Activate agency licence' }));
    const setup = await screen.findByRole('link', { name: 'Set up your brands' });
    expect(setup).toHaveAttribute('href', '/account-setup?q=next.q');
    expect(sent.map((r) => r.path)).toContain('AgencySubmitLicenseKey');
  });

  it('sends an expired or missing link back to sign-in', async () => {
    fakeApi({});
    renderPage(`?q=${q(Date.now() / 1000 - 10)}`);
    expect(await screen.findByText('This activation link has expired')).toBeVisible();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/'),
    );
  });
});
