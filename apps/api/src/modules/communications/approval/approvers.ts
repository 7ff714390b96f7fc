import { sql, type Transaction } from 'kysely';
import { approverDisplayName, type TApprover } from '@resonate/contracts/campaigns/approval';
import { FEATURE_IDS } from '@resonate/contracts/features';
import type { DB } from '#/db/schema.ts';

type TUserRow = { id: number | string; first_name: string; email: string };

export function toApprover(row: TUserRow): TApprover {
  const approver = { userId: Number(row.id), firstName: row.first_name, email: row.email };
  return { ...approver, displayName: approverDisplayName(approver) };
}

/**
 * approvalList: the tenant's active users who may edit communications, as the session rules
 * decide it (load-auth-context.ts): an account admin, a user without a role, or a role with no
 * entry for the feature may; otherwise the role must view and edit it. By first name.
 */
export async function listApprovers(trx: Transaction<DB>, clientId: number): Promise<TApprover[]> {
  const { rows } = await sql<TUserRow>`
    select u.id, u.first_name, u.email
    from users u
    left join role_permissions p on p.client_id = u.client_id and p.role_id = u.role_id
      and p.feature_id = ${FEATURE_IDS.communications}
    where u.client_id = ${clientId} and u.status = 'active'
      and (u.is_account_admin or u.role_id is null or p.role_id is null
        or (p.can_view and p.can_edit))
    order by lower(u.first_name), lower(u.email), u.id`.execute(trx);
  return rows.map(toApprover);
}

/** A user of the tenant as approvalList shows people (the requester, the decider). */
export async function findUser(
  trx: Transaction<DB>,
  userId: number | null,
): Promise<TApprover | undefined> {
  if (userId === null) return undefined;
  const row = await trx
    .selectFrom('users')
    .select(['id', 'first_name', 'email'])
    .where('id', '=', userId)
    .executeTakeFirst();
  return row && toApprover(row);
}
