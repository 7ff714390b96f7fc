import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { PgBoss } from 'pg-boss';
import type { DB } from '#/db/schema.ts';

/**
 * Job definition: monthly partitions ahead (issue 24, item 5). contact_events and messages are
 * partitioned by month (migration 2026-11-28T2000); once a day, and once when a worker starts,
 * this month's partition and the next PARTITION_MONTHS_AHEAD months' are created where missing,
 * so inserts land in a month of their own, not in the default partition. The SECURITY DEFINER
 * function does the DDL as the tables' owner (the app role owns nothing), under an advisory
 * lock, and skips months that exist: idempotent, so workers running it together are harmless.
 */
export const EVENT_PARTITIONS_QUEUE = 'event-partitions-v1';
export const PARTITION_MONTHS_AHEAD = 3;
/** 02:43 UTC: a quiet hour, off the round minute other schedules pick. */
const DAILY_CRON = '43 2 * * *';

export type TEventPartitionsDeps = { db: Kysely<DB>; log: FastifyBaseLogger; queue: PgBoss };

/** One pass: how many partitions it created (0 when all were there). */
export async function createPartitionsAhead(deps: Pick<TEventPartitionsDeps, 'db'>) {
  const { rows } = await sql<{ created: number }>`
    select event_partitions_create_ahead(${PARTITION_MONTHS_AHEAD}) as created`.execute(deps.db);
  return Number(rows[0]?.created ?? 0);
}

/** Schedules the daily pass, queues one now, and works the queue. */
export async function workEventPartitions(deps: TEventPartitionsDeps): Promise<void> {
  await deps.queue.createQueue(EVENT_PARTITIONS_QUEUE, { retryLimit: 5, retryDelay: 600 });
  await deps.queue.schedule(EVENT_PARTITIONS_QUEUE, DAILY_CRON, null, { tz: 'UTC' });
  await deps.queue.work(EVENT_PARTITIONS_QUEUE, async () => {
    const created = await createPartitionsAhead(deps);
    if (created > 0) deps.log.info({ created }, 'monthly event partitions created ahead');
  });
  // Several workers starting together queue one pass between them.
  await deps.queue.send(EVENT_PARTITIONS_QUEUE, null, {
    singletonKey: 'worker-start',
    singletonSeconds: 600,
  });
}
