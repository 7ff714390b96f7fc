import type { TCallable, TEndpointData, TEndpointInput } from '@resonate/contracts/endpoints';
import { ApiError } from './api-error';
import { apiGet, apiPost, type TRequestOptions } from './client';

/**
 * Calls an endpoint defined in contracts and answers its `data`, typed by the definition: the
 * path and the response type are never written in a feature. Toasts, the loader and 401s stay
 * the api client's. A refusal throws the ApiError the client throws for HTTP errors, also when
 * it came as a 2xx envelope with `status: false`, so callers handle one kind of failure.
 */
export async function call<E extends TCallable>(
  endpoint: E,
  input: TEndpointInput<E>,
  options?: TRequestOptions,
): Promise<TEndpointData<E>> {
  return (await answerOf(endpoint, input, options)).data;
}

/**
 * Like `call`, for a paged list whose total travels beside `data` in the envelope's `totalRows`
 * (0 when the server sent none).
 */
export async function callPage<E extends TCallable>(
  endpoint: E,
  input: TEndpointInput<E>,
  options?: TRequestOptions,
): Promise<{ data: TEndpointData<E>; totalRows: number }> {
  const { data, totalRows } = await answerOf(endpoint, input, options);
  return { data, totalRows: totalRows ?? 0 };
}

/**
 * Like `call`, with the envelope's message beside `data`, for a page that shows the server's own
 * words on success (a domain proven).
 */
export async function callMessage<E extends TCallable>(
  endpoint: E,
  input: TEndpointInput<E>,
  options?: TRequestOptions,
): Promise<{ data: TEndpointData<E>; message: string }> {
  const { data, message } = await answerOf(endpoint, input, options);
  return { data, message };
}

async function answerOf<E extends TCallable>(
  endpoint: E,
  input: TEndpointInput<E>,
  options?: TRequestOptions,
): Promise<{ data: TEndpointData<E>; message: string; totalRows?: number }> {
  const envelope =
    endpoint.method === 'GET'
      ? await apiGet<TEndpointData<E>>(endpointPath(endpoint, input), options)
      : await apiPost<TEndpointData<E>>(endpoint.path, input, options);
  if (!envelope.status || envelope.data === undefined) {
    throw new ApiError(envelope.message, 200, endpoint.path, envelope);
  }
  return { data: envelope.data, message: envelope.message, totalRows: envelope.totalRows };
}

/** The endpoint's path under /api/ with its query string (for a GET or an EventSource). */
export function endpointPath<E extends TCallable>(endpoint: E, query?: TEndpointInput<E>): string {
  const pairs = Object.entries((query ?? {}) as Record<string, unknown>).filter(
    ([, value]) => value !== undefined && value !== null,
  );
  if (pairs.length === 0) return endpoint.path;
  const search = pairs
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`)
    .join('&');
  return `${endpoint.path}?${search}`;
}
