import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DELETE_ROLE, GET_ROLES, SAVE_ROLE } from '@resonate/contracts/onboarding/admin-endpoints';
import type { TRoleForm } from '@resonate/contracts/onboarding/roles';
import { call } from '@/shared/api/call';
import { useAppStore } from '@/shared/store/app-store';
import { save } from './admin-request';

const ROOT = ['admin', 'roles'] as const;

export function useRoles() {
  const clientId = useAppStore((state) => state.clientId);
  return useQuery({
    queryKey: [...ROOT, clientId],
    queryFn: async () => (await call(GET_ROLES, {}, { noLoader: true })).roles,
  });
}

export function useSaveRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TRoleForm & { roleId?: number }) => save(SAVE_ROLE, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ROOT }),
  });
}

export function useDeleteRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (roleId: number) => save(DELETE_ROLE, { roleId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ROOT }),
  });
}
