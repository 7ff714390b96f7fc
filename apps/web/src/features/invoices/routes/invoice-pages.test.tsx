import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { writeItem } from '@/shared/storage/local-storage';
import { useAppStore } from '@/shared/store/app-store';
import InvoiceListPage from './invoice-list-page';
import InvoicePage from './invoice-page';

vi.mock('@/shared/lib/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const summary = (overrides: object = {}) => ({
  invoiceId: 7,
  invoiceNumber: 'INV-2026-000007',
  kind: 'invoice',
  period: '2026-10',
  periodStart: '2026-10-01T00:00:00.000Z',
  periodEnd: '2026-11-01T00:00:00.000Z',
  issuedAt: '2026-11-01T02:30:00.000Z',
  dueAt: '2026-11-15T02:30:00.000Z',
  paidAt: null,
  status: 'due',
  currency: 'GBP',
  totalMinor: 20_905,
  creditedInvoiceNumber: null,
  ...overrides,
});
const detail = () => ({
  ...summary(),
  issuer: {
    code: 'RES',
    name: 'Resonate Marketing Ltd',
    addressLines: ['10 Finsbury Square'],
    vatNumber: 'GB 1',
    email: 'billing@resonate.example',
  },
  billTo: {
    name: 'Acme Retail',
    email: 'ops@acme.test',
    address: '1 High Street',
    city: 'Leeds',
    postcode: 'LS1 1AA',
    countryCode: 'GB',
    taxNumber: '',
  },
  orderId: null,
  promoCode: 'WELCOME10',
  reason: '',
  lines: [
    {
      lineNo: 1,
      kind: 'subscription',
      description: 'Growth subscription, October 2026',
      channelId: null,
      quantity: 1,
      unitPriceMilli: null,
      unitPriceMinor: 17_900,
      amountMinor: 17_900,
      creditableMinor: 17_900,
    },
    {
      lineNo: 2,
      kind: 'overage',
      description: 'SMS messages beyond the 20,000 included, October 2026',
      channelId: 2,
      quantity: 333,
      unitPriceMilli: 4_375,
      unitPriceMinor: 4,
      amountMinor: 1_457,
      creditableMinor: 1_457,
    },
  ],
  subtotalMinor: 19_357,
  discountMinor: 1_936,
  taxRateBp: 2_000,
  taxLabel: 'VAT',
  taxNote: '',
  taxMinor: 3_484,
  payment: null,
  creditNotes: [
    summary({
      invoiceId: 9,
      invoiceNumber: 'CN-2026-000001',
      kind: 'credit_note',
      totalMinor: -100,
      status: 'paid',
    }),
  ],
});

function fakeApi(handlers: Record<string, (body: Record<string, unknown>) => object | undefined>) {
  const sent: { path: string; body: Record<string, unknown> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const path = url.replace(/^\/api\//, '');
      const body = JSON.parse(String(init.body ?? '{}')) as Record<string, unknown>;
      sent.push({ path, body });
      const answer = handlers[path]?.(body);
      return new Response(
        JSON.stringify({
          status: Boolean(answer),
          message: answer ? 'ok' : 'Invoice not found',
          ...answer,
        }),
        { status: answer ? ((answer as { httpStatus?: number }).httpStatus ?? 200) : 404 },
      );
    }),
  );
  return sent;
}

function renderAtUrl(element: ReactElement, url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [{ path: '*', element: <QueryClientProvider client={client}>{element}</QueryClientProvider> }],
    { initialEntries: [url] },
  );
  return { router, ...render(<RouterProvider router={router} />) };
}

beforeAll(async () => {
  await i18n.loadNamespaces(['invoices', 'pages']);
});
beforeEach(() => writeItem('accessToken', 'test-token'));
afterEach(() => {
  vi.unstubAllGlobals();
  useAppStore.setState({ accountAdmin: null });
});

describe('/invoice-list', () => {
  it('lists invoices with formatted totals and filters by status through the address', async () => {
    const sent = fakeApi({
      'Invoice/GetInvoices': () => ({ data: { invoices: [summary()] }, totalRows: 1 }),
    });
    const { router } = renderAtUrl(<InvoiceListPage />, '/invoice-list');
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('link', { name: 'INV-2026-000007' })).toHaveAttribute(
      'href',
      '/invoice-list/invoice?id=7',
    );
    expect(within(table).getByText('October 2026')).toBeVisible();
    expect(within(table).getByText('£209.05')).toBeVisible();
    expect(within(table).getByText('Due', { selector: '.badge' })).toBeVisible();
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'overdue' } });
    await vi.waitFor(() => expect(router.state.location.search).toBe('?status=overdue'));
    await vi.waitFor(() => expect(sent.at(-1)?.body).toMatchObject({ status: 'overdue' }));
  });

  it('says so when nothing matches', async () => {
    fakeApi({ 'Invoice/GetInvoices': () => ({ data: { invoices: [] }, totalRows: 0 }) });
    renderAtUrl(<InvoiceListPage />, '/invoice-list?status=paid');
    expect(await screen.findByText('No invoices match these filters.')).toBeVisible();
  });
});

