import type { TRuleGroup } from '@resonate/contracts/audience/dynamic-rules';
import { LIST_MSG, type TListDetail } from '@resonate/contracts/audience/lists';
import { withTenant } from '#/db/tenant.ts';
import { AppError } from '#/errors.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import { nameTakenError, requireList, type TListDeps } from '../list-access.ts';
import {
  insertListRow,
  isListNameConflict,
  listNameTaken,
  updateListRow,
} from '../list-repository.ts';
import { toListDetail } from '../list-view.ts';
import { checkRuleReferences } from './rule-check.ts';

type TBody = { listId?: number; name: string; rule: TRuleGroup };

/**
 * POST Audience/CreateDynamicList and Audience/UpdateDynamicList: a name and a rule, whose
 * attribute and list references are checked against the client's schema. Only the rule is
 * stored; members are evaluated whenever the list is used.
 */
export async function saveDynamicList(
  deps: TListDeps,
  auth: TAuthContext,
  body: TBody,
): Promise<TListDetail> {
  const { clientId } = auth;
  try {
    return await withTenant(deps.db, { clientId }, async (trx) => {
      if (body.listId !== undefined) {
        const row = await requireList(trx, clientId, body.listId, true);
        if (row.kind !== 'dynamic') throw new AppError('CONFLICT', LIST_MSG.notDynamic);
      }
      if (await listNameTaken(trx, clientId, body.name, body.listId)) throw nameTakenError();
      await checkRuleReferences(trx, clientId, body.rule);
      const row =
        body.listId === undefined
          ? await insertListRow(trx, clientId, {
              name: body.name,
              kind: 'dynamic',
              source: 'manual',
              rule: body.rule,
              createdBy: auth.userId,
            })
          : await updateListRow(trx, clientId, body.listId, { name: body.name, rule: body.rule });
      return toListDetail(row);
    });
  } catch (error) {
    if (isListNameConflict(error)) throw nameTakenError();
    throw error;
  }
}
