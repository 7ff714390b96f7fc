import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { TPassportMatch, TUserInfo } from '@resonate/contracts/analytics/audience-360';
import { apiPost } from '@/shared/api/client';
import { ApiError } from '@/shared/api/api-error';

/**
 * POST /api/UserAnalytics360/GetPassportID: the person an email, mobile or passport id names.
 * A 404 is an answer here (shown in the page), so it is not toasted.
 */
export function useFindPerson() {
  return useMutation({
    mutationFn: async (search: string): Promise<TPassportMatch | null> => {
      try {
        const envelope = await apiPost<TPassportMatch>(
          'UserAnalytics360/GetPassportID',
          { search },
          { noLoader: true, silent: true },
        );
        return envelope.data ?? null;
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
    queryFn: async ({ signal }): Promise<TUserInfo> => {
      const envelope = await apiPost<TUserInfo>(
        'UserAnalytics360/UserInfo',
        { passportId },
        { noLoader: true, signal, silent: true },
      );
      if (!envelope.data) throw new Error(envelope.message);
      return envelope.data;
    },
    retry: false,
  });

export function useUserInfo(passportId: string) {
  return useQuery({ ...userInfoQuery(passportId), enabled: passportId !== '' });
}
