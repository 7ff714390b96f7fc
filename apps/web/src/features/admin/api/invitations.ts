import { useMutation, useQuery } from '@tanstack/react-query';
import type { TInvitation } from '@resonate/contracts/onboarding/users';
import { apiPost } from '@/shared/api/client';
import { save } from './admin-request';

/** POST /api/User/GetInvitation: whose invitation a link is, if it can still be accepted. */
export function useInvitation(token: string) {
  return useQuery({
    queryKey: ['invitation', token],
    enabled: token !== '',
    retry: false,
    queryFn: async () => {
      const envelope = await apiPost<TInvitation>(
        'User/GetInvitation',
        { token },
        { silent: true },
      );
      if (!envelope.data) throw new Error(envelope.message);
      return envelope.data;
    },
  });
}

export function useAcceptInvitation() {
  return useMutation({
    mutationFn: (body: { token: string; password: string; confirmPassword: string }) =>
      save<{ email: string }>('User/AcceptInvitation', body),
  });
}
