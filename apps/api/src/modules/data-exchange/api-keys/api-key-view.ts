import type { TApiKey } from '@resonate/contracts/data-exchange';
import type { TApiKeyRow } from '../repositories/api-keys-repository.ts';
import { iso } from '../scope.ts';

/** A key as the page shows it: never its secret or hash, only the public prefix. */
export function toApiKey(row: TApiKeyRow, now = new Date()): TApiKey {
  const status = row.revoked_at
    ? 'revoked'
    : row.expires_at && row.expires_at <= now
      ? 'expired'
      : 'active';
  return {
    apiKeyId: row.id,
    name: row.name,
    prefix: `rsk_live_${row.prefix}`,
    scopes: row.scopes,
    createdAt: iso(row.created_at),
    lastUsedAt: iso(row.last_used_at),
    expiresAt: iso(row.expires_at),
    revokedAt: iso(row.revoked_at),
    status,
  };
}
