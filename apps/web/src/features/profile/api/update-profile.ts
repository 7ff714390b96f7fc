import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TMyProfile, TProfileUpdateRequest } from '@resonate/contracts/profile';
import { PROFILE_UPDATE } from '@resonate/contracts/profile-endpoints';
import { call } from '@/shared/api/call';
import { myProfileQueryOptions } from './get-my-profile';

/** Saves names and username. Silent: the form shows field errors and the stale-edit banner. */
export function updateProfile(body: TProfileUpdateRequest): Promise<TMyProfile> {
  return call(PROFILE_UPDATE, body, { silent: true });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (saved) => queryClient.setQueryData(myProfileQueryOptions().queryKey, saved),
  });
}
