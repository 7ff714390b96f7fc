import type { TListDetail, TListKind, TListSummary } from '@resonate/contracts/audience/lists';
import { withTenant } from '#/db/tenant.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import { requireList, type TListDeps } from './list-access.ts';
import { listNameTaken, pageListRows } from './list-repository.ts';
import { toListDetail, toListSummary } from './list-view.ts';

/**
 * POST Audience/GetLists: a page of lists, newest first. Without a kind it gives the Target
 * list tab's lists (target and ad-hoc); dynamic lists are asked for by kind.
 */
export async function getLists(
  deps: TListDeps,
  auth: TAuthContext,
  body: { kind?: TListKind; search?: string; pageNo: number; pageSize: number },
): Promise<{ lists: TListSummary[]; total: number }> {
  const { rows, total } = await withTenant(deps.db, { clientId: auth.clientId }, (trx) =>
    pageListRows(trx, auth.clientId, body, body),
  );
  const now = new Date();
  return { lists: rows.map((row) => toListSummary(row, now)), total };
}

/** POST Audience/GetList: one list with its rule (dynamic lists). */
export async function getList(
  deps: TListDeps,
  auth: TAuthContext,
  body: { listId: number },
): Promise<TListDetail> {
  const row = await withTenant(deps.db, { clientId: auth.clientId }, (trx) =>
    requireList(trx, auth.clientId, body.listId),
  );
  return toListDetail(row);
}

/** POST Audience/CheckListNameExists: whether the name (any case) is another list's. */
export function checkListNameExists(
  deps: TListDeps,
  auth: TAuthContext,
  body: { name: string; exceptListId?: number },
): Promise<boolean> {
  return withTenant(deps.db, { clientId: auth.clientId }, (trx) =>
    listNameTaken(trx, auth.clientId, body.name, body.exceptListId),
  );
}
