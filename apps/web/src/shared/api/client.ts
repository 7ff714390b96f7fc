import type { TEnvelope } from '@resonate/contracts/envelope';
import { i18n } from '../i18n/i18n';
import { markSessionExpired } from '../lib/session';
import { notifyError } from '../lib/notify';
import { goChoosePassword, isPasswordChangeRequired } from '../lib/password-change-required';
import { getAccessToken } from '../storage/local-storage';
import { useAppStore } from '../store/app-store';
import { ApiError } from './api-error';
import { buildUrl, lastPathSegment } from './request-url';
import { parkRequest } from './retry-queue';

/**
 * The one HTTP wrapper (spec section 7). Toasts, the loading counter and the 401 hook live here
 * so hooks stay free of try/catch. Non-2xx responses throw an ApiError (so TanStack Query sees
 * a failure); a 2xx POST whose envelope says `status: false` is toasted and returned, because
 * callers such as sign-in branch on its message. A 401 to a POST that carried a token means the
 * session expired (spec sections 4 and 8): the session modal opens and the request is parked,
 * to be sent again once the user has signed in (see retry-queue.ts).
 */
export type TRequestOptions = {
  /** No error toast: the caller shows the failure itself (or it does not matter). */
  silent?: boolean;
  /** Leave the full-page loading counter alone (background refreshes). */
  noLoader?: boolean;
  /** POST as application/x-www-form-urlencoded (the social token) instead of JSON. */
  form?: boolean;
  /**
   * A 401 is one of this call's answers (sign-in, logout), not an expired session: no session
   * modal, no parking; the caller gets the ApiError.
   */
  skipSessionExpiry?: boolean;
  signal?: AbortSignal;
  headers?: Record<string, string>;
};

type TMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export function apiGet<T>(path: string, options?: TRequestOptions) {
  return request<T>('GET', path, undefined, options);
}

export function apiPost<T>(path: string, body?: unknown, options?: TRequestOptions) {
  return request<T>('POST', path, body, options);
}

/** PUT and DELETE are plain (spec section 7): no token header, the body is sent as given. */
export function apiPut<T>(path: string, body?: BodyInit, options?: TRequestOptions) {
  return request<T>('PUT', path, body, options);
}

export function apiDelete<T>(path: string, body?: BodyInit, options?: TRequestOptions) {
  return request<T>('DELETE', path, body, options);
}

const SESSION_EXPIRED = Symbol('session expired');

async function request<T>(
  method: TMethod,
  path: string,
  body: unknown,
  options: TRequestOptions = {},
): Promise<TEnvelope<T>> {
  const result = await send<T>(method, path, body, options);
  if (result !== SESSION_EXPIRED) return result;
  // Parked until the user signs in again (or logs out); the modal opens after the loader is
  // released, so the full-page loader never covers it.
  const retried = parkRequest(() => request<T>(method, path, body, options));
  markSessionExpired();
  return retried;
}

/** One attempt: the envelope, an ApiError thrown, or SESSION_EXPIRED for the caller to park. */
async function send<T>(
  method: TMethod,
  path: string,
  body: unknown,
  options: TRequestOptions,
): Promise<TEnvelope<T> | typeof SESSION_EXPIRED> {
  const title = lastPathSegment(path);
  const fail = (message: string, status: number, envelope: TEnvelope<unknown> | null) => {
    if (!options.silent && status !== 401) notifyError(title, message);
    return new ApiError(message, status, path, envelope);
  };

  const { startLoading, stopLoading } = useAppStore.getState();
  // Only a POST that carried a session can have found it expired (spec: "A 401 on a POST").
  const canExpire = method === 'POST' && !options.skipSessionExpiry && getAccessToken() !== null;
  if (!options.noLoader) startLoading();
  try {
    let response: Response;
    try {
      response = await fetch(buildUrl(path), { method, ...init(method, body, options) });
    } catch (error) {
      if (options.signal?.aborted) throw error;
      throw fail(i18n.t('errors.network'), 0, null);
    }
    const envelope = await readEnvelope<T>(response);
    if (response.status === 401) {
      if (canExpire) return SESSION_EXPIRED;
      throw fail(envelope?.message ?? i18n.t('errors.sessionExpired'), 401, envelope);
    }
    if (isPasswordChangeRequired(response.status, envelope?.data)) {
      goChoosePassword();
      throw new ApiError(envelope?.message ?? '', 403, path, envelope);
    }
    if (!response.ok) {
      const fallback = i18n.t('errors.requestFailed', { status: response.status });
      throw fail(envelope?.message || fallback, response.status, envelope);
    }
    if (envelope === null) throw fail(i18n.t('errors.invalidResponse'), response.status, null);
    if (method === 'POST' && envelope.status === false && !options.silent) {
      notifyError(title, envelope.message);
    }
    return envelope;
  } finally {
    if (!options.noLoader) stopLoading();
  }
}

function init(method: TMethod, body: unknown, options: TRequestOptions): RequestInit {
  const headers = new Headers({ Accept: 'application/json', ...options.headers });
  const result: RequestInit = { headers, signal: options.signal };
  if (method === 'GET' || method === 'POST') {
    const token = getAccessToken();
    if (token) headers.set('accessToken', token);
  }
  if (method === 'POST') {
    if (options.form) {
      headers.set('Content-Type', 'application/x-www-form-urlencoded');
      result.body = new URLSearchParams(body as Record<string, string>).toString();
    } else {
      headers.set('Content-Type', 'application/json');
      result.body = JSON.stringify(body ?? {});
    }
  } else if (method !== 'GET' && body !== undefined) {
    result.body = body as BodyInit;
  }
  return result;
}

async function readEnvelope<T>(response: Response): Promise<TEnvelope<T> | null> {
  try {
    const json: unknown = await response.json();
    return isEnvelope<T>(json) ? json : null;
  } catch {
    return null;
  }
}

// A structural check rather than zod: keeps zod out of the entry chunk (login page budget).
function isEnvelope<T>(value: unknown): value is TEnvelope<T> {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { status?: unknown }).status === 'boolean' &&
    typeof (value as { message?: unknown }).message === 'string'
  );
}
