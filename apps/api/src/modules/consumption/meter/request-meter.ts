import { sql, type Kysely } from 'kysely';
import type { DB } from '#/db/schema.ts';
import { withTenant } from '#/db/tenant.ts';
import { isoDay } from '../month-range.ts';

type TCounter = {
  clientId: number;
  departmentId: number;
  day: string;
  calls: number;
  bytes: number;
};

/**
 * API calls and response bytes per client, department and day, counted in memory and added to
 * usage_daily in one upsert per client every few seconds: a request never waits for a counter
 * row, and concurrent processes add to the same rows without losing each other's counts.
 */
export function createRequestMeter(db: Kysely<DB>, log: { warn: (o: object, m: string) => void }) {
  let pending = new Map<string, TCounter>();

  function record(clientId: number, departmentId: number, bytes: number, now = new Date()): void {
    const day = isoDay(now);
    const key = `${clientId}:${departmentId}:${day}`;
    const counter = pending.get(key) ?? { clientId, departmentId, day, calls: 0, bytes: 0 };
    counter.calls += 1;
    counter.bytes += Math.max(0, bytes);
    pending.set(key, counter);
  }

  /** Writes what was counted; on failure the counts go back to be written next time. */
  async function flush(): Promise<void> {
    if (pending.size === 0) return;
    const batch = pending;
    pending = new Map();
    const byClient = new Map<number, TCounter[]>();
    for (const counter of batch.values()) {
      byClient.set(counter.clientId, [...(byClient.get(counter.clientId) ?? []), counter]);
    }
    for (const [clientId, counters] of byClient) {
      try {
        await withTenant(db, { clientId }, (trx) =>
          trx
            .insertInto('usage_daily')
            .values(
              counters.flatMap((c) => [
                {
                  client_id: clientId,
                  day: c.day,
                  metric: 'api_calls' as const,
                  department_id: c.departmentId,
                  quantity: c.calls,
                },
                {
                  client_id: clientId,
                  day: c.day,
                  metric: 'bandwidth_bytes' as const,
                  department_id: c.departmentId,
                  quantity: c.bytes,
                },
              ]),
            )
            .onConflict((oc) =>
              oc
                .columns(['client_id', 'metric', 'day', 'channel_id', 'department_id'])
                .doUpdateSet({
                  quantity: sql`usage_daily.quantity + excluded.quantity`,
                  last_updated_at: sql`now()`,
                }),
            )
            .execute(),
        );
      } catch (error) {
        log.warn({ err: error, clientId }, 'usage counters not written; retried next flush');
        for (const c of counters) {
          const key = `${c.clientId}:${c.departmentId}:${c.day}`;
          const back = pending.get(key) ?? { ...c, calls: 0, bytes: 0 };
          back.calls += c.calls;
          back.bytes += c.bytes;
          pending.set(key, back);
        }
      }
    }
  }

  return { record, flush, pendingCount: () => pending.size };
}

export type TRequestMeter = ReturnType<typeof createRequestMeter>;
