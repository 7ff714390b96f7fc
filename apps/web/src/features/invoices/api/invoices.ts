import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  TCreateCreditNoteRequest,
  TGetInvoicesRequest,
  TInvoiceDetail,
  TInvoiceSummary,
} from '@resonate/contracts/billing/invoices';
import type { TPayInvoiceRequest } from '@resonate/contracts/billing/invoice-payment';
import { apiPost } from '@/shared/api/client';
import { startDownload } from '@/shared/lib/start-download';

export type TInvoiceFilter = Required<Pick<TGetInvoicesRequest, 'pageNo' | 'pageSize'>> &
  Pick<TGetInvoicesRequest, 'period' | 'status'>;

/** POST /api/Invoice/GetInvoices: a page of invoices and credit notes, newest first. */
async function getInvoices(filter: TInvoiceFilter) {
  const envelope = await apiPost<{ invoices: TInvoiceSummary[] }>('Invoice/GetInvoices', filter, {
    noLoader: true,
  });
  if (!envelope.data) throw new Error(envelope.message);
  return { invoices: envelope.data.invoices, totalRows: envelope.totalRows ?? 0 };
}

export const invoicesQuery = (filter: TInvoiceFilter) =>
  queryOptions({
    queryKey: ['invoices', 'list', filter],
    queryFn: () => getInvoices(filter),
    placeholderData: keepPreviousData,
  });

export function useInvoices(filter: TInvoiceFilter) {
  return useQuery(invoicesQuery(filter));
}

/** POST /api/Invoice/GetInvoice: one document with its lines and credit notes. */
async function getInvoice(invoiceId: number) {
  const envelope = await apiPost<{ invoice: TInvoiceDetail }>(
    'Invoice/GetInvoice',
    { invoiceId },
    { noLoader: true, silent: true },
  );
  if (!envelope.data) throw new Error(envelope.message);
  return envelope.data.invoice;
}

export const invoiceQuery = (invoiceId: number) =>
  queryOptions({
    queryKey: ['invoices', 'one', invoiceId],
    queryFn: () => getInvoice(invoiceId),
    retry: false,
  });

export function useInvoice(invoiceId: number) {
  return useQuery({ ...invoiceQuery(invoiceId), enabled: invoiceId > 0 });
}

/** POST /api/Invoice/DownloadInvoicePdf: a one-minute link the browser then follows. */
export function useInvoicePdf() {
  return useMutation({
    mutationFn: async (invoiceId: number) => {
      const envelope = await apiPost<{ url: string }>('Invoice/DownloadInvoicePdf', { invoiceId });
      if (!envelope.data) throw new Error(envelope.message);
      return envelope.data.url;
    },
    onSuccess: (url) => startDownload(url),
  });
}

/** POST /api/Invoice/CreateCreditNote (account admins): the new credit note. */
export function useCreateCreditNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: TCreateCreditNoteRequest) => {
      const envelope = await apiPost<{ invoice: TInvoiceDetail }>(
        'Invoice/CreateCreditNote',
        input,
      );
      if (!envelope.status || !envelope.data) throw new Error(envelope.message);
      return envelope.data.invoice;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['invoices'] }),
  });
}

/**
 * POST /api/Invoice/PayInvoice (account admins): the paid invoice. The caller keeps one
 * idempotency key per attempt, so a double click or a retried request charges once.
 */
export function usePayInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: TPayInvoiceRequest) => {
      const envelope = await apiPost<{ invoice: TInvoiceDetail }>('Invoice/PayInvoice', input, {
        silent: true,
      });
      if (!envelope.status || !envelope.data) throw new Error(envelope.message);
      return envelope.data.invoice;
    },
    onSuccess: (invoice) => {
      queryClient.setQueryData(invoiceQuery(invoice.invoiceId).queryKey, invoice);
      return queryClient.invalidateQueries({ queryKey: ['invoices'] });
    },
  });
}
