import { LIST_MSG, type TListSummary } from '@resonate/contracts/audience/lists';
import { allowBulkStatements } from '#/db/statement-timeout.ts';
import { withTenant } from '#/db/tenant.ts';
import { AppError } from '#/errors.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import { storedRuleSelection } from './dynamic/rule-filter.ts';
import { nameTakenError, requireList, type TListDeps } from './list-access.ts';
import { contactIdIn, type TContactSelection } from './contact-selection.ts';
import { insertMembersWhere } from './list-members-repository.ts';
import {
  insertListRow,
  isListNameConflict,
  listNameTaken,
  updateListRow,
  type TListRow,
  type TTrx,
} from './list-repository.ts';
import { toListSummary } from './list-view.ts';

type TBody = { name: string; contactIds?: number[]; fromDynamicListId?: number };

/** Where the members of a new target list come from, as the list's source and a contact filter. */
async function membersOf(
  trx: TTrx,
  clientId: number,
  body: TBody,
): Promise<{ source: TListRow['source']; filter?: TContactSelection }> {
  if (body.fromDynamicListId !== undefined) {
    const dynamic = await requireList(trx, clientId, body.fromDynamicListId);
    if (dynamic.kind !== 'dynamic') {
      throw new AppError('BAD_REQUEST', LIST_MSG.notDynamic, {
        errors: { fromDynamicListId: LIST_MSG.notDynamic },
      });
    }
    return { source: 'dynamic', filter: storedRuleSelection(clientId, dynamic.rule) };
  }
  if (body.contactIds?.length) return { source: 'selection', filter: contactIdIn(body.contactIds) };
  return { source: 'manual' };
}

/**
 * POST Audience/CreateList: a target list, empty, from selected contacts, or as a snapshot of a
 * dynamic list's members at this moment. The name is unique per client in any case; the list
 * and its members are written in one transaction, with member_count set from what was added.
 */
export async function createList(
  deps: TListDeps,
  auth: TAuthContext,
  body: TBody,
): Promise<TListSummary> {
  const { clientId } = auth;
  try {
    return await withTenant(deps.db, { clientId }, async (trx) => {
      if (await listNameTaken(trx, clientId, body.name)) throw nameTakenError();
      const { source, filter } = await membersOf(trx, clientId, body);
      const row = await insertListRow(trx, clientId, {
        name: body.name,
        kind: 'target',
        source,
        createdBy: auth.userId,
      });
      if (!filter) return toListSummary(row);
      // A snapshot of a dynamic list copies every member it has: millions for a large audience.
      await allowBulkStatements(trx);
      const added = await insertMembersWhere(trx, clientId, row.id, filter);
      return toListSummary(await updateListRow(trx, clientId, row.id, { memberCount: added }));
    });
  } catch (error) {
    if (isListNameConflict(error)) throw nameTakenError();
    throw error;
  }
}
