import type { Kysely } from 'kysely';
import type { TBounceReport } from '@resonate/contracts/campaigns/bounces';
import type { DB } from '#/db/schema.ts';
import { handleBounces, type TBounceOutcome } from './handle-bounce.ts';
import type { TVerpRef } from './verp.ts';

type TPending = {
  item: { messageId: number; report: TBounceReport };
  resolve: (outcome: TBounceOutcome) => void;
  reject: (error: unknown) => void;
};

const MAX_BATCH = 200;

/**
 * Gathers the reports that arrive together (a bounce storm after a campaign) and hands each
 * client's to handleBounces in one transaction: every report of one communication updates the
 * same figures row, so one transaction each would queue on that row's lock. A report waits at
 * most for the batch in progress; each caller still gets its own outcome, and a failed batch
 * fails each of its callers (the SMTP receiver then answers 451 and the sender retries).
 */
export function bounceBatcher(db: Kysely<DB>) {
  const queue = new Map<number, TPending[]>();
  let running = false;

  async function drain() {
    running = true;
    while (queue.size > 0) {
      const [clientId, pending] = queue.entries().next().value as [number, TPending[]];
      const batch = pending.splice(0, MAX_BATCH);
      if (pending.length === 0) queue.delete(clientId);
      try {
        const outcomes = await handleBounces(
          db,
          clientId,
          batch.map((p) => p.item),
        );
        batch.forEach((p, i) => p.resolve(outcomes[i]!));
      } catch (error) {
        for (const p of batch) p.reject(error);
      }
    }
    running = false;
  }

  return (ref: TVerpRef, report: TBounceReport): Promise<TBounceOutcome> =>
    new Promise((resolve, reject) => {
      const pending = queue.get(ref.clientId) ?? [];
      pending.push({ item: { messageId: ref.messageId, report }, resolve, reject });
      queue.set(ref.clientId, pending);
      if (!running) queueMicrotask(() => void (running ? undefined : drain()));
    });
}
