import type { FastifyInstance } from 'fastify';
import { ATTRIBUTE_MSG } from '@resonate/contracts/audience/contact-attributes';
import { withTenant } from '#/db/tenant.ts';
import { AppError } from '#/errors.ts';
import { enqueueAttributeCleanup } from '#/jobs/contact-attribute-cleanup-job.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import { addCleanup, deleteAttributeRow } from './attributes-repository.ts';
import { stripAttributeValues } from './strip-attribute-values.ts';
import { lockAttributeSchema } from './upsert-attribute.ts';

type TDeps = Pick<FastifyInstance, 'db' | 'log'> & Partial<Pick<FastifyInstance, 'queue'>>;

/**
 * POST Audience/DeleteAttribute: the field goes at once (no contact shows or exports its value
 * from then on); its values are stripped from every contact by a background job, since that
 * rewrites up to every contact (over a minute at a million). Until the job ends the key stays
 * reserved, so a new field cannot inherit old values. Without a queue (tests) it strips inline.
 */
export async function deleteAttribute(
  deps: TDeps,
  auth: TAuthContext,
  body: { key: string },
): Promise<void> {
  const { clientId } = auth;
  await withTenant(deps.db, { clientId }, async (trx) => {
    await lockAttributeSchema(trx, clientId);
    if (!(await deleteAttributeRow(trx, body.key))) {
      throw new AppError('NOT_FOUND', ATTRIBUTE_MSG.notFound);
    }
    await addCleanup(trx, clientId, body.key);
  });
  const job = { clientId, key: body.key };
  if (!deps.queue) return stripAttributeValues(deps, job);
  await enqueueAttributeCleanup(deps.queue, job).catch((error: unknown) =>
    deps.log.warn({ err: error, ...job }, 'attribute cleanup not queued'),
  );
}
