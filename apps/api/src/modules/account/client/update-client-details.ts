import type { Kysely } from 'kysely';
import type { z } from 'zod';
import {
  ACCOUNT_MSG,
  type TClientDetails,
  type ZUpdateClientDetailsRequestSchema,
} from '@resonate/contracts/account';
import type { DB } from '#/db/schema.ts';
import { withTenant } from '#/db/tenant.ts';
import { AppError } from '#/errors.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import { ownClientAsAdmin } from '../scope.ts';
import { assertKnownMasterData } from '#/modules/master-data/index.ts';
import { readClientDetails, updateClientDetails as saveDetails } from './client-repository.ts';

type TUpdateBody = z.output<typeof ZUpdateClientDetailsRequestSchema>;

/**
 * POST /api/UpdateClientDetails: account admins only. The form carries the updatedAt it was
 * loaded with; if the row changed since, nothing is saved and the answer is 409 with the current
 * values, so the page can show them.
 */
export async function updateClientDetails(
  deps: { db: Kysely<DB> },
  auth: TAuthContext,
  body: TUpdateBody,
): Promise<TClientDetails> {
  const clientId = ownClientAsAdmin(auth, body);
  const { clientId: _client, updatedAt, ...form } = body;
  assertKnownMasterData(form);
  return withTenant(deps.db, { clientId }, async (trx) => {
    const saved = await saveDetails(trx, clientId, form, new Date(updatedAt));
    if (saved) return saved;
    const current = await readClientDetails(trx, clientId);
    if (!current) throw new AppError('NOT_FOUND');
    throw new AppError('CONFLICT', ACCOUNT_MSG.stale, { data: { current } });
  });
}
