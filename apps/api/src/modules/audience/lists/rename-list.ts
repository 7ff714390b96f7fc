import { LIST_MSG, type TListDetail } from '@resonate/contracts/audience/lists';
import { allowBulkStatements } from '#/db/statement-timeout.ts';
import { withTenant } from '#/db/tenant.ts';
import { AppError } from '#/errors.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import { nameTakenError, requireList, type TListDeps } from './list-access.ts';
import {
  deleteListRow,
  isListNameConflict,
  listNameTaken,
  updateListRow,
} from './list-repository.ts';
import { toListDetail } from './list-view.ts';

/** POST Audience/RenameList: any kind of list; the new name must be free (any case). */
export async function renameList(
  deps: TListDeps,
  auth: TAuthContext,
  body: { listId: number; name: string },
): Promise<TListDetail> {
  try {
    return await withTenant(deps.db, { clientId: auth.clientId }, async (trx) => {
      await requireList(trx, auth.clientId, body.listId, true);
      if (await listNameTaken(trx, auth.clientId, body.name, body.listId)) throw nameTakenError();
      return toListDetail(await updateListRow(trx, auth.clientId, body.listId, body));
    });
  } catch (error) {
    if (isListNameConflict(error)) throw nameTakenError();
    throw error;
  }
}

/** POST Audience/DeleteList: the list and its memberships (contacts stay in master data). */
export async function deleteList(
  deps: TListDeps,
  auth: TAuthContext,
  body: { listId: number },
): Promise<void> {
  const deleted = await withTenant(deps.db, { clientId: auth.clientId }, async (trx) => {
    // The memberships go with the list (cascade): millions of rows for a large list.
    await allowBulkStatements(trx);
    return deleteListRow(trx, auth.clientId, body.listId);
  });
  if (!deleted) throw new AppError('NOT_FOUND', LIST_MSG.notFound);
}
