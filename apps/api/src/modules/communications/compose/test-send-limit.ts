import { COMPOSE_LIMITS } from '@resonate/contracts/campaigns/compose';

const HOUR_MS = 3_600_000;

/**
 * Test sends per user per hour, in memory (per process): a test reaches real inboxes and phones
 * outside the campaign's consent and suppression checks, so a user cannot turn it into a
 * sending tool. A sliding window: the times of the last sends within the hour.
 */
export class TestSendLimit {
  readonly #max: number;
  readonly #sends = new Map<string, number[]>();

  constructor(max: number = COMPOSE_LIMITS.testSendsPerHour) {
    this.#max = max;
  }

  /** Counts one test send of the user; false when the user is at the limit. */
  take(clientId: number, userId: number, now = Date.now()): boolean {
    const key = `${clientId}:${userId}`;
    const recent = (this.#sends.get(key) ?? []).filter((at) => now - at < HOUR_MS);
    if (recent.length >= this.#max) {
      this.#sends.set(key, recent);
      return false;
    }
    recent.push(now);
    this.#sends.set(key, recent);
    if (this.#sends.size > 10_000) this.#prune(now);
    return true;
  }

  #prune(now: number): void {
    for (const [key, times] of this.#sends) {
      if (times.every((at) => now - at >= HOUR_MS)) this.#sends.delete(key);
    }
  }
}
