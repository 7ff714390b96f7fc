import { useMutation, useQuery } from '@tanstack/react-query';
import type { TEndpointInput } from '@resonate/contracts/endpoints';
import { ACCEPT_INVITATION, GET_INVITATION } from '@resonate/contracts/onboarding/admin-endpoints';
import { call } from '@/shared/api/call';
import { save } from './admin-request';

/** Whose invitation a link is, if it can still be accepted. */
export function useInvitation(token: string) {
  return useQuery({
    queryKey: ['invitation', token],
    enabled: token !== '',
    retry: false,
    queryFn: () => call(GET_INVITATION, { token }, { silent: true }),
  });
}

export function useAcceptInvitation() {
  return useMutation({
    mutationFn: (body: TEndpointInput<typeof ACCEPT_INVITATION>) => save(ACCEPT_INVITATION, body),
  });
}
