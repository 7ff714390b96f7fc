import type { Kysely } from 'kysely';
import { withTenant } from '#/db/tenant.ts';
import type { DB } from '#/db/schema.ts';
import { hashToken } from '../crypto/tokens.ts';
import { SESSION_POLICY } from '../policy.ts';
import {
  findSessionByTokenHash,
  touchSession,
  type TSessionRow,
} from '../repositories/sessions-repository.ts';
import { loadAuthContext } from './load-auth-context.ts';
import type { SessionCache, TAuthContext, TCachedSession } from './session-cache.ts';

export type TAuthenticateDeps = { db: Kysely<DB>; cache: SessionCache; useCache: () => boolean };

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

function idleSeconds(rememberMe: boolean) {
  return rememberMe ? SESSION_POLICY.rememberMeIdleSeconds : SESSION_POLICY.idleSeconds;
}

/** Alive: not past its absolute lifetime and used within its idle timeout. */
export function isAlive(
  session: Pick<TCachedSession, 'rememberMe' | 'lastSeenAt' | 'expiresAt'>,
  now: number,
) {
  return (
    now < session.expiresAt && now - session.lastSeenAt < idleSeconds(session.rememberMe) * 1000
  );
}

/**
 * The access token of a request -> who is calling, or undefined (the caller answers 401).
 * Tokens are 256 random bits; only their SHA-256 is stored or used as a cache key. `admit` may
 * refuse the caller (it throws) before the session is touched, so a refused call does not keep
 * a session alive.
 */
export async function authenticate(
  deps: TAuthenticateDeps,
  token: string | undefined,
  admit?: (auth: TAuthContext) => Promise<void>,
  now = Date.now(),
): Promise<TAuthContext | undefined> {
  if (!token || !TOKEN_SHAPE.test(token)) return undefined;
  const tokenHash = hashToken(token);
  const key = tokenHash.toString('hex');
  let entry = deps.useCache() ? deps.cache.get(key, now) : undefined;
  if (!entry) {
    const row = await findSessionByTokenHash(deps.db, tokenHash);
    entry = row && (await toCacheEntry(deps.db, row, now));
    if (!entry) return undefined;
    deps.cache.set(key, entry);
  }
  if (!isAlive(entry, now)) return undefined;
  await admit?.(entry.auth);
  if (now - entry.lastSeenAt > SESSION_POLICY.touchEverySeconds * 1000) {
    entry.lastSeenAt = now;
    const { clientId, sessionId } = entry.auth;
    await withTenant(deps.db, { clientId }, (trx) => touchSession(trx, sessionId));
  }
  return entry.auth;
}

async function toCacheEntry(db: Kysely<DB>, row: TSessionRow, now: number) {
  const auth = await loadAuthContext(db, row);
  if (!auth) return undefined;
  return {
    auth,
    rememberMe: row.rememberMe,
    lastSeenAt: row.lastSeenAt.getTime(),
    expiresAt: row.expiresAt.getTime(),
    cachedAt: now,
  };
}
