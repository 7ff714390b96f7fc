import type { Kysely } from 'kysely';
import type { DB } from '#/db/schema.ts';
import { withTenant } from '#/db/tenant.ts';
import { findApiKeyByPrefix, touchApiKey } from '../repositories/api-keys-repository.ts';
import { parseApiKey, secretMatches } from './api-key-secret.ts';

export type TApiKeyContext = { clientId: number; apiKeyId: number; scopes: readonly string[] };

/** last_used_at is for people ("used 3 minutes ago"): a write per call would be waste. */
const TOUCH_EVERY_MS = 60_000;

/**
 * A raw API key -> whose it is and what it may do, or undefined (the caller answers 401).
 * Unknown, malformed, revoked, expired and wrong-secret keys all look the same to the caller.
 * `admit` may refuse a live key (it throws) before its use is recorded: a refused call leaves
 * no trace on the key.
 */
export async function authenticateApiKey(
  db: Kysely<DB>,
  rawKey: string,
  admit?: (key: TApiKeyContext) => Promise<void>,
  now = new Date(),
): Promise<TApiKeyContext | undefined> {
  const parsed = parseApiKey(rawKey);
  if (!parsed) return undefined;
  const found = await findApiKeyByPrefix(db, parsed.prefix);
  if (!found || !secretMatches(parsed.secret, found.secretHash)) return undefined;
  if (found.expiresAt && found.expiresAt <= now) return undefined;
  const key = { clientId: found.clientId, apiKeyId: found.apiKeyId, scopes: found.scopes };
  await admit?.(key);
  if (!found.lastUsedAt || now.getTime() - found.lastUsedAt.getTime() >= TOUCH_EVERY_MS) {
    await withTenant(db, { clientId: found.clientId }, (trx) => touchApiKey(trx, found.apiKeyId));
  }
  return key;
}
