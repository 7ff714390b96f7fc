/**
 * Waits before each retry: 30 s, 2 min, 10 min, 1 h, 6 h. A receiver that is down for a deploy
 * gets its events within minutes; one that is down for hours still gets them the same day.
 * So a delivery has at most 6 attempts (the first and 5 retries), then it is 'failed'.
 */
export const RETRY_DELAYS_SECONDS = [30, 120, 600, 3600, 21_600] as const;
export const MAX_ATTEMPTS = RETRY_DELAYS_SECONDS.length + 1;
export const DELIVERY_TIMEOUT_MS = 10_000;

/** Seconds to wait after failed attempt `attempt` (1-based), or undefined when it was the last. */
export function retryDelayAfter(attempt: number): number | undefined {
  return RETRY_DELAYS_SECONDS[attempt - 1];
}
