import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BRAND_MSG } from '@resonate/contracts/onboarding/brands';
import { MSG } from '@resonate/contracts/messages';
import { STORAGE_KEYS } from '@resonate/contracts/storage-keys';
import { i18n } from '@/shared/i18n/i18n';
import { writeItem } from '@/shared/storage/local-storage';
import { renderAt } from '@/testing/render-with-router';
import { SetupBrandForm } from './setup-brand-form';

vi.mock('@/shared/lib/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const MASTER = {
  countries: [{ countryID: 77, code: 'GB', name: 'United Kingdom', dialCode: '+44' }],
  currencies: [
    { currencyID: 1, code: 'EUR', name: 'Euro', minorUnits: 2 },
    { currencyID: 2, code: 'GBP', name: 'British Pound', minorUnits: 2 },
  ],
  timeZoneList: [
    { timeZoneID: 1, timeZone: 'Africa/Abidjan', utcOffsetMinutes: 0 },
    { timeZoneID: 337, timeZone: 'Europe/London', utcOffsetMinutes: 0 },
  ],
  industries: [{ id: 1, name: 'Retail' }],
};

type TCall = { url: string; body: Record<string, unknown> };

function fakeApi(create: () => { status: number; body: object }) {
  const calls: TCall[] = [];
  const reply = (data: unknown, status = 200) =>
    new Response(JSON.stringify({ status: status < 400, message: 'ok', data }), { status });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const body = JSON.parse(String(init.body ?? '{}')) as Record<string, unknown>;
      calls.push({ url, body });
      if (url.endsWith('/CheckClientNameExists'))
        return reply({ exists: body.clientName === 'Taken' });
      if (url.endsWith('/GetCountryDetails')) {
        return reply({
          countryId: 77,
          code: 'GB',
          name: 'United Kingdom',
          dialCode: '+44',
          currency: 'GBP',
          timeZones: [{ timeZoneId: 337, timeZone: 'Europe/London' }],
        });
      }
      if (url.endsWith('/ClientCreation')) {
        const answer = create();
        return new Response(JSON.stringify(answer.body), { status: answer.status });
      }
      return reply({});
    }),
  );
  return calls;
}

function renderForm(onCreated = vi.fn()) {
  writeItem(STORAGE_KEYS.masterData, JSON.stringify(MASTER));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(['master-data'], MASTER);
  renderAt(
    <QueryClientProvider client={client}>
      <SetupBrandForm q="signed-q" first onCreated={onCreated} />
    </QueryClientProvider>,
    '/account-setup',
  );
  return onCreated;
}

const field = (label: string) => screen.getByLabelText(label);

beforeAll(async () => {
  await i18n.loadNamespaces('admin');
});
afterEach(() => vi.unstubAllGlobals());

describe('SetupBrandForm', () => {
  it('shows the spec messages and checks the name live', async () => {
    fakeApi(() => ({ status: 500, body: {} }));
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Create brand' }));
    expect(await screen.findByText(MSG.websiteRequired)).toBeInTheDocument();
    expect(screen.getByText(BRAND_MSG.nameRequired)).toBeInTheDocument();
    fireEvent.change(field('Website'), { target: { value: 'not a site' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create brand' }));
    expect(await screen.findByText(MSG.websiteInvalid)).toBeInTheDocument();
    fireEvent.change(field('Brand name'), { target: { value: 'Taken' } });
    fireEvent.blur(field('Brand name'));
    expect(await screen.findByText(BRAND_MSG.nameExists)).toBeInTheDocument();
  });

  it('a country proposes its currency, time zone and dial code; creation sends q', async () => {
    const calls = fakeApi(() => ({
      status: 200,
      body: { status: true, message: 'ok', data: { brand: { brandId: 9, brandName: 'Orbit' } } },
    }));
    const onCreated = renderForm();
    await waitFor(() =>
      expect(screen.getAllByRole('option', { name: 'United Kingdom' })).toHaveLength(1),
    );
    fireEvent.change(field('Brand name'), { target: { value: 'Orbit' } });
    fireEvent.change(field('Website'), { target: { value: 'www.orbit.test' } });
    fireEvent.change(field('Country'), { target: { value: '77' } });
    await waitFor(() => expect(field('Time zone')).toHaveValue('337'));
    expect(field('Currency')).toHaveValue('GBP');
    expect(screen.getByText('+44')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Create brand' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    const created = calls.find((c) => c.url.endsWith('/ClientCreation'))!;
    expect(created.body).toMatchObject({
      q: 'signed-q',
      brandName: 'Orbit',
      countryId: 77,
      timeZoneId: 337,
    });
  });

  it("puts the server's duplicate-name refusal under the name", async () => {
    fakeApi(() => ({
      status: 409,
      body: {
        status: false,
        message: BRAND_MSG.nameExists,
        errors: { brandName: BRAND_MSG.nameExists },
      },
    }));
    renderForm();
    await waitFor(() =>
      expect(screen.getAllByRole('option', { name: 'United Kingdom' })).toHaveLength(1),
    );
    fireEvent.change(field('Brand name'), { target: { value: 'Orbit' } });
    fireEvent.change(field('Website'), { target: { value: 'www.orbit.test' } });
    fireEvent.change(field('Country'), { target: { value: '77' } });
    await waitFor(() => expect(field('Time zone')).toHaveValue('337'));
    fireEvent.click(screen.getByRole('button', { name: 'Create brand' }));
    expect(await screen.findByText(BRAND_MSG.nameExists)).toBeInTheDocument();
  });
});
