import { createHash } from 'node:crypto';

/** JSON with object keys sorted: two bodies that differ only in key order are one request. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** What tells a replay (same hash) from another request under the same Idempotency-Key. */
export function requestHash(body: unknown): string {
  return createHash('sha256').update(canonical(body)).digest('base64url');
}
