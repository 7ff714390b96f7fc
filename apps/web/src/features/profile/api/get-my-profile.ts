import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TMyProfile } from '@resonate/contracts/profile';
import { GET_MY_PROFILE } from '@resonate/contracts/profile-endpoints';
import { call } from '@/shared/api/call';
import { useAppStore } from '@/shared/store/app-store';

/** The caller's profile. The header's avatar follows what the server holds. */
export async function getMyProfile(): Promise<TMyProfile> {
  const profile = await call(GET_MY_PROFILE, undefined, { noLoader: true });
  useAppStore.getState().setScope({ profilePicture: profile.profilePicture });
  return profile;
}

export const myProfileQueryOptions = () =>
  queryOptions({ queryKey: ['profile', 'me'], queryFn: getMyProfile });

export function useMyProfile() {
  return useQuery(myProfileQueryOptions());
}
