import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TEndpointInput } from '@resonate/contracts/endpoints';
import {
  GET_USERS,
  INVITE_USER,
  RESEND_INVITATION,
  SET_USER_ACTIVE,
  UPDATE_USER,
} from '@resonate/contracts/onboarding/admin-endpoints';
import { useAppStore } from '@/shared/store/app-store';
import { fetchPage, save, type TPageRequest } from './admin-request';

const ROOT = ['admin', 'users'] as const;

export function useAdminUsers(page: TPageRequest) {
  const clientId = useAppStore((state) => state.clientId);
  return useQuery({
    queryKey: [...ROOT, clientId, page],
    queryFn: () => fetchPage(GET_USERS, 'users', page),
    placeholderData: keepPreviousData,
  });
}

type TUserEndpoint =
  typeof INVITE_USER | typeof UPDATE_USER | typeof RESEND_INVITATION | typeof SET_USER_ACTIVE;

function useUserMutation<E extends TUserEndpoint>(endpoint: E) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TEndpointInput<E>) => (await save(endpoint, body)).user,
    // Roles and departments show user counts.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

export const useInviteUser = () => useUserMutation(INVITE_USER);
export const useUpdateUser = () => useUserMutation(UPDATE_USER);
export const useResendInvitation = () => useUserMutation(RESEND_INVITATION);
export const useSetUserActive = () => useUserMutation(SET_USER_ACTIVE);
