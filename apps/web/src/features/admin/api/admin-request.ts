import type { TEndpoint, TEndpointData, TEndpointInput } from '@resonate/contracts/endpoints';
import { call, callPage } from '@/shared/api/call';

/** A page of an admin list, with the total for the pager. */
export type TPage<T> = { rows: T[]; totalRows: number };
export type TPageRequest = { pageNo: number; pageSize: number; search: string };

/** The rows of a list endpoint's `data` under `key` ('users', 'brands', ...). */
type TRowsOf<
  E extends TEndpoint,
  K extends keyof TEndpointData<E>,
> = TEndpointData<E>[K] extends readonly (infer T)[] ? T : never;

/** Reads a list endpoint's page: `key` names the array in the envelope's data. */
export async function fetchPage<E extends TEndpoint, K extends keyof TEndpointData<E>>(
  endpoint: E,
  key: K,
  page: TEndpointInput<E>,
): Promise<TPage<TRowsOf<E, K>>> {
  const { data, totalRows } = await callPage(endpoint, page, { noLoader: true });
  return { rows: data[key] as TRowsOf<E, K>[], totalRows };
}

/**
 * A save: errors (with their field messages) surface on the ApiError for the form; the
 * envelope's data is returned. Dialogs show failures themselves, hence silent.
 */
export function save<E extends TEndpoint>(
  endpoint: E,
  body: TEndpointInput<E>,
): Promise<TEndpointData<E>> {
  return call(endpoint, body, { silent: true });
}
