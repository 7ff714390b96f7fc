import type { Kysely } from 'kysely';
import type { TIpWhitelist } from '@resonate/contracts/account';
import type { DB } from '#/db/schema.ts';
import { withTenant } from '#/db/tenant.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import { ownClient } from '../scope.ts';
import { listWhitelist } from './whitelist-repository.ts';

/** POST /api/GetIpWhiteList: any user of the client may read the list. */
export async function getIpWhitelist(
  deps: { db: Kysely<DB> },
  auth: TAuthContext,
  body: { clientId: number },
): Promise<TIpWhitelist> {
  const clientId = ownClient(auth, body);
  return withTenant(deps.db, { clientId }, async (trx) => ({ items: await listWhitelist(trx) }));
}
