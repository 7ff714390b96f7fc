import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TSaveOptInSettingsRequest } from '@resonate/contracts/audience/opt-in';
import {
  GET_CONTACT_OPT_IN,
  GET_OPT_IN_SETTINGS,
  RESEND_OPT_IN_CONFIRMATION,
  SAVE_OPT_IN_SETTINGS,
} from '@resonate/contracts/audience/opt-in-endpoints';
import { call } from '@/shared/api/call';

const OPT_IN_KEY = ['audience', 'opt-in'] as const;
const settingsKey = [...OPT_IN_KEY, 'settings'] as const;
const contactKey = (contactId: number) => [...OPT_IN_KEY, 'contact', contactId] as const;

/** Single or double opt-in per source, and the confirmation mail. */
export function useOptInSettings() {
  return useQuery({
    queryKey: settingsKey,
    queryFn: ({ signal }) => call(GET_OPT_IN_SETTINGS, undefined, { noLoader: true, signal }),
  });
}

export function useSaveOptInSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: TSaveOptInSettingsRequest) => call(SAVE_OPT_IN_SETTINGS, settings),
    onSuccess: (saved) => queryClient.setQueryData(settingsKey, saved),
  });
}

/** A contact's consent record (pending or confirmed, with its proof). */
export function useContactOptIn(contactId: number) {
  return useQuery({
    queryKey: contactKey(contactId),
    queryFn: ({ signal }) =>
      call(GET_CONTACT_OPT_IN, { contactId }, { noLoader: true, silent: true, signal }),
    enabled: contactId > 0,
  });
}

export function useResendOptInConfirmation(contactId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(RESEND_OPT_IN_CONFIRMATION, { contactId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactKey(contactId) }),
  });
}
