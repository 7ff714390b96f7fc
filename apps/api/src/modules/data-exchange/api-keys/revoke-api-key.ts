import type { Kysely } from 'kysely';
import { DX_MSG, type TApiKey } from '@resonate/contracts/data-exchange';
import type { DB } from '#/db/schema.ts';
import { withTenant } from '#/db/tenant.ts';
import { AppError } from '#/errors.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import { findApiKeyRow, markRevoked } from '../repositories/api-keys-repository.ts';
import { ownClientAdmin } from '../scope.ts';
import { toApiKey } from './api-key-view.ts';

/**
 * POST DataExchange/RevokeApiKey (account admins): the key stops working at once (the lookup
 * ignores revoked keys and nothing caches them). Revoking twice keeps the first time.
 */
export async function revokeApiKey(
  deps: { db: Kysely<DB> },
  auth: TAuthContext,
  body: { clientId: number; apiKeyId: number },
): Promise<TApiKey> {
  ownClientAdmin(auth, body);
  return withTenant(deps.db, { clientId: auth.clientId }, async (trx) => {
    // Under RLS another client's key is simply not found: 404, never 403, so ids leak nothing.
    if (!(await findApiKeyRow(trx, body.apiKeyId, true))) {
      throw new AppError('NOT_FOUND', DX_MSG.apiKeyNotFound);
    }
    return toApiKey(await markRevoked(trx, body.apiKeyId));
  });
}
