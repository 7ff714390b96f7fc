/**
 * Requests per site per minute, in memory (per process, like the address limits): a site's
 * visitors come from many addresses, so its total is bounded here, after the key has been found
 * (an unknown key never gets a counter, so the map holds at most one entry per real site).
 */
export class SiteRateLimit {
  readonly #max: number;
  readonly #windowMs: number;
  readonly #windows = new Map<number, { start: number; count: number }>();

  constructor(max: number, windowMs = 60_000) {
    this.#max = max;
    this.#windowMs = windowMs;
  }

  /** Counts one request; false when the site is over its limit in the current window. */
  take(siteId: number, now = Date.now()): boolean {
    const window = this.#windows.get(siteId);
    if (!window || now - window.start >= this.#windowMs) {
      this.#windows.set(siteId, { start: now, count: 1 });
      return true;
    }
    window.count += 1;
    return window.count <= this.#max;
  }
}
