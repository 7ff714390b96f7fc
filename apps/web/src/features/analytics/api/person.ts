import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { TPassportMatch } from '@resonate/contracts/analytics/audience-360';
import { GET_PASSPORT_ID, USER_INFO } from '@resonate/contracts/analytics/audience-360-endpoints';
import { call } from '@/shared/api/call';
import { ApiError } from '@/shared/api/api-error';

/**
 * POST /api/UserAnalytics360/GetPassportID: the person an email, mobile or passport id names.
 * A 404 is an answer here (shown in the page), so it is not toasted.
 */
export function useFindPerson() {
  return useMutation({
    mutationFn: async (search: string): Promise<TPassportMatch | null> => {
      try {
        return await call(GET_PASSPORT_ID, { search }, { noLoader: true, silent: true });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });
}

/** POST /api/UserAnalytics360/UserInfo. */
export const userInfoQuery = (passportId: string) =>
  queryOptions({
    queryKey: ['analytics360', 'person', passportId],
    queryFn: ({ signal }) =>
      call(USER_INFO, { passportId }, { noLoader: true, signal, silent: true }),
    retry: false,
  });

export function useUserInfo(passportId: string) {
  return useQuery({ ...userInfoQuery(passportId), enabled: passportId !== '' });
}
