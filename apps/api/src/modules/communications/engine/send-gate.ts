import type { Kysely } from 'kysely';
import type { DB } from '#/db/schema.ts';
import { withTenant } from '#/db/tenant.ts';
import { claimMessages, type TClaimRules } from './claim-messages.ts';
import { markOutcomes, type TFinishContext, type TOutcome } from './message-batch.ts';
import { blockProvider, providerBlockedUntil } from './provider-limit.ts';

export type TGateContext = TClaimRules & {
  /** Where marks go (sentAt is set per flush). */
  finish: Omit<TFinishContext, 'sentAt'>;
  /** The provider key of the sender (provider-limit.ts). */
  provider: string;
  now: () => Date;
};

export type TClaimAnswer = { claimed: true } | { claimed: false; throttledUntil: Date | null };

type TWaiting = {
  id: number;
  resolve: (answer: TClaimAnswer) => void;
  reject: (error: unknown) => void;
};

/**
 * Where the engine claims each message right before its handoff and marks it right after the
 * adapter answers (issue 22, item 5), with group commit: every claim and mark that arrives
 * while one transaction is writing goes in the next one, marks before claims. A lane queues
 * its last message's mark before it asks for its next claim, so in the database no lane ever
 * holds more than one message 'sending': a crash leaves at most the concurrency in doubt.
 * A claim resolves only once committed; a mark needs no wait (drain() waits for all of them).
 * The same transaction reads the provider's shared limit: while a provider asked to wait,
 * nothing is claimed for it, in this process or any other.
 */
export class SendGate {
  readonly #db: Kysely<DB>;
  readonly #context: TGateContext;
  #claims: TWaiting[] = [];
  #marks: TOutcome[] = [];
  #block: { until: Date; reason: string } | undefined;
  #flushing: Promise<void> | undefined;
  #error: unknown;
  /** The provider's pause as last read or heard (null: none). */
  throttledUntil: Date | null = null;

  constructor(db: Kysely<DB>, context: TGateContext) {
    this.#db = db;
    this.#context = context;
  }

  /** Resolves once the message is 'sending' in the database, or why it is not to be sent. */
  claim(id: number): Promise<TClaimAnswer> {
    if (this.#error !== undefined) return Promise.reject(this.#error);
    if (this.throttledUntil && this.throttledUntil > this.#context.now()) {
      return Promise.resolve({ claimed: false, throttledUntil: this.throttledUntil });
    }
    return new Promise((resolve, reject) => {
      this.#claims.push({ id, resolve, reject });
      this.#kick();
    });
  }

  /** Queues the adapter's answer; written before any claim asked for after it. */
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

  /** Waits until every queued claim and mark is written; throws if a write failed. */
  async drain(): Promise<void> {
    while (this.#flushing) await this.#flushing;
    if (this.#error !== undefined) throw this.#error;
  }

  #kick(): void {
    if (this.#flushing || this.#error !== undefined) return;
    if (this.#claims.length === 0 && this.#marks.length === 0 && !this.#block) return;
    this.#flushing = this.#flush().finally(() => {
      this.#flushing = undefined;
      this.#kick();
    });
  }

  async #flush(): Promise<void> {
    const claims = this.#claims;
    const marks = this.#marks;
    const block = this.#block;
    this.#claims = [];
    this.#marks = [];
    this.#block = undefined;
    const { clientId, provider, finish } = this.#context;
    try {
      const answer = await withTenant(this.#db, { clientId }, async (trx) => {
        if (block) await blockProvider(trx, clientId, provider, block.until, block.reason);
        await markOutcomes(trx, { ...finish, sentAt: this.#context.now() }, marks);
        if (claims.length === 0) return { claimed: new Set<number>(), until: null };
        const until = await providerBlockedUntil(trx, clientId, provider);
        if (until) return { claimed: new Set<number>(), until };
        const ids = claims.map((c) => c.id);
        return { claimed: await claimMessages(trx, this.#context, ids), until: null };
      });
      if (answer.until) this.throttledUntil = answer.until;
      for (const waiting of claims) {
        waiting.resolve(
          answer.claimed.has(waiting.id)
            ? { claimed: true }
            : { claimed: false, throttledUntil: answer.until },
        );
      }
    } catch (error) {
      // Claimed rows stay 'sending': the next run of the job requeues them as in doubt.
      this.#error = error;
      for (const waiting of [...claims, ...this.#claims]) waiting.reject(error);
      this.#claims = [];
    }
  }
}