describe('/invoice-list/invoice', () => {
  it('lays the invoice out with issuer, bill-to, lines, totals and credit notes', async () => {
    const sent = fakeApi({
      'Invoice/GetInvoice': () => ({ data: { invoice: detail() } }),
      'Invoice/DownloadInvoicePdf': () => ({ data: { url: '/api/Invoice/InvoicePdf?token=t' } }),
    });
    renderAtUrl(<InvoicePage />, '/invoice-list/invoice?id=7');
    expect(await screen.findByRole('heading', { level: 1, name: 'INV-2026-000007' })).toBeVisible();
    expect(screen.getByText('Resonate Marketing Ltd')).toBeVisible();
    expect(screen.getByText('1 High Street')).toBeVisible();
    expect(screen.getByText('£0.04375')).toBeVisible();
    expect(screen.getByText('Discount (WELCOME10)')).toBeVisible();
    expect(screen.getByText('-£19.36')).toBeVisible();
    expect(screen.getByText('VAT (20%)')).toBeVisible();
    expect(screen.getByTestId('invoice-total')).toHaveTextContent('£209.05');
    expect(screen.getByRole('link', { name: 'CN-2026-000001' })).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    await vi.waitFor(() =>
      expect(
        sent.some((s) => s.path === 'Invoice/DownloadInvoicePdf' && s.body.invoiceId === 7),
      ).toBe(true),
    );
  });

  it('shows a clear message for an unknown invoice', async () => {
    fakeApi({});
    renderAtUrl(<InvoicePage />, '/invoice-list/invoice?id=404');
    expect(await screen.findByText('This invoice could not be found.')).toBeVisible();
  });

  it('lets an account admin credit chosen amounts per line, then opens the credit note', async () => {
    useAppStore.setState({ accountAdmin: true });
    const sent = fakeApi({
      'Invoice/GetInvoice': (body) =>
        body.invoiceId === 7
          ? { data: { invoice: detail() } }
          : {
              data: {
                invoice: {
                  ...detail(),
                  ...summary({
                    invoiceId: 12,
                    invoiceNumber: 'CN-2026-000002',
                    kind: 'credit_note',
                  }),
                  creditNotes: [],
                },
              },
            },
      'Invoice/CreateCreditNote': () => ({
        data: { invoice: { ...detail(), invoiceId: 12, invoiceNumber: 'CN-2026-000002' } },
      }),
    });
    const { router } = renderAtUrl(<InvoicePage />, '/invoice-list/invoice?id=7');
    fireEvent.click(await screen.findByRole('button', { name: 'Issue credit note' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Issue credit note' }));
    expect(await within(dialog).findByText('Enter the reason for the credit note')).toBeVisible();
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Outage' } });
    fireEvent.click(within(dialog).getByLabelText('Credit chosen amounts per line'));
    const line = within(dialog).getByLabelText(/Growth subscription, October 2026/);
    fireEvent.change(line, { target: { value: '999' } });
    expect(within(dialog).getByText('Line 1 has less than that left to credit')).toBeVisible();
    fireEvent.change(line, { target: { value: '12.5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Issue credit note' }));
    await vi.waitFor(() =>
      expect(sent.find((s) => s.path === 'Invoice/CreateCreditNote')?.body).toEqual({
        invoiceId: 7,
        reason: 'Outage',
        lines: [{ lineNo: 1, amountMinor: 1250 }],
      }),
    );
    await vi.waitFor(() => expect(router.state.location.search).toBe('?id=12'));
  });

  it('offers no credit note and no payment to other users', async () => {
    fakeApi({ 'Invoice/GetInvoice': () => ({ data: { invoice: detail() } }) });
    renderAtUrl(<InvoicePage />, '/invoice-list/invoice?id=7');
    await screen.findByRole('button', { name: 'Download PDF' });
    expect(screen.queryByRole('button', { name: 'Issue credit note' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Pay now' })).toBeNull();
  });

  it('lets an account admin pay a due invoice: a decline says why, another card pays', async () => {
    useAppStore.setState({ accountAdmin: true });
    const paid = {
      ...detail(),
      status: 'paid',
      paidAt: '2026-11-20T10:00:00.000Z',
      payment: {
        paidAt: '2026-11-20T10:00:00.000Z',
        amountMinor: 20_905,
        currency: 'GBP',
        cardBrand: 'visa',
        cardLast4: '4242',
        reference: 'test_ch_1',
      },
    };
    let current: object = detail();
    const sent = fakeApi({
      'Invoice/GetInvoice': () => ({ data: { invoice: current } }),
      'Invoice/PayInvoice': (body) => {
        if ((body.card as { number: string }).number === '4000000000000002') {
          return { httpStatus: 422, status: false, message: 'Your card was declined' };
        }
        current = paid;
        return { data: { invoice: paid } };
      },
    });
    renderAtUrl(<InvoicePage />, '/invoice-list/invoice?id=7');
    fireEvent.click(await screen.findByRole('button', { name: 'Pay now' }));
    const dialog = await screen.findByRole('dialog');
    const fill = (number: string) => {
      fireEvent.change(within(dialog).getByLabelText('Card number'), { target: { value: number } });
      fireEvent.change(within(dialog).getByLabelText('Expiry date'), { target: { value: '1239' } });
      fireEvent.change(within(dialog).getByLabelText('CVC'), { target: { value: '123' } });
      fireEvent.change(within(dialog).getByLabelText('Name on card'), { target: { value: 'Ada' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Pay £209.05' }));
    };
    fill('4000000000000002');
    expect(await within(dialog).findByText('Your card was declined')).toBeVisible();
    fill('4242424242424242');
    expect(await screen.findByText('Visa ending 4242')).toBeVisible();
    const payments = sent.filter((s) => s.path === 'Invoice/PayInvoice');
    expect(payments).toHaveLength(2);
    expect(payments[0]!.body.idempotencyKey).not.toBe(payments[1]!.body.idempotencyKey);
    expect(payments[1]!.body).toMatchObject({ invoiceId: 7, card: { expiry: '12/39' } });
    expect(screen.queryByRole('button', { name: 'Pay now' })).toBeNull();
  });
});
