import type { Kysely } from 'kysely';
import type { DB } from '#/db/schema.ts';
import { withTenant } from '#/db/tenant.ts';
import type { TApiKeyContext } from './authenticate-api-key.ts';

/** GET /api/v1/whoami: the client and scopes of the calling key, to check an integration. */
export async function whoAmI(deps: { db: Kysely<DB> }, key: TApiKeyContext) {
  const client = await withTenant(deps.db, { clientId: key.clientId }, (trx) =>
    trx.selectFrom('clients').select('name').where('id', '=', key.clientId).executeTakeFirst(),
  );
  return {
    clientId: key.clientId,
    clientName: client?.name ?? '',
    apiKeyId: key.apiKeyId,
    scopes: [...key.scopes],
  };
}
