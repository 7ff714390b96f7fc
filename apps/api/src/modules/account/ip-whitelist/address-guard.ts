import type { Kysely, Transaction } from 'kysely';
import { ACCOUNT_MSG } from '@resonate/contracts/account';
import type { DB } from '#/db/schema.ts';
import { withTenant } from '#/db/tenant.ts';
import { AppError } from '#/errors.ts';
import { isAllowed } from './ip-address.ts';
import { listAddresses } from './whitelist-repository.ts';

/**
 * Enforcement of the IP whitelist. Sign-in reads the list in its own transaction (exact, no
 * cache). Authenticated calls must not cost a query each, so each app instance keeps every
 * client's list for WHITELIST_CACHE_MS: a save on this instance evicts it at once, another
 * instance sees it within that time (a 10-second TTL, no NOTIFY: a change of the list is rare
 * and 10 seconds of delay is acceptable for it, and it needs no extra connection).
 */
export const WHITELIST_CACHE_MS = 10_000;
const MAX_CLIENTS = 10_000;

type TEntry = { addresses: Promise<readonly string[]>; at: number };

// Keyed by the app's database handle, so two apps in one process (tests) never share entries.
const caches = new WeakMap<Kysely<DB>, Map<number, TEntry>>();

function cacheOf(db: Kysely<DB>): Map<number, TEntry> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  return cache;
}

/** Sign-in (password already checked, inside the account's tenant): 403 from another address. */
export async function assertAddressAllowed(
  trx: Transaction<DB>,
  clientId: number,
  ip: string,
): Promise<void> {
  if (!isAllowed(await listAddresses(trx, clientId), ip)) {
    throw new AppError('FORBIDDEN', ACCOUNT_MSG.signInNotAllowed);
  }
}

/** Authenticated calls (requireAuth): 403 from an address the client's list leaves out. */
export async function assertRequestAddressAllowed(
  db: Kysely<DB>,
  clientId: number,
  ip: string,
  now = Date.now(),
): Promise<void> {
  const cache = cacheOf(db);
  let entry = cache.get(clientId);
  if (!entry || now - entry.at >= WHITELIST_CACHE_MS) {
    if (cache.size >= MAX_CLIENTS) cache.delete(cache.keys().next().value!);
    // The promise is cached, so concurrent requests of one client share one query.
    const addresses = withTenant(db, { clientId }, (trx) => listAddresses(trx, clientId));
    const fresh = { addresses, at: now };
    cache.set(clientId, fresh);
    addresses.catch(() => cache.get(clientId) === fresh && cache.delete(clientId));
    entry = fresh;
  }
  if (!isAllowed(await entry.addresses, ip)) {
    throw new AppError('FORBIDDEN', ACCOUNT_MSG.accessNotAllowed);
  }
}

/** After a save, this instance enforces the new list from the next request on. */
export function forgetWhitelist(db: Kysely<DB>, clientId: number): void {
  caches.get(db)?.delete(clientId);
}
