import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TSmtpClientSetting,
  TSmtpDomain,
  TVerifyStatus,
} from '@resonate/contracts/communication-settings/email';
import type { TSmtpThrottle } from '@resonate/contracts/communication-settings/email-options';
import { apiPost } from '@/shared/api/client';

/** POSTs to CommunicationSetting/<path>; a `status: false` answer becomes an error. */
async function post<T>(path: string, body: object, quiet = false): Promise<T> {
  const envelope = await apiPost<T>(`CommunicationSetting/${path}`, body, {
    silent: !quiet,
    noLoader: quiet,
  });
  if (!envelope.status || envelope.data === undefined) throw new Error(envelope.message);
  return envelope.data;
}

const keys = {
  setting: (clientId: number) => ['communication-settings', 'smtp', clientId] as const,
  domains: (clientId: number) => ['communication-settings', 'smtp-domains', clientId] as const,
  throttle: (clientId: number) => ['communication-settings', 'smtp-throttle', clientId] as const,
};

const settingQuery = (clientId: number) =>
  queryOptions({
    queryKey: keys.setting(clientId),
    queryFn: async () =>
      (
        await post<{ setting: TSmtpClientSetting | null }>(
          'GetSMTPClientSetting',
          { clientId },
          true,
        )
      ).setting,
  });

export function useSmtpSetting(clientId: number) {
  return useQuery(settingQuery(clientId));
}

export function useSmtpDomains(clientId: number) {
  return useQuery({
    queryKey: keys.domains(clientId),
    queryFn: async () =>
      (await post<{ domains: TSmtpDomain[] }>('GetSMTPDomainSetting', { clientId }, true)).domains,
  });
}

export function useSmtpThrottle(clientId: number) {
  return useQuery({
    queryKey: keys.throttle(clientId),
    queryFn: async () =>
      (await post<{ throttle: TSmtpThrottle }>('GetSMTPThrottle', { clientId }, true)).throttle,
  });
}

export type TSmtpTestResult = {
  ok: boolean;
  response: string;
  messageId?: string;
  /** The test email's From, and the domain that signed it (null: unsigned MAIL_FROM). */
  from?: string;
  signedBy?: string | null;
};
export type TVerifyResult = {
  domain: TSmtpDomain;
  results: { kind: 'dkim' | 'spf' | 'dmarc'; status: TVerifyStatus }[];
};

/** Every write of the Email tab; answers refresh the cache they change. */
export function useEmailMutations(clientId: number) {
  const queryClient = useQueryClient();
  const refreshDomains = () => queryClient.invalidateQueries({ queryKey: keys.domains(clientId) });
  return {
    saveSetting: useMutation({
      mutationFn: (body: object) =>
        post<{ setting: TSmtpClientSetting; warning?: string }>('UpsertSMTPClientSetting', {
          clientId,
          ...body,
        }),
      onSuccess: ({ setting }) => queryClient.setQueryData(keys.setting(clientId), setting),
    }),
    testConnection: useMutation({
      mutationFn: () => post<TSmtpTestResult>('TestSMTPConnection', { clientId }),
    }),
    sendTestEmail: useMutation({
      mutationFn: (to: string) => post<TSmtpTestResult>('SendTestEmail', { clientId, to }),
    }),
    addDomain: useMutation({
      mutationFn: (body: object) =>
        post<{ domain: TSmtpDomain }>('UpsertSMTPDomainSetting', { clientId, ...body }),
      onSuccess: refreshDomains,
    }),
    deleteDomain: useMutation({
      mutationFn: (domainId: number) => post<object>('DeleteSMTPDomain', { clientId, domainId }),
      onSuccess: refreshDomains,
    }),
    verifyDomain: useMutation({
      mutationFn: (domainId: number) =>
        post<TVerifyResult>('VerifySMTPDomain', { clientId, domainId }),
      onSuccess: refreshDomains,
    }),
    saveThrottle: useMutation({
      mutationFn: (body: TSmtpThrottle) =>
        post<{ throttle: TSmtpThrottle }>('UpsertSMTPThrottle', { clientId, ...body }),
      onSuccess: ({ throttle }) => queryClient.setQueryData(keys.throttle(clientId), throttle),
    }),
  };
}
