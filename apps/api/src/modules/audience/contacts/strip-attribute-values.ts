import type { Kysely } from 'kysely';
import type { DB } from '#/db/schema.ts';
import { withTenant } from '#/db/tenant.ts';
import { maxContactId, removeCleanup, stripAttributeRange } from './attributes-repository.ts';

/**
 * Ids per transaction: a few seconds of work at most, so row locks are short and an import or
 * an edit waits for one batch, never for the whole audience.
 */
export const STRIP_BATCH_IDS = 20_000;

/**
 * Strips a deleted field's values from every contact of the client, batch by batch in id
 * order, then frees the key. Safe to run again (a retried job): stripped rows no longer match.
 * No contact can gain the key meanwhile: writes accept only keys of defined fields.
 */
export async function stripAttributeValues(
  deps: { db: Kysely<DB> },
  job: { clientId: number; key: string },
): Promise<void> {
  const scope = { clientId: job.clientId };
  const lastId = await withTenant(deps.db, scope, (trx) => maxContactId(trx, job.clientId));
  for (let afterId = 0; afterId < lastId; afterId += STRIP_BATCH_IDS) {
    await withTenant(deps.db, scope, (trx) =>
      stripAttributeRange(trx, job.clientId, job.key, afterId, afterId + STRIP_BATCH_IDS),
    );
  }
  await withTenant(deps.db, scope, (trx) => removeCleanup(trx, job.key));
}
