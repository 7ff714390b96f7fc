import { apiPost } from '@/shared/api/client';

/** A page of an admin list, with the total for the pager. */
export type TPage<T> = { rows: T[]; totalRows: number };
export type TPageRequest = { pageNo: number; pageSize: number; search: string };

/** Reads a list endpoint's page: `key` names the array in the envelope's data. */
export async function fetchPage<T>(
  endpoint: string,
  key: string,
  page: TPageRequest,
): Promise<TPage<T>> {
  const envelope = await apiPost<Record<string, T[]>>(endpoint, page, { noLoader: true });
  return { rows: envelope.data?.[key] ?? [], totalRows: envelope.totalRows ?? 0 };
}

/**
 * A save: errors (with their field messages) surface on the ApiError for the form; the
 * envelope's data is returned. Dialogs show failures themselves, hence silent.
 */
export async function save<T>(endpoint: string, body: object): Promise<T> {
  const envelope = await apiPost<T>(endpoint, body, { silent: true });
  if (!envelope.status || envelope.data === undefined) throw new Error(envelope.message);
  return envelope.data;
}
