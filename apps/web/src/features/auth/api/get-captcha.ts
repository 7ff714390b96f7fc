import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCaptcha } from '@resonate/contracts/auth';
import { authGet, dataOf } from './auth-post';

/** GET /api/GetCaptcha: a new code as an SVG data URL, and the id the answer is checked against. */
export async function getCaptcha(): Promise<TCaptcha> {
  return dataOf(await authGet<TCaptcha>('GetCaptcha'));
}

/** `version` changes whenever a new image is wanted (refresh button, failed attempt). */
export const captchaQueryOptions = (version: number) =>
  queryOptions({
    queryKey: ['auth', 'captcha', version],
    queryFn: getCaptcha,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });

export function useCaptcha(version: number) {
  return useQuery(captchaQueryOptions(version));
}
