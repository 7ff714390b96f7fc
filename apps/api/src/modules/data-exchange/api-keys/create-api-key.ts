import { sql, type Kysely } from 'kysely';
import type { z } from 'zod';
import {
  API_KEYS_ACTIVE_MAX,
  DX_MSG,
  type TCreatedApiKey,
  type ZCreateApiKeyRequestSchema,
} from '@resonate/contracts/data-exchange';
import type { DB } from '#/db/schema.ts';
import { withTenant } from '#/db/tenant.ts';
import { AppError } from '#/errors.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import { countActiveApiKeys, insertApiKey } from '../repositories/api-keys-repository.ts';
import { ownClientAdmin } from '../scope.ts';
import { newApiKey } from './api-key-secret.ts';
import { toApiKey } from './api-key-view.ts';

type TCreateBody = z.output<typeof ZCreateApiKeyRequestSchema>;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * POST DataExchange/CreateApiKey (account admins): the full key is in this answer and nowhere
 * else, ever; the table keeps its prefix and the SHA-256 of its secret.
 */
export async function createApiKey(
  deps: { db: Kysely<DB> },
  auth: TAuthContext,
  body: TCreateBody,
): Promise<TCreatedApiKey> {
  ownClientAdmin(auth, body);
  const generated = newApiKey();
  const expiresAt = body.expiresInDays ? new Date(Date.now() + body.expiresInDays * DAY_MS) : null;
  const row = await withTenant(deps.db, { clientId: auth.clientId }, async (trx) => {
    // Serialises concurrent creates of one client, so the limit cannot be raced past.
    await sql`select pg_advisory_xact_lock(hashtext(${`api_keys:${auth.clientId}`}))`.execute(trx);
    if ((await countActiveApiKeys(trx)) >= API_KEYS_ACTIVE_MAX) {
      throw new AppError('CONFLICT', DX_MSG.tooManyKeys);
    }
    return insertApiKey(trx, {
      clientId: auth.clientId,
      name: body.name,
      prefix: generated.prefix,
      secretHash: generated.secretHash,
      scopes: body.scopes,
      createdBy: auth.userId,
      expiresAt,
    });
  });
  return { apiKey: toApiKey(row), key: generated.key };
}
