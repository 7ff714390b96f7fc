import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TClientDetails } from '@resonate/contracts/account';
import { MSG } from '@resonate/contracts/messages';
import { renderAt } from '@/testing/render-with-router';
import { ClientDetailsForm } from './client-details-form';

const EMPTY: TClientDetails = {
  clientId: 3,
  companyName: 'Acme Retail',
  parentCompany: '',
  businessEmail: '',
  website: '',
  address: '',
  city: '',
  zip: '',
  countryId: null,
  region: '',
  industryId: null,
  preferredRegions: [],
  timeZoneId: 1,
  daylightSaving: false,
  currency: 'GBP',
  dateFormatId: 1,
  timeFormatId: 1,
  languageId: 1,
  isAgency: false,
  updatedAt: '2026-11-22T10:00:00.000Z',
};

function renderForm(details = EMPTY) {
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit = {}) => {
      sent.push(JSON.parse(String(init.body ?? '{}')));
      return new Response(JSON.stringify({ status: true, message: 'ok', data: details }));
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { enabled: false } } });
  renderAt(
    <QueryClientProvider client={client}>
      <ClientDetailsForm details={details} canEdit />
    </QueryClientProvider>,
    '/preferences/account-settings',
  );
  return sent;
}

afterEach(() => vi.unstubAllGlobals());

describe('ClientDetailsForm', () => {
  it('keeps Save disabled until something changes, then shows every message of the spec', async () => {
    const sent = renderForm();
    const save = screen.getByRole('button', { name: 'Save changes' });
    expect(save).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Website'), { target: { value: 'not a site' } });
    await waitFor(() => expect(save).toBeEnabled());
    fireEvent.click(save);
    expect(await screen.findByText(MSG.websiteInvalid)).toBeInTheDocument();
    expect(screen.getByText(MSG.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(MSG.zipRequired)).toBeInTheDocument();
    expect(
      screen.getByText(MSG.countryRequired, { selector: '.invalid-feedback' }),
    ).toBeInTheDocument();
    expect(sent).toEqual([]);
  });
});
