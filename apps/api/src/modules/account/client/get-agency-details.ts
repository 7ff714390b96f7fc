import type { Kysely } from 'kysely';
import { ACCOUNT_MSG, type TAgencyDetails } from '@resonate/contracts/account';
import type { DB } from '#/db/schema.ts';
import { withTenant } from '#/db/tenant.ts';
import { AppError } from '#/errors.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import { ownClient } from '../scope.ts';
import { listBrands, readClientDetails } from './client-repository.ts';

/** POST /api/GetAgencyDetails: for an agency's users, the agency and the brands it set up. */
export async function getAgencyDetails(
  deps: { db: Kysely<DB> },
  auth: TAuthContext,
  body: { clientId: number },
): Promise<TAgencyDetails> {
  const clientId = ownClient(auth, body);
  return withTenant(deps.db, { clientId }, async (trx) => {
    const agency = await readClientDetails(trx, clientId);
    if (!agency) throw new AppError('NOT_FOUND');
    if (!agency.isAgency) throw new AppError('FORBIDDEN', ACCOUNT_MSG.notAgency);
    return { agency, brands: await listBrands(trx, clientId) };
  });
}
