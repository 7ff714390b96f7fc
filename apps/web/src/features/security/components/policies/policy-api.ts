import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  GET_SIGN_IN_EVENTS,
  GET_SIGN_IN_POLICY,
  SAVE_SIGN_IN_POLICY,
} from '@resonate/contracts/auth/security-admin-endpoints';
import type { TSignInPolicy } from '@resonate/contracts/auth/sign-in-policies';
import { call, callPage } from '@/shared/api/call';
import { useAppStore } from '@/shared/store/app-store';

const ROOT = ['security', 'sign-in'] as const;

export function useSignInPolicy() {
  const clientId = useAppStore((state) => state.clientId);
  return useQuery({
    queryKey: [...ROOT, 'policy', clientId],
    queryFn: () => call(GET_SIGN_IN_POLICY, {}, { noLoader: true }),
  });
}

export function useSaveSignInPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (policy: TSignInPolicy) =>
      (await call(SAVE_SIGN_IN_POLICY, policy, { silent: true })).policy,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ROOT }),
  });
}

export function useSignInEvents(pageNo: number, pageSize: number) {
  const clientId = useAppStore((state) => state.clientId);
  return useQuery({
    queryKey: [...ROOT, 'events', clientId, pageNo, pageSize],
    queryFn: async () => {
      const { data, totalRows } = await callPage(
        GET_SIGN_IN_EVENTS,
        { pageNo, pageSize },
        { noLoader: true },
      );
      return { events: data.events, totalRows };
    },
    placeholderData: keepPreviousData,
  });
}
