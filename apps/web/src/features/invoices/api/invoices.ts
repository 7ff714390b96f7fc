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
} from '@resonate/contracts/billing/invoices';
import {
  CREATE_CREDIT_NOTE,
  DOWNLOAD_INVOICE_PDF,
  GET_INVOICE,
  GET_INVOICES,
  PAY_INVOICE,
} from '@resonate/contracts/billing/invoices-endpoints';
import type { TPayInvoiceRequest } from '@resonate/contracts/billing/invoice-payment';
import { call, callPage } from '@/shared/api/call';
import { startDownload } from '@/shared/lib/start-download';

export type TInvoiceFilter = Required<Pick<TGetInvoicesRequest, 'pageNo' | 'pageSize'>> &
  Pick<TGetInvoicesRequest, 'period' | 'status'>;

/** A page of invoices and credit notes, newest first. */
async function getInvoices(filter: TInvoiceFilter) {
  const { data, totalRows } = await callPage(GET_INVOICES, filter, { noLoader: true });
  return { invoices: data.invoices, totalRows };
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

/** One document with its lines and credit notes. */
async function getInvoice(invoiceId: number) {
  return (await call(GET_INVOICE, { invoiceId }, { noLoader: true, silent: true })).invoice;
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

/** A one-minute link to the PDF, which the browser then follows. */
export function useInvoicePdf() {
  return useMutation({
    mutationFn: async (invoiceId: number) => (await call(DOWNLOAD_INVOICE_PDF, { invoiceId })).url,
    onSuccess: (url) => startDownload(url),
  });
}

/** A credit note (account admins): the new credit note. */
export function useCreateCreditNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: TCreateCreditNoteRequest) =>
      (await call(CREATE_CREDIT_NOTE, input)).invoice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['invoices'] }),
  });
}

/**
 * Pays a due invoice (account admins): the paid invoice. The caller keeps one idempotency key
 * per attempt, so a double click or a retried request charges once.
 */
export function usePayInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: TPayInvoiceRequest) =>
      (await call(PAY_INVOICE, input, { silent: true })).invoice,
    onSuccess: (invoice) => {
      queryClient.setQueryData(invoiceQuery(invoice.invoiceId).queryKey, invoice);
      return queryClient.invalidateQueries({ queryKey: ['invoices'] });
    },
  });
}
