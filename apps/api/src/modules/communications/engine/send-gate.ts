import type { Kysely } from 'kysely';
import type { DB } from '#/db/schema.ts';
import { withTenant } from '#/db/tenant.ts';
import { markAndClaim, type TClaimRules } from './claim-messages.ts';
import type { TClaim } from './deliver.ts';
import { withTenantWrite } from './gate-transaction.ts';
import {
  ingestSentEvents,
  suppressOutcomes,
  type TFinishContext,
  type TOutcome,
} from './message-batch.ts';
import { blockProvider } from './provider-limit.ts';

export type TGateContext = TClaimRules & {
  /** Where marks go (sentAt is the gate's clock at each write). */
  finish: Omit<TFinishContext, 'sentAt'>;
  /** The provider key of the sender (provider-limit.ts). */
  provider: string;
  now: () => Date;
  /**
   * Write the 'sent' events in the mark's own transaction (journeys: few messages). Otherwise
   * they are written in batches once their marks are committed, and a restart writes those a
   * stopped worker had not (ingestMissedSentEvents).
   */
  inlineEvents?: boolean;
};

export type TClaimAnswer = { claimed: true } | { claimed: false; throttledUntil: Date | null };

/** One message's way through a lane: render, claim (the callback), hand over; its outcome. */
export type TDeliver<T> = (item: T, claim: TClaim) => Promise<TOutcome | undefined>;

type TWaiting = {
  id: number;
  resolve: (answer: TClaimAnswer) => void;
  reject: (error: unknown) => void;
};

/** Transactions writing at once: enough to hide the database's round trips. */
const PARALLEL_WRITES = 2;
/** 'sent' events per ingest. */
const EVENT_BATCH = 500;

/**
 * Where the engine claims each message right before its handoff and marks it right after the
 * adapter answers (issue 22, item 5). Each lane's mark of its last message travels in the same
 * transaction as its claim of the next, so in the database no lane ever holds more than one
 * message 'sending': a crash leaves at most the concurrency in doubt. Claims and marks arriving
 * together share a transaction (group commit), a few transactions at once. A claim resolves
 * only once committed. The same transaction reads the provider's shared limit: while a
 * provider asked to wait, nothing is claimed for it, in this process or any other.
 */
export class SendGate {
  readonly #db: Kysely<DB>;
  readonly #context: TGateContext;
  #claims: TWaiting[] = [];
  #marks: TOutcome[] = [];
  #block: { until: Date; reason: string } | undefined;
  #writing = new Set<Promise<void>>();
  #events: TOutcome[] = [];
  #eventsWriting: Promise<void> | undefined;
  #error: unknown;
  /** The provider's pause as last read or heard (null: none). */
  throttledUntil: Date | null = null;

  constructor(db: Kysely<DB>, context: TGateContext) {
    this.#db = db;
    this.#context = context;
  }

  /** Sends `items` through `concurrency` lanes, each claim carrying the lane's previous mark. */
  async run<T>(items: readonly T[], concurrency: number, deliver: TDeliver<T>): Promise<void> {
    let next = 0;
    const lane = async () => {
      let carry: TOutcome | undefined;
      const claim = async (id: number) => {
        const previous = carry;
        carry = undefined;
        return (await this.claim(id, previous)).claimed;
      };
      while (next < items.length) {
        const item = items[next]!;
        next += 1;
        const outcome = await deliver(item, claim);
        if (!outcome) continue;
        if (outcome.uncount && outcome.nextAttemptAt) {
          this.block(outcome.nextAttemptAt, outcome.error ?? 'throttled');
        }
        if (carry) this.mark(carry);
        carry = outcome;
      }
      if (carry) this.mark(carry);
    };
    const lanes = Math.max(1, Math.min(concurrency, items.length));
    await Promise.all(Array.from({ length: lanes }, lane));
    await this.#marksCommitted();
  }

