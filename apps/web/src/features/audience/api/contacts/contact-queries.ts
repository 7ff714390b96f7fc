import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TAttribute } from '@resonate/contracts/audience/contact-attributes';
import type {
  TContactDetails,
  TContactSummary,
  TGetContactsRequest,
} from '@resonate/contracts/audience/contacts';
import { apiPost } from '@/shared/api/client';

/** Every contact query lives under this key, so one invalidation refreshes them all. */
export const CONTACTS_KEY = ['audience', 'contacts'] as const;

export type TContactsPage = { rows: TContactSummary[]; total: number; isEstimate: boolean };

/** POST /api/Audience/GetContacts: one page; the previous page stays while the next loads. */
export const contactsQuery = (request: TGetContactsRequest) =>
  queryOptions({
    queryKey: [...CONTACTS_KEY, 'page', request],
    queryFn: async ({ signal }): Promise<TContactsPage> => {
      const envelope = await apiPost<{ contacts: TContactSummary[]; totalIsEstimate: boolean }>(
        'Audience/GetContacts',
        request,
        { noLoader: true, signal },
      );
      return {
        rows: envelope.data?.contacts ?? [],
        total: envelope.totalRows ?? 0,
        isEstimate: envelope.data?.totalIsEstimate ?? false,
      };
    },
    placeholderData: keepPreviousData,
  });

export function useContacts(request: TGetContactsRequest) {
  return useQuery(contactsQuery(request));
}

/** POST /api/Audience/GetContact: one contact with identities, lists and latest events. */
export const contactQuery = (contactId: number) =>
  queryOptions({
    queryKey: [...CONTACTS_KEY, 'one', contactId],
    queryFn: async ({ signal }): Promise<TContactDetails> => {
      const envelope = await apiPost<TContactDetails>(
        'Audience/GetContact',
        { contactId },
        { noLoader: true, signal, silent: true },
      );
      if (!envelope.data) throw new Error(envelope.message);
      return envelope.data;
    },
    retry: false,
  });

export function useContact(contactId: number) {
  return useQuery({ ...contactQuery(contactId), enabled: contactId > 0 });
}

/** Custom fields change rarely; every contact form and the table's export read them. */
export const ATTRIBUTES_KEY = ['audience', 'attributes'] as const;

/** POST /api/Audience/GetAttributes. */
export const attributesQuery = () =>
  queryOptions({
    queryKey: ATTRIBUTES_KEY,
    queryFn: async ({ signal }): Promise<TAttribute[]> => {
      const envelope = await apiPost<{ attributes: TAttribute[] }>(
        'Audience/GetAttributes',
        {},
        { noLoader: true, signal },
      );
      return envelope.data?.attributes ?? [];
    },
    staleTime: 60_000,
  });

export function useAttributes() {
  return useQuery(attributesQuery());
}
