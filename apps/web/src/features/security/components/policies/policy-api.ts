import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TSignInEvent, TSignInPolicy } from '@resonate/contracts/auth/sign-in-policies';
import { apiPost } from '@/shared/api/client';
import { useAppStore } from '@/shared/store/app-store';

const ROOT = ['security', 'sign-in'] as const;

export type TBreakGlassCandidate = { userId: number; email: string; name: string };

export function useSignInPolicy() {
  const clientId = useAppStore((state) => state.clientId);
  return useQuery({
    queryKey: [...ROOT, 'policy', clientId],
    queryFn: async () => {
      const envelope = await apiPost<{ policy: TSignInPolicy; admins: TBreakGlassCandidate[] }>(
        'Security/GetSignInPolicy',
        {},
        { noLoader: true },
      );
      if (!envelope.data) throw new Error(envelope.message);
      return envelope.data;
    },
  });
}

export function useSaveSignInPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (policy: TSignInPolicy) => {
      const envelope = await apiPost<{ policy: TSignInPolicy }>(
        'Security/SaveSignInPolicy',
        policy,
        {
          silent: true,
        },
      );
      if (!envelope.status || !envelope.data) throw new Error(envelope.message);
      return envelope.data.policy;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ROOT }),
  });
}

export function useSignInEvents(pageNo: number, pageSize: number) {
  const clientId = useAppStore((state) => state.clientId);
  return useQuery({
    queryKey: [...ROOT, 'events', clientId, pageNo, pageSize],
    queryFn: async () => {
      const envelope = await apiPost<{ events: TSignInEvent[] }>(
        'Security/GetSignInEvents',
        { pageNo, pageSize },
        { noLoader: true },
      );
      return { events: envelope.data?.events ?? [], totalRows: envelope.totalRows ?? 0 };
    },
    placeholderData: keepPreviousData,
  });
}
