import { withTenant } from '#/db/tenant.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import { assertEditableMembers, requireList, type TListDeps } from './list-access.ts';
import { deleteMembers, shiftMemberCount } from './list-members-repository.ts';

/** POST Audience/RemoveListMembers: contacts leave a target list (they stay in master data). */
export async function removeListMembers(
  deps: TListDeps,
  auth: TAuthContext,
  body: { listId: number; contactIds: number[] },
): Promise<{ removed: number; memberCount: number }> {
  const { clientId } = auth;
  return withTenant(deps.db, { clientId }, async (trx) => {
    const list = await requireList(trx, clientId, body.listId, true);
    assertEditableMembers(list);
    const removed = await deleteMembers(trx, clientId, list.id, body.contactIds);
    const memberCount = removed
      ? await shiftMemberCount(trx, clientId, list.id, -removed)
      : list.member_count;
    return { removed, memberCount };
  });
}
