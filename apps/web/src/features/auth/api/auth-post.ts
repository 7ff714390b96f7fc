import { apiGet, apiPost } from '@/shared/api/client';
import { isApiError } from '@/shared/api/api-error';
import type { TAuthAnswer } from '../lib/login-outcome';

/**
 * Sign-in calls show their answers inline, so they bypass the client's error toast, its loader
 * (the button shows progress) and its session-expired handling (a 401 here is a wrong password,
 * not an expired session). Every answer that carries an envelope is returned with its status;
 * only a call that got no answer at all (network down) throws.
 */
const AUTH_OPTIONS = { silent: true, noLoader: true, skipSessionExpiry: true } as const;

export async function authPost<T>(
  path: string,
  body?: unknown,
  extra?: { form: boolean },
): Promise<TAuthAnswer<T>> {
  try {
    return {
      httpStatus: 200,
      envelope: await apiPost<T>(path, body, { ...AUTH_OPTIONS, ...extra }),
    };
  } catch (error) {
    if (isApiError(error) && error.envelope) {
      return { httpStatus: error.status, envelope: error.envelope as TAuthAnswer<T>['envelope'] };
    }
    throw error;
  }
}

export async function authGet<T>(path: string): Promise<TAuthAnswer<T>> {
  try {
    return { httpStatus: 200, envelope: await apiGet<T>(path, AUTH_OPTIONS) };
  } catch (error) {
    if (isApiError(error) && error.envelope) {
      return { httpStatus: error.status, envelope: error.envelope as TAuthAnswer<T>['envelope'] };
    }
    throw error;
  }
}

/** The answer's data, or an Error carrying the server's message. */
export function dataOf<T>({ envelope }: TAuthAnswer<T>): T {
  if (!envelope.status || envelope.data === undefined) throw new Error(envelope.message);
  return envelope.data;
}
