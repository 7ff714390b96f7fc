/**
 * Token buckets for every limit a run honours at once: the communication's own messages per
 * minute and the client's SMTP throttle (per second, minute, hour). Each bucket holds at most
 * its limit and refills continuously; a bucket can start part-empty with what was already sent
 * in its window, so a restarted run does not burst past an hourly limit.
 */
export type TRateLimit = { perWindow: number; windowMs: number; alreadyUsed?: number };

type TBucket = { capacity: number; tokens: number; refillPerMs: number; at: number };

export class RateLimiter {
  readonly #buckets: TBucket[];

  constructor(limits: readonly TRateLimit[], now = Date.now()) {
    this.#buckets = limits
      .filter((limit) => limit.perWindow > 0)
      .map((limit) => ({
        capacity: limit.perWindow,
        tokens: Math.max(0, limit.perWindow - (limit.alreadyUsed ?? 0)),
        refillPerMs: limit.perWindow / limit.windowMs,
        at: now,
      }));
  }

  get limited(): boolean {
    return this.#buckets.length > 0;
  }

  /** Milliseconds until one more message may go (0: now). */
  waitMs(now = Date.now()): number {
    let wait = 0;
    for (const bucket of this.#buckets) {
      bucket.tokens = Math.min(
        bucket.capacity,
        bucket.tokens + (now - bucket.at) * bucket.refillPerMs,
      );
      bucket.at = now;
      if (bucket.tokens < 1)
        wait = Math.max(wait, Math.ceil((1 - bucket.tokens) / bucket.refillPerMs));
    }
    return wait;
  }

  /** Takes one message from every bucket (call after waitMs() returned 0). */
  take(): void {
    for (const bucket of this.#buckets) bucket.tokens -= 1;
  }

  /** How many messages may go right now without waiting. */
  available(now = Date.now()): number {
    this.waitMs(now);
    if (this.#buckets.length === 0) return Number.POSITIVE_INFINITY;
    return Math.floor(Math.min(...this.#buckets.map((bucket) => bucket.tokens)));
  }
}
