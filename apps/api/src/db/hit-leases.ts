import type { Kysely } from 'kysely';
import { countHit, type THit } from './rate-limit-hits.ts';
import type { DB } from './schema.ts';

type TLease = { base: number; size: number; used: number; endsAt: number };

const MAX_KEYS = 10_000;

/**
 * How many hits a process reserves in one round trip. Strict limits (under 200 a window: sign-in,
 * codes, passwords) reserve one, so every hit is counted in PostgreSQL as it happens. Coarse
 * flood limits (600 a minute) reserve a few: the database sees one upsert per lease, not per
 * request, so the hot path mostly costs no round trip.
 */
export function leaseSize(max: number): number {
  return Math.max(1, Math.min(10, Math.floor(max / 100)));
}

/**
 * Shared counters with per-process leases. A lease is a run of slots reserved atomically in
 * rate_limit_hits (hits += size); each hit takes the next slot and is allowed while its slot is
 * within the limit. Every slot is handed out once across all processes, so the limit is never
 * exceeded however many processes run; a slot leased but unused (at most size - 1 per process
 * and key) makes the limit bite that much early, never late.
 */
export class HitLeases {
  readonly #db: () => Kysely<DB>;
  readonly #leases = new Map<string, TLease>();
  readonly #pending = new Map<string, Promise<unknown>>();

  constructor(db: () => Kysely<DB>) {
    this.#db = db;
  }

  async hit(key: string, windowMs: number, max: number): Promise<THit> {
    const size = leaseSize(max);
    if (size === 1) return countHit(this.#db(), key, windowMs);
    for (;;) {
      const now = Date.now();
      const lease = this.#leases.get(key);
      if (lease && lease.endsAt > now && lease.used < lease.size) {
        lease.used += 1;
        return { hits: lease.base + lease.used, ttlMs: lease.endsAt - now };
      }
      // Concurrent hits of one key wait for one lease instead of each taking its own.
      let pending = this.#pending.get(key);
      if (!pending) {
        pending = this.#lease(key, windowMs, size).finally(() => this.#pending.delete(key));
        this.#pending.set(key, pending);
      }
      await pending;
    }
  }

  async #lease(key: string, windowMs: number, size: number): Promise<void> {
    const { hits, ttlMs } = await countHit(this.#db(), key, windowMs, size);
    this.#leases.delete(key);
    // Map keeps insertion order: the first key is the least recently leased.
    if (this.#leases.size >= MAX_KEYS) this.#leases.delete(this.#leases.keys().next().value!);
    this.#leases.set(key, { base: hits - size, size, used: 0, endsAt: Date.now() + ttlMs });
  }
}
