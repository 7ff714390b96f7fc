import { queryOptions, useQuery } from '@tanstack/react-query';
import { GET_OVERDUE_INVOICES } from '@resonate/contracts/billing/invoices-endpoints';
import { call } from '@/shared/api/call';

/** How many invoices are past due, and the oldest (the overdue banner). */
const getOverdueInvoices = () => call(GET_OVERDUE_INVOICES, {}, { noLoader: true, silent: true });

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
