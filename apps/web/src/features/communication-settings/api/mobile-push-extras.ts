import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { TPushAnalyticsRow } from '@resonate/contracts/communication-settings/push-common';
import type {
  TGetMobilePushDevicesRequest,
  TMobileDevice,
  TSendTestMobilePushRequest,
  TUserDeviceMaster,
} from '@resonate/contracts/communication-settings/mobile-push-devices';
import type { TTestPushResult } from '@resonate/contracts/communication-settings/web-push-subscribers';
import type {
  TMobileBroadcast,
  TMobileGoalType,
  TMobilePushGoal,
  TUpsertMobilePushGoalRequest,
} from '@resonate/contracts/communication-settings/mobile-push-goals';
import type { TMobilePushSetup } from '@resonate/contracts/communication-settings/mobile-push-setup';
import type {
  TMobilePushTemplate,
  TUpsertMobilePushTemplateRequest,
} from '@resonate/contracts/communication-settings/mobile-push-templates';
import { apiPost } from '@/shared/api/client';

const base = (clientId: number) => ['communication-settings', 'mobile-push', clientId] as const;
const ofApp = (clientId: number, appId: number, what: string) =>
  [...base(clientId), appId, what] as const;

async function read<T>(path: string, body: object): Promise<{ data: T; totalRows: number }> {
  const envelope = await apiPost<T>(`CommunicationSetting/${path}`, body, { noLoader: true });
  if (!envelope.data) throw new Error(envelope.message);
  return { data: envelope.data, totalRows: envelope.totalRows ?? 0 };
}

async function write<T>(path: string, body: object): Promise<T> {
  const envelope = await apiPost<T>(`CommunicationSetting/${path}`, body, { silent: true });
  if (!envelope.status || !envelope.data) throw new Error(envelope.message);
  return envelope.data;
}

const templatesQuery = (clientId: number, mobileAppId: number) =>
  queryOptions({
    queryKey: ofApp(clientId, mobileAppId, 'templates'),
    queryFn: async () =>
      (
        await read<{ templates: TMobilePushTemplate[] }>('GetMobilePushTemplates', {
          clientId,
          mobileAppId,
        })
      ).data.templates,
  });

export function useMobilePushTemplates(clientId: number, mobileAppId: number) {
  return useQuery(templatesQuery(clientId, mobileAppId));
}

export function useTemplateMutations(clientId: number, mobileAppId: number) {
  const queryClient = useQueryClient();
  const onSuccess = () =>
    queryClient.invalidateQueries({ queryKey: ofApp(clientId, mobileAppId, 'templates') });
  return {
    upsert: useMutation({
      mutationFn: (body: Omit<TUpsertMobilePushTemplateRequest, 'clientId' | 'mobileAppId'>) =>
        write('UpsertMobilePushTemplate', { clientId, mobileAppId, ...body }),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (templateId: number) =>
        write('DeleteMobilePushTemplate', { clientId, templateId }),
      onSuccess,
    }),
  };
}

/** POST /api/CommunicationSetting/GetMobilePushLanguageList: static, so cached for the session. */
export function usePushLanguages(clientId: number) {
  return useQuery({
    queryKey: [...base(clientId), 'languages'],
    queryFn: async () =>
      (
        await read<{ languages: { code: string; name: string }[] }>('GetMobilePushLanguageList', {
          clientId,
        })
      ).data.languages,
    staleTime: Infinity,
  });
}

export type TDeviceFilters = Omit<TGetMobilePushDevicesRequest, 'clientId' | 'mobileAppId'>;

export function useMobileDevices(clientId: number, mobileAppId: number, filters: TDeviceFilters) {
  return useQuery({
    queryKey: [...ofApp(clientId, mobileAppId, 'devices'), filters],
    queryFn: async () => {
      const { data, totalRows } = await read<{ devices: TMobileDevice[] }>(
        'GetMobilePushDeviceList',
        {
          clientId,
          mobileAppId,
          ...filters,
        },
      );
      return { devices: data.devices, totalRows };
    },
    placeholderData: keepPreviousData,
  });
}

/** POST SendTestMobilePush: one push to one device; a gone device comes back disabled. */
export function useSendTestMobilePush(clientId: number, mobileAppId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<TSendTestMobilePushRequest, 'clientId' | 'mobileAppId'>) =>
      write<TTestPushResult>('SendTestMobilePush', { clientId, mobileAppId, ...body }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: ofApp(clientId, mobileAppId, 'devices') }),
  });
}

export function useUserDeviceMaster(clientId: number, mobileAppId: number) {
  return useQuery({
    queryKey: ofApp(clientId, mobileAppId, 'device-master'),
    queryFn: async () =>
      (await read<NonNullable<TUserDeviceMaster>>('GetUserDeviceMaster', { clientId, mobileAppId }))
        .data,
  });
}

export function useMobileGoals(clientId: number, mobileAppId: number) {
  return useQuery({
    queryKey: ofApp(clientId, mobileAppId, 'goals'),
    queryFn: async () =>
      (
        await read<{ goals: TMobilePushGoal[] }>('GetMobilePushGoalSettings', {
          clientId,
          mobileAppId,
        })
      ).data.goals,
  });
}

export function useMobileGoalMutations(clientId: number, mobileAppId: number) {
  const queryClient = useQueryClient();
  const onSuccess = () =>
    queryClient.invalidateQueries({ queryKey: ofApp(clientId, mobileAppId, 'goals') });
  return {
    upsert: useMutation({
      mutationFn: (body: Omit<TUpsertMobilePushGoalRequest, 'clientId' | 'mobileAppId'>) =>
        write('UpsertMobilePushGoalSetting', { clientId, mobileAppId, ...body }),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (goalId: number) => write('DeleteMobilePushGoalSetting', { clientId, goalId }),
      onSuccess,
    }),
  };
}

export function useGoalMaster(clientId: number) {
  return useQuery({
    queryKey: [...base(clientId), 'goal-master'],
    queryFn: async () =>
      (
        await read<{ goalTypes: { goalType: TMobileGoalType; sdkCall: string }[] }>(
          'GetMobilePushGoalMaster',
          { clientId },
        )
      ).data.goalTypes,
    staleTime: Infinity,
  });
}

const setupQuery = (clientId: number, mobileAppId: number) =>
  queryOptions({
    queryKey: ofApp(clientId, mobileAppId, 'setup'),
    queryFn: async () =>
      (await read<TMobilePushSetup>('GetMobilePushSetup', { clientId, mobileAppId })).data,
  });

export function useMobilePushSetup(clientId: number, mobileAppId: number) {
  return useQuery(setupQuery(clientId, mobileAppId));
}

/** Creates or replaces the app key; the app's version moved, so the app list is refetched too. */
export function useEncodeAppKey(clientId: number, mobileAppId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (updatedAt: string | undefined) =>
      write<TMobilePushSetup>('EncodeMobilePushAppKey', { clientId, mobileAppId, updatedAt }),
    onSuccess: (setup) => {
      queryClient.setQueryData(setupQuery(clientId, mobileAppId).queryKey, setup);
      void queryClient.invalidateQueries({ queryKey: base(clientId), exact: true });
    },
  });
}

export function useMobilePushAnalytics(clientId: number) {
  return useQuery({
    queryKey: [...base(clientId), 'analytics'],
    queryFn: async () =>
      (
        await read<{ rows: TPushAnalyticsRow[]; broadcasts: TMobileBroadcast[]; days: number }>(
          'GetMobilePushAnalyticsList',
          { clientId },
        )
      ).data,
  });
}
