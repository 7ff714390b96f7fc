import { sql } from 'kysely';
import type { TPendingApproval } from '@resonate/contracts/campaigns/approval';
import { STATUS } from '@resonate/contracts/campaigns/communication-status';
import { pricePlanOf } from '@resonate/contracts/pricing/price-plans';
import { withTenant } from '#/db/tenant.ts';
import type { TCommunicationDeps } from '../deps.ts';
import { toApprover } from './approvers.ts';

type TPendingRow = {
  id: number | string;
  name: string;
  channel_id: number;
  audience_size: number | string;
  estimated_cost_minor: number | string;
  scheduled_at: Date | null;
  submitted_at: Date | null;
  requester_id: number | string | null;
  first_name: string | null;
  email: string | null;
  licence_type_id: number;
  total: number | string;
};

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

/**
 * POST Communication/GetPendingApprovals: the communications waiting for the signed-in user's
 * decision, oldest request first. Approvers are named on the communication, so this is not
 * limited to the session's department.
 */
export async function getPendingApprovals(
  deps: TCommunicationDeps,
  caller: { clientId: number; userId: number },
  page: { pageNo: number; pageSize: number },
): Promise<{ approvals: TPendingApproval[]; total: number }> {
  const { rows } = await withTenant(deps.db, { clientId: caller.clientId }, (trx) =>
    sql<TPendingRow>`
      select c.id, c.name, c.channel_id, c.audience_size, c.estimated_cost_minor,
        c.scheduled_at, c.submitted_at, u.id as requester_id, u.first_name, u.email,
        cl.licence_type_id, count(*) over () as total
      from communications c
      join clients cl on cl.id = c.client_id
      left join users u on u.client_id = c.client_id and u.id = c.created_by
      where c.client_id = ${caller.clientId} and c.status = ${STATUS.pending_approval}
        and c.archived_at is null and ${caller.userId}::bigint = any(c.approver_ids)
      order by c.submitted_at asc nulls last, c.id asc
      limit ${page.pageSize} offset ${(page.pageNo - 1) * page.pageSize}`.execute(trx),
  );
  return {
    total: rows.length > 0 ? Number(rows[0]!.total) : 0,
    approvals: rows.map((row) => ({
      communicationId: Number(row.id),
      name: row.name,
      channelId: row.channel_id,
      audienceSize: Number(row.audience_size),
      estimatedCostMinor: Number(row.estimated_cost_minor),
      currency: pricePlanOf(row.licence_type_id).currency,
      scheduledAt: iso(row.scheduled_at),
      submittedAt: iso(row.submitted_at),
      requestedBy:
        row.requester_id === null
          ? null
          : toApprover({
              id: row.requester_id,
              first_name: row.first_name ?? '',
              email: row.email ?? '',
            }),
    })),
  };
}
