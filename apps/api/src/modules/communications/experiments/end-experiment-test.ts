import { sql } from 'kysely';
import { EXPERIMENT_MSG } from '@resonate/contracts/campaigns/experiment';
import { withTenant } from '#/db/tenant.ts';
import { AppError } from '#/errors.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import type { TCommunicationDeps } from '../deps.ts';
import { loadCommunication } from '../compose/communication-view.ts';
import { IN_RUN } from '../engine/engine-options.ts';
import { enqueueRun } from '../engine/send-queue.ts';
import { loadExperiment } from './experiment-repository.ts';

/**
 * POST Communication/EndExperimentTest: the marketer ends a test under way now. Its end moves
 * to now and the waiting run is due at once: the engine decides the winner on the figures so
 * far and sends it to the rest, exactly as at the planned end.
 */
export async function endExperimentTest(
  deps: TCommunicationDeps,
  auth: TAuthContext,
  communicationId: number,
  now = new Date(),
): Promise<void> {
  const runNo = await withTenant(deps.db, { clientId: auth.clientId }, async (trx) => {
    const row = await loadCommunication(trx, auth, communicationId, true);
    const found = await loadExperiment(trx, auth.clientId, communicationId, true);
    if (!found) throw new AppError('NOT_FOUND', EXPERIMENT_MSG.notFound);
    if (found.state !== 'testing') throw new AppError('CONFLICT', EXPERIMENT_MSG.notTesting);
    await sql`update communication_experiments set test_ends_at = ${now}, updated_at = now()
      where client_id = ${auth.clientId} and communication_id = ${communicationId}`.execute(trx);
    if (IN_RUN.includes(row.status)) {
      await sql`update communications set next_run_at = ${now}, updated_at = now()
        where client_id = ${auth.clientId} and id = ${communicationId}`.execute(trx);
    }
    return row.run_no;
  });
  if (deps.queue && runNo > 0) {
    const job = { clientId: auth.clientId, communicationId, run: runNo };
    await enqueueRun(deps.queue, job, undefined, `test-ended-${now.getTime()}`);
  }
}
