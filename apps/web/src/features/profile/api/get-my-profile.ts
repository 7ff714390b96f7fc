import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TMyProfile } from '@resonate/contracts/profile';
import { apiGet } from '@/shared/api/client';
import { useAppStore } from '@/shared/store/app-store';

/** GET /api/GetMyProfile. The header's avatar follows what the server holds. */
export async function getMyProfile(): Promise<TMyProfile> {
  const envelope = await apiGet<TMyProfile>('GetMyProfile', { noLoader: true });
  if (!envelope.data) throw new Error(envelope.message);
  useAppStore.getState().setScope({ profilePicture: envelope.data.profilePicture });
  return envelope.data;
}

export const myProfileQueryOptions = () =>
  queryOptions({ queryKey: ['profile', 'me'], queryFn: getMyProfile });

export function useMyProfile() {
  return useQuery(myProfileQueryOptions());
}
