import { sql, type Kysely } from 'kysely';
import type { DB } from '#/db/schema.ts';
import { withTenant } from '#/db/tenant.ts';
import { addressSql, audienceSelection } from '../audience/audience-sql.ts';
import { experimentSplitSql } from '../experiments/experiment-run.ts';
import { frequencyCappedSql } from './frequency-cap-sql.ts';
import type { TRunCommunication } from './run-state.ts';

/** Contacts per insert: big enough to be cheap per row, small enough to keep locks short. */
export const EXPAND_BATCH = 5_000;

/**
 * Writes one 'queued' message per eligible contact of the audience for run `runNo`, in keyset
 * batches by contact id (the audience is never loaded into memory). Idempotent: a resumed run
 * expands again and the unique (communication, run, passport) key skips those already written.
 * A person over the frequency cap (messages of this channel to them in the last N days) is
 * written as 'suppressed' with the reason, so the run's figures show why they got nothing.
 */
export async function expandAudience(
  db: Kysely<DB>,
  communication: TRunCommunication,
  runNo: number,
  batchSize = EXPAND_BATCH,
): Promise<number> {
  const { clientId, channelId, frequencyCap } = communication;
  let after = 0;
  let written = 0;
  for (;;) {
    const step = await withTenant(db, { clientId }, async (trx) => {
      const selection = await audienceSelection(trx, clientId, channelId, communication.audience);
      const address = addressSql(channelId);
      // An A/B test: who is written now, the variant each carries and when it goes
      // (experiment-run.ts).
      const split = await experimentSplitSql(trx, clientId, communication.id);
      const capped = frequencyCappedSql(
        clientId,
        channelId,
        frequencyCap,
        sql<string>`b.passport_id`,
      );
      const result = await sql<{ last_id: number | null; picked: number; inserted: number }>`
        with b as (
          select c.id, c.passport_id, ${address} as address, ${split.variant} as variant,
            ${split.notBefore} as not_before
          from contacts c ${selection.joins}
          where c.client_id = ${clientId} and c.id > ${after} and ${selection.where}
            and ${split.where}
          order by c.id
          limit ${batchSize}
        ), ins as (
          insert into messages (client_id, communication_id, run_no, passport_id, channel_id,
            address, status, error, created_at, variant, not_before)
          select ${clientId}, ${communication.id}, ${runNo}, b.passport_id, ${channelId}, b.address,
            case when ${capped} then 'suppressed' else 'queued' end,
            case when ${capped} then 'frequency cap' end,
            run.started_at, b.variant, b.not_before
          from b
          -- The run's stamp, not now(): a batch written again after a worker died must hit the
          -- exactly-once key (which holds created_at, the partition column) of the rows it wrote.
          cross join (select run_started_at as started_at from communications
            where client_id = ${clientId} and id = ${communication.id}) run
          on conflict do nothing
          returning 1
        )
        select (select max(id) from b)::bigint as last_id, (select count(*) from b)::int as picked,
          (select count(*) from ins)::int as inserted`.execute(trx);
      return result.rows[0];
    });
    written += step?.inserted ?? 0;
    if (!step || step.picked < batchSize || step.last_id === null) return written;
    after = Number(step.last_id);
  }
}
