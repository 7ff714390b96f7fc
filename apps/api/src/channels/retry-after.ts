/** Used when a provider throttles without saying for how long. */
export const DEFAULT_THROTTLE_MS = 30_000;
/** Longest pause taken from a Retry-After (a bad header must not stop a channel for days). */
export const MAX_THROTTLE_MS = 60 * 60_000;

/**
 * A Retry-After header (RFC 9110: delay-seconds or an HTTP date) in milliseconds from `now`,
 * between one second and an hour; missing or unreadable: 30 seconds.
 */
export function retryAfterMs(header: string | undefined, now = Date.now()): number {
  const value = header?.trim() ?? '';
  let ms = DEFAULT_THROTTLE_MS;
  if (/^\d+$/.test(value)) ms = Number(value) * 1000;
  else if (value && !Number.isNaN(Date.parse(value))) ms = Date.parse(value) - now;
  return Math.min(MAX_THROTTLE_MS, Math.max(1_000, ms));
}

/** The Retry-After of an answer's headers (a Node header value), in milliseconds. */
export function retryAfterOf(headers: Record<string, string | string[] | undefined>): number {
  const value = headers['retry-after'];
  return retryAfterMs(Array.isArray(value) ? value[0] : value);
}
