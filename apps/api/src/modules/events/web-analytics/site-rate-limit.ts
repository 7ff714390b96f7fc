import type { Kysely } from 'kysely';
import { countHit } from '#/db/rate-limit-hits.ts';
import type { DB } from '#/db/schema.ts';

/**
 * Requests per site per minute, counted in PostgreSQL like the address limits (one upsert), so
 * the bound holds across every API process: a site's visitors come from many addresses, so its
 * total is bounded here, after the key has been found (an unknown key never gets a counter, so
 * there is at most one per real site).
 */
export class SiteRateLimit {
  readonly #db: Kysely<DB>;
  readonly #max: number;
  readonly #windowMs: number;

  constructor(db: Kysely<DB>, max: number, windowMs = 60_000) {
    this.#db = db;
    this.#max = max;
    this.#windowMs = windowMs;
  }

  /** Counts one request; false when the site is over its limit in the current window. */
  async take(siteId: number): Promise<boolean> {
    const { hits } = await countHit(this.#db, `collect-site:${siteId}`, this.#windowMs);
    return hits <= this.#max;
  }
}
