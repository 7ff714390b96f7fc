import type { Kysely } from 'kysely';
import { COMPOSE_LIMITS } from '@resonate/contracts/campaigns/compose';
import { countHit } from '#/db/rate-limit-hits.ts';
import type { DB } from '#/db/schema.ts';

const HOUR_MS = 3_600_000;

/**
 * Test sends per user per hour: a test reaches real inboxes and phones outside the campaign's
 * consent and suppression checks, so a user cannot turn it into a sending tool. Counted in
 * PostgreSQL (rate_limit_hits, one upsert) so the bound holds across every API process; an
 * hourly window that starts with the user's first test send.
 */
export class TestSendLimit {
  readonly #db: Kysely<DB>;
  readonly #max: number;

  constructor(db: Kysely<DB>, max: number = COMPOSE_LIMITS.testSendsPerHour) {
    this.#db = db;
    this.#max = max;
  }

  /** Counts one test send of the user; false when the user is past the limit. */
  async take(clientId: number, userId: number): Promise<boolean> {
    const { hits } = await countHit(this.#db, `test-send:${clientId}:${userId}`, HOUR_MS);
    return hits <= this.#max;
  }
}
