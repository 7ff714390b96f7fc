import type { Kysely, Transaction } from 'kysely';
import { ACCOUNT_MSG } from '@resonate/contracts/account';
import type { TChannelHandler } from '#/db/notify-listener.ts';
import type { DB } from '#/db/schema.ts';
import { withTenant } from '#/db/tenant.ts';
import { AppError } from '#/errors.ts';
import { isAllowed } from './ip-address.ts';
import { listAddresses } from './whitelist-repository.ts';

/**
 * Enforcement of the IP whitelist. Sign-in reads the list in its own transaction (exact, no
 * cache). Authenticated calls must not cost a query each, so each API process keeps every
 * client's list for up to WHITELIST_CACHE_MS. A write of a list, by any process or by hand,
 * NOTIFYs its client id (a trigger on ip_whitelist), and every process drops that entry at once
 * (whitelistChannel). While the process's listener is down nothing is cached, so a missed
 * NOTIFY never lets a removed address in.
 */
export const WHITELIST_CACHE_MS = 10_000;
const MAX_CLIENTS = 10_000;

type TEntry = { addresses: Promise<readonly string[]>; at: number };
type TCache = { entries: Map<number, TEntry>; live: () => boolean };

// Keyed by the app's database handle, so two apps in one process (tests) never share entries.
const caches = new WeakMap<Kysely<DB>, TCache>();

function cacheOf(db: Kysely<DB>): TCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = { entries: new Map(), live: () => true };
    caches.set(db, cache);
  }
  return cache;
}

/** The NOTIFY channel that keeps the app's cache (of `db`) true; `live`: is it listened to. */
export function whitelistChannel(db: Kysely<DB>, live: () => boolean): TChannelHandler {
  const cache = cacheOf(db);
  cache.live = live;
  return {
    channel: 'ip_whitelist_changed',
    onNotify: (payload) => cache.entries.delete(Number(payload)),
    onReset: () => cache.entries.clear(),
  };
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

/** One client's list, from the cache: 403 from an address it leaves out. The guards below use it. */
export async function assertRequestAddressAllowed(
  db: Kysely<DB>,
  clientId: number,
  ip: string,
  now = Date.now(),
): Promise<void> {
  await refuseOutsideList(db, clientId, ip, ACCOUNT_MSG.accessNotAllowed, now);
}

/**
 * Authenticated calls (requireAuth). The list of the user's own client follows them into every
 * brand they switch to (an agency restricts where its people work from), and the brand's own
 * list applies too: either one can refuse. `ownClientOnly`: the route leaves the company
 * (User/SwitchCompany checks the company it enters itself), so a user it refuses can get out.
 */
export async function assertSessionAddressAllowed(
  db: Kysely<DB>,
  session: { clientId: number; userClientId: number },
  ip: string,
  ownClientOnly = false,
): Promise<void> {
  await assertRequestAddressAllowed(db, session.userClientId, ip);
  if (ownClientOnly || session.clientId === session.userClientId) return;
  await assertCompanyAddressAllowed(db, session.clientId, ip);
}

/**
 * Signed download links, opened without a session: the lists of the company the link was issued
 * for and of the client of the user who asked for it, as for a signed-in call. A link issued
 * before links named the user (at most a minute old) is checked as its company's.
 */
export function assertLinkAddressAllowed(
  db: Kysely<DB>,
  link: { clientId: number; userClientId?: number },
  ip: string,
): Promise<void> {
  const userClientId = link.userClientId ?? link.clientId;
  return assertSessionAddressAllowed(db, { clientId: link.clientId, userClientId }, ip);
}

/** Working in a company (a brand switched into): its own list must let the caller in. */
export function assertCompanyAddressAllowed(db: Kysely<DB>, clientId: number, ip: string) {
  return refuseOutsideList(db, clientId, ip, ACCOUNT_MSG.companyAccessNotAllowed);
}

/** Calls with an API key (/api/v1): the key is its client's, and so is the list. */
export function assertApiKeyAddressAllowed(db: Kysely<DB>, clientId: number, ip: string) {
  return refuseOutsideList(db, clientId, ip, ACCOUNT_MSG.apiKeyAddressNotAllowed);
}

async function refuseOutsideList(
  db: Kysely<DB>,
  clientId: number,
  ip: string,
  message: string,
  now = Date.now(),
): Promise<void> {
  if (!isAllowed(await cachedAddresses(db, clientId, now), ip)) {
    throw new AppError('FORBIDDEN', message);
  }
}

function cachedAddresses(db: Kysely<DB>, clientId: number, now: number) {
  const { entries: cache, live } = cacheOf(db);
  if (!live()) return withTenant(db, { clientId }, (trx) => listAddresses(trx, clientId));
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
  return entry.addresses;
}

/**
 * After a save, this instance enforces the new list from the next request on (without waiting
 * for its own NOTIFY to come back).
 */
export function forgetWhitelist(db: Kysely<DB>, clientId: number): void {
  caches.get(db)?.entries.delete(clientId);
}
