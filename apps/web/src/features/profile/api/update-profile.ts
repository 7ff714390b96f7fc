import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TMyProfile, TProfileUpdateRequest } from '@resonate/contracts/profile';
import { apiPost } from '@/shared/api/client';
import { myProfileQueryOptions } from './get-my-profile';

/** POST /api/ProfileUpdate. Silent: the form shows field errors and the stale-edit banner. */
export async function updateProfile(body: TProfileUpdateRequest): Promise<TMyProfile> {
  const envelope = await apiPost<TMyProfile>('ProfileUpdate', body, { silent: true });
  if (!envelope.data) throw new Error(envelope.message);
  return envelope.data;
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (saved) => queryClient.setQueryData(myProfileQueryOptions().queryKey, saved),
  });
}
