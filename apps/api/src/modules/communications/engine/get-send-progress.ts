import { sql } from 'kysely';
import { COMM_MSG } from '@resonate/contracts/campaigns/communications';
import type { TSendProgress } from '@resonate/contracts/campaigns/send-progress';
import { withTenant } from '#/db/tenant.ts';
import { AppError } from '#/errors.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import type { TCommunicationDeps } from '../deps.ts';
import { inDepartmentScope } from '../department-scope.ts';
import { runCounts } from './run-state.ts';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/**
 * POST Communication/GetSendProgress: the current (or last) run's messages by status, the rate
 * over the last minute and the time the rest should take at that rate. A session working in
 * one department sees that department's communications only (as the list shows them).
 */
export async function getSendProgress(
  deps: Pick<TCommunicationDeps, 'db'>,
  auth: TAuthContext,
  body: { communicationId: number },
  now: Date = new Date(),
): Promise<TSendProgress> {
  const { clientId } = auth;
  return withTenant(deps.db, { clientId }, async (trx) => {
    const row = await trx
      .selectFrom('communications')
      .select(['id', 'status', 'run_no', 'started_at', 'completed_at', 'next_run_at', 'last_error'])
      .where('client_id', '=', clientId)
      .where('id', '=', body.communicationId)
      .where(inDepartmentScope(auth))
      .executeTakeFirst();
    if (!row) throw new AppError('NOT_FOUND', COMM_MSG.notFound);
    const counts = await runCounts(trx, clientId, row.id, row.run_no);
    const rate = await sql<{ n: number }>`select count(*)::int as n from messages
      where client_id = ${clientId} and communication_id = ${row.id} and run_no = ${row.run_no}
        and status in ('sent', 'delivered') and sent_at > ${now}::timestamptz - interval '1 minute'`.execute(
      trx,
    );
    const ratePerMinute = rate.rows[0]?.n ?? 0;
    const doubt = await sql<{ n: number }>`select coalesce(sum(in_doubt), 0)::int as n
      from messages where client_id = ${clientId} and communication_id = ${row.id}
        and run_no = ${row.run_no} and in_doubt > 0`.execute(trx);
    const left = counts.queued + counts.sending;
    const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
    return {
      communicationId: row.id,
      status: row.status,
      run: row.run_no,
      counts,
      total,
      ratePerMinute,
      startedAt: iso(row.started_at),
      completedAt: iso(row.completed_at),
      nextRunAt: iso(row.next_run_at),
      eta:
        left > 0 && ratePerMinute > 0
          ? new Date(now.getTime() + (left / ratePerMinute) * 60_000).toISOString()
          : null,
      lastError: row.last_error,
      possiblyDuplicated: doubt.rows[0]?.n ?? 0,
    };
  });
}
