import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TRole, TRoleForm } from '@resonate/contracts/onboarding/roles';
import { apiPost } from '@/shared/api/client';
import { useAppStore } from '@/shared/store/app-store';
import { save } from './admin-request';

const ROOT = ['admin', 'roles'] as const;

export function useRoles() {
  const clientId = useAppStore((state) => state.clientId);
  return useQuery({
    queryKey: [...ROOT, clientId],
    queryFn: async () => {
      const envelope = await apiPost<{ roles: TRole[] }>('Admin/GetRoles', {}, { noLoader: true });
      return envelope.data?.roles ?? [];
    },
  });
}

export function useSaveRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TRoleForm & { roleId?: number }) =>
      save<{ role: TRole }>('Admin/SaveRole', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ROOT }),
  });
}

export function useDeleteRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (roleId: number) => save<object>('Admin/DeleteRole', { roleId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ROOT }),
  });
}