  /**
   * Waits until every queued mark is committed. A lane's last mark has no next claim to travel
   * with, and the next batch's lanes are new: were their claims to commit first (two writes run
   * at once), a crash could find both in doubt, twice the concurrency.
   */
  async #marksCommitted(): Promise<void> {
    while (this.#marks.length > 0 || this.#writing.size > 0) {
      if (this.#error !== undefined) throw this.#error;
      this.#kick();
      await Promise.allSettled([...this.#writing]);
    }
    if (this.#error !== undefined) throw this.#error;
  }

  /** Resolves once the message is 'sending' in the database, or why it is not to be sent. */
  claim(id: number, previous?: TOutcome): Promise<TClaimAnswer> {
    if (this.#error !== undefined) return Promise.reject(this.#error);
    if (previous) this.#marks.push(previous);
    if (this.throttledUntil && this.throttledUntil > this.#context.now()) {
      this.#kick();
      return Promise.resolve({ claimed: false, throttledUntil: this.throttledUntil });
    }
    return new Promise((resolve, reject) => {
      this.#claims.push({ id, resolve, reject });
      this.#kick();
    });
  }

  /** Queues an answer with no claim after it (a lane's last, a template error). */
  mark(outcome: TOutcome): void {
    this.#marks.push(outcome);
    this.#kick();
  }

  /** The provider asked to wait: recorded for every run and worker of the client. */
  block(until: Date, reason: string): void {
    if (!this.#block || this.#block.until < until) this.#block = { until, reason };
    if (!this.throttledUntil || this.throttledUntil < until) this.throttledUntil = until;
    this.#kick();
  }

  /** Waits until every queued claim, mark and event is written; throws if a write failed. */
  async drain(): Promise<void> {
    for (;;) {
      this.#kick();
      if (this.#writing.size > 0) await Promise.allSettled([...this.#writing]);
      else if (this.#events.length > 0 || this.#eventsWriting) await this.#writeEvents(true);
      else break;
      if (this.#error !== undefined) break;
    }
    if (this.#error !== undefined) throw this.#error;
  }

  #kick(): void {
    if (this.#error !== undefined || this.#writing.size >= PARALLEL_WRITES) return;
    if (this.#claims.length === 0 && this.#marks.length === 0 && !this.#block) return;
    const writing = this.#write().finally(() => {
      this.#writing.delete(writing);
      this.#kick();
    });
    this.#writing.add(writing);
  }

  async #write(): Promise<void> {
    const claims = this.#claims;
    const marks = this.#marks;
    const block = this.#block;
    this.#claims = [];
    this.#marks = [];
    this.#block = undefined;
    const { clientId, provider, finish, inlineEvents = false } = this.#context;
    try {
      const answer = await withTenantWrite(this.#db, clientId, async (trx) => {
        if (block) await blockProvider(trx, clientId, provider, block.until, block.reason);
        const sentAt = this.#context.now();
        const ids = claims.map((c) => c.id);
        const result = await markAndClaim(trx, this.#context, { outcomes: marks, sentAt }, ids);
        // Rare: hard bounces and invalid numbers; journeys' events.
        await suppressOutcomes(trx, finish, marks);
        if (inlineEvents) await ingestSentEvents(trx, { ...finish, sentAt }, marks);
        return result;
      });
      if (answer.pausedUntil) this.throttledUntil = answer.pausedUntil;
      const until = answer.pausedUntil;
      for (const waiting of claims) {
        waiting.resolve(
          answer.claimed.has(waiting.id)
            ? { claimed: true }
            : { claimed: false, throttledUntil: until },
        );
      }
      if (!inlineEvents) {
        this.#events.push(...marks.filter((o) => o.status === 'sent'));
        if (this.#events.length >= EVENT_BATCH) void this.#writeEvents(false);
      }
    } catch (error) {
      // Claimed rows stay 'sending': the next run of the job requeues them as in doubt.
      this.#error ??= error;
      for (const waiting of [...claims, ...this.#claims]) waiting.reject(error);
      this.#claims = [];
    }
  }

  /** Ingests the 'sent' events of committed marks, one batch at a time (all: until none). */
  async #writeEvents(all: boolean): Promise<void> {
    while (this.#eventsWriting) await this.#eventsWriting;
    if (this.#events.length === 0 || this.#error !== undefined) return;
    const batch = this.#events.splice(0, all ? this.#events.length : EVENT_BATCH);
    const { clientId, finish } = this.#context;
    this.#eventsWriting = withTenant(this.#db, { clientId }, (trx) =>
      ingestSentEvents(trx, { ...finish, sentAt: this.#context.now() }, batch),
    )
      .catch((error: unknown) => {
        // The messages are marked; a restart writes their events (ingestMissedSentEvents).
        this.#error ??= error;
      })
      .finally(() => {
        this.#eventsWriting = undefined;
      });
    await this.#eventsWriting;
  }
}
