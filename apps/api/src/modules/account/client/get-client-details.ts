import type { Kysely } from 'kysely';
import type { TClientDetails } from '@resonate/contracts/account';
import type { DB } from '#/db/schema.ts';
import { withTenant } from '#/db/tenant.ts';
import { AppError } from '#/errors.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import { ownClient } from '../scope.ts';
import { readClientDetails } from './client-repository.ts';

/** POST /api/GetClientDetails: any user of the client may read its settings. */
export async function getClientDetails(
  deps: { db: Kysely<DB> },
  auth: TAuthContext,
  body: { clientId: number },
): Promise<TClientDetails> {
  const clientId = ownClient(auth, body);
  const details = await withTenant(deps.db, { clientId }, (trx) =>
    readClientDetails(trx, clientId),
  );
  if (!details) throw new AppError('NOT_FOUND');
  return details;
}
