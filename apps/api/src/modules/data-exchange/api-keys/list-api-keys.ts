import type { Kysely } from 'kysely';
import type { TApiKey } from '@resonate/contracts/data-exchange';
import type { DB } from '#/db/schema.ts';
import { withTenant } from '#/db/tenant.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import { listApiKeyRows } from '../repositories/api-keys-repository.ts';
import { ownClient } from '../scope.ts';
import { toApiKey } from './api-key-view.ts';

/** POST DataExchange/ListApiKeys: every key of the client, newest first, revoked ones too. */
export async function listApiKeys(
  deps: { db: Kysely<DB> },
  auth: TAuthContext,
  body: { clientId: number },
): Promise<TApiKey[]> {
  ownClient(auth, body);
  const rows = await withTenant(deps.db, { clientId: auth.clientId }, listApiKeyRows);
  const now = new Date();
  return rows.map((row) => toApiKey(row, now));
}
