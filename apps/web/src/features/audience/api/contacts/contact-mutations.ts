import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  TAttribute,
  TUpsertAttributeRequest,
} from '@resonate/contracts/audience/contact-attributes';
import type { TContact, TUpsertContactRequest } from '@resonate/contracts/audience/contacts';
import { apiPost } from '@/shared/api/client';
import { ATTRIBUTES_KEY, CONTACTS_KEY } from './contact-queries';

/**
 * Forms show field errors under their inputs (silent: no toast); other calls let the client
 * toast their failures.
 */
async function post<T>(path: string, body: unknown, silent = false): Promise<T> {
  const envelope = await apiPost<T>(path, body, { silent });
  if (!envelope.status || envelope.data === undefined) throw new Error(envelope.message);
  return envelope.data;
}

/** POST /api/Audience/UpsertContact: adds or edits; every contact query refreshes after. */
export function useUpsertContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TUpsertContactRequest) =>
      (await post<{ contact: TContact }>('Audience/UpsertContact', body, true)).contact,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONTACTS_KEY }),
  });
}

/** POST /api/Audience/DeleteContacts: a data-subject deletion; lists' counts change too. */
export function useDeleteContacts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (contactIds: number[]) =>
      (await post<{ deleted: number }>('Audience/DeleteContacts', { contactIds })).deleted,
    onSuccess: (_deleted, contactIds) => {
      // The deleted contacts' own queries go (a refetch would only find them gone); every
      // other audience query (pages, lists and their counts) refreshes.
      const gone = new Set(contactIds);
      for (const id of gone) queryClient.removeQueries({ queryKey: [...CONTACTS_KEY, 'one', id] });
      void queryClient.invalidateQueries({
        queryKey: ['audience'],
        predicate: ({ queryKey }) =>
          !(
            queryKey[1] === CONTACTS_KEY[1] &&
            queryKey[2] === 'one' &&
            gone.has(queryKey[3] as number)
          ),
      });
    },
  });
}

/** POST /api/Audience/ExportContacts: a one-minute link to the CSV of the search. */
export function useExportContacts() {
  return useMutation({
    mutationFn: async (search: string | undefined) =>
      (await post<{ url: string }>('Audience/ExportContacts', { search })).url,
  });
}

/** POST /api/Audience/ExportContactData: a one-minute link to everything held about one contact. */
export function useExportContactData() {
  return useMutation({
    mutationFn: async (contactId: number) =>
      (await post<{ url: string }>('Audience/ExportContactData', { contactId })).url,
  });
}

/** POST /api/Audience/UpsertAttribute and DeleteAttribute: the custom-field schema. */
export function useAttributeMutations() {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ATTRIBUTES_KEY }),
      queryClient.invalidateQueries({ queryKey: CONTACTS_KEY }),
    ]);
  const upsert = useMutation({
    mutationFn: async (body: TUpsertAttributeRequest) =>
      (await post<{ attribute: TAttribute }>('Audience/UpsertAttribute', body, true)).attribute,
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: async (key: string) => post<{ key: string }>('Audience/DeleteAttribute', { key }),
    onSuccess: refresh,
  });
  return { upsert, remove };
}
