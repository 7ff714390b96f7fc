import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAdminUser, TUserForm } from '@resonate/contracts/onboarding/users';
import { useAppStore } from '@/shared/store/app-store';
import { fetchPage, save, type TPageRequest } from './admin-request';

const ROOT = ['admin', 'users'] as const;

export function useAdminUsers(page: TPageRequest) {
  const clientId = useAppStore((state) => state.clientId);
  return useQuery({
    queryKey: [...ROOT, clientId, page],
    queryFn: () => fetchPage<TAdminUser>('Admin/GetUsers', 'users', page),
    placeholderData: keepPreviousData,
  });
}

function useUserMutation<TBody extends object>(endpoint: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TBody) => (await save<{ user: TAdminUser }>(endpoint, body)).user,
    // Roles and departments show user counts.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

export const useInviteUser = () =>
  useUserMutation<TUserForm & { email: string }>('Admin/InviteUser');
export const useUpdateUser = () =>
  useUserMutation<TUserForm & { userId: number }>('Admin/UpdateUser');
export const useResendInvitation = () =>
  useUserMutation<{ userId: number }>('Admin/ResendInvitation');
export const useSetUserActive = () =>
  useUserMutation<{ userId: number; active: boolean }>('Admin/SetUserActive');
