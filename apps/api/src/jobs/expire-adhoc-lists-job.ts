import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { PgBoss } from 'pg-boss';
import type { DB } from '#/db/schema.ts';
import { withTenant } from '#/db/tenant.ts';

/**
 * Job definition: delete the ad-hoc lists past their expiry (ADHOC_LIST_EXPIRY_DAYS after
 * creation), once a day and once when a worker starts. Their members go with them (cascade);
 * the contacts stay in master data.
 */
export const EXPIRE_ADHOC_LISTS_QUEUE = 'expire-adhoc-lists-v1';
/** 03:17 UTC: a quiet hour, off the round minute most schedules pick. */
const DAILY_CRON = '17 3 * * *';

export type TExpireDeps = { db: Kysely<DB>; log: FastifyBaseLogger; queue: PgBoss };

/**
 * One pass. The clients to visit come from a SECURITY DEFINER function (the app role cannot see
 * across tenants); each client's lists are deleted in its own tenant transaction, under RLS.
 */
export async function expireAdhocLists(
  deps: Pick<TExpireDeps, 'db'>,
  now = new Date(),
): Promise<number> {
  const clients = await sql<{ client_id: string }>`
    select client_id from audience_clients_with_expired_adhoc_lists(${now})
      as client_id`.execute(deps.db);
  let deleted = 0;
  for (const row of clients.rows) {
    const clientId = Number(row.client_id);
    const result = await withTenant(deps.db, { clientId }, (trx) =>
      trx
        .deleteFrom('audience_lists')
        .where('client_id', '=', clientId)
        .where('kind', '=', 'adhoc')
        .where('expires_at', '<=', now)
        .executeTakeFirst(),
    );
    deleted += Number(result.numDeletedRows);
  }
  return deleted;
}

/** Schedules the daily pass, queues one now, and works the queue. */
export async function workExpireAdhocLists(deps: TExpireDeps): Promise<void> {
  await deps.queue.createQueue(EXPIRE_ADHOC_LISTS_QUEUE, { retryLimit: 3, retryDelay: 300 });
  await deps.queue.schedule(EXPIRE_ADHOC_LISTS_QUEUE, DAILY_CRON, null, { tz: 'UTC' });
  await deps.queue.work(EXPIRE_ADHOC_LISTS_QUEUE, async () => {
    const deleted = await expireAdhocLists(deps);
    if (deleted > 0) deps.log.info({ deleted }, 'expired ad-hoc lists deleted');
  });
  // Several workers starting together queue one pass between them.
  await deps.queue.send(EXPIRE_ADHOC_LISTS_QUEUE, null, {
    singletonKey: 'worker-start',
    singletonSeconds: 600,
  });
}
