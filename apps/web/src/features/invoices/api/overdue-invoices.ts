import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TOverdueInvoices } from '@resonate/contracts/billing/invoice-payment';
import { apiPost } from '@/shared/api/client';

/** POST /api/Invoice/GetOverdueInvoices: how many invoices are past due, and the oldest. */
async function getOverdueInvoices(): Promise<TOverdueInvoices> {
  const envelope = await apiPost<TOverdueInvoices>(
    'Invoice/GetOverdueInvoices',
    {},
    {
      noLoader: true,
      silent: true,
    },
  );
  if (!envelope.data) throw new Error(envelope.message);
  return envelope.data;
}

/** Under ['invoices'], so paying an invoice (which invalidates that key) clears the banner. */
export const overdueInvoicesQuery = () =>
  queryOptions({
    queryKey: ['invoices', 'overdue'],
    queryFn: getOverdueInvoices,
    staleTime: 5 * 60_000,
    refetchInterval: 30 * 60_000,
  });

export function useOverdueInvoices(enabled: boolean) {
  return useQuery({ ...overdueInvoicesQuery(), enabled });
}
