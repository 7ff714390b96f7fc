import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  ZExtendedSystemFormSchema,
  ZSmtpHousingFormSchema,
} from '@resonate/contracts/communication-settings/email-options';
import { apiPost } from '@/shared/api/client';

export type TSmtpHousing = z.infer<typeof ZSmtpHousingFormSchema>;
export type TExtendedSystem = z.infer<typeof ZExtendedSystemFormSchema>;

async function post<T>(path: string, body: object, quiet = false): Promise<T> {
  const envelope = await apiPost<T>(`CommunicationSetting/${path}`, body, {
    silent: !quiet,
    noLoader: quiet,
  });
  if (!envelope.status || envelope.data === undefined) throw new Error(envelope.message);
  return envelope.data;
}

const keys = {
  housing: (clientId: number) => ['communication-settings', 'smtp-housing', clientId] as const,
  extended: (clientId: number) => ['communication-settings', 'smtp-extended', clientId] as const,
};

/** GET/UpsertSMTPHousing: where the client's mail is sent from. */
export function useSmtpHousing(clientId: number) {
  const queryClient = useQueryClient();
  return {
    query: useQuery({
      queryKey: keys.housing(clientId),
      queryFn: async () =>
        (await post<{ housing: TSmtpHousing }>('GetSMTPHousing', { clientId }, true)).housing,
    }),
    save: useMutation({
      mutationFn: (body: TSmtpHousing) =>
        post<{ housing: TSmtpHousing }>('UpsertSMTPHousing', { clientId, ...body }),
      onSuccess: ({ housing }) => queryClient.setQueryData(keys.housing(clientId), housing),
    }),
  };
}

/** Get/UpsertExtendedSystem: tracking and header options of every send. */
export function useExtendedSystem(clientId: number) {
  const queryClient = useQueryClient();
  return {
    query: useQuery({
      queryKey: keys.extended(clientId),
      queryFn: async () =>
        (await post<{ extendedSystem: TExtendedSystem }>('GetExtendedSystem', { clientId }, true))
          .extendedSystem,
    }),
    save: useMutation({
      mutationFn: (body: TExtendedSystem) =>
        post<{ extendedSystem: TExtendedSystem }>('UpsertExtendedSystem', { clientId, ...body }),
      onSuccess: ({ extendedSystem }) =>
        queryClient.setQueryData(keys.extended(clientId), extendedSystem),
    }),
  };
}
