import type { FastifyRateLimitStore, RateLimitOptions } from '@fastify/rate-limit';
import type { RouteOptions } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '#/db/schema.ts';
import { HitLeases } from '#/db/hit-leases.ts';
import { readHits } from '#/db/rate-limit-hits.ts';

type TCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;
type TChildOptions = RouteOptions & { routeInfo?: { method?: unknown; url?: unknown } };

/**
 * @fastify/rate-limit's store over PostgreSQL (rate_limit_hits), so a limit holds across every
 * API process instead of multiplying by their number: at most one upsert per request, fewer for
 * the coarse limits (HitLeases). Keys are namespaced per route as the plugin's Redis store does:
 * a route's own limit never shares its count with the global one.
 *
 * `db` is read at the first hit: the security plugin registers before the database one.
 * continueExceeding and exponentialBackoff are not supported (the app uses neither).
 */
export function sharedRateLimitStore(db: () => Kysely<DB>) {
  const leases = new HitLeases(db);
  return class SharedRateLimitStore implements FastifyRateLimitStore {
    readonly #prefix: string;

    constructor(options: RateLimitOptions, prefix = 'all:') {
      if (options.continueExceeding || options.exponentialBackoff) {
        throw new Error('the shared rate-limit store has no continueExceeding or backoff');
      }
      this.#prefix = prefix;
    }

    incr(key: string, callback: TCallback, timeWindow: number, max: number): void {
      leases.hit(this.#prefix + key, timeWindow, max).then(
        (hit) => callback(null, { current: hit.hits, ttl: hit.ttlMs }),
        (error: Error) => callback(error),
      );
    }

    /** The plugin's `{ increment: false }` peek (slots leased by a process count as taken). */
    read(key: string, callback: TCallback): void {
      readHits(db(), this.#prefix + key).then(
        (hit) => callback(null, { current: hit.hits, ttl: hit.ttlMs }),
        (error: Error) => callback(error),
      );
    }

    child(options: TChildOptions): FastifyRateLimitStore {
      const { method, url } = options.routeInfo ?? {};
      const route = url === undefined ? 'custom' : `${String(method)} ${String(url)}`;
      return new SharedRateLimitStore(options as RateLimitOptions, `${route}:`);
    }
  };
}
