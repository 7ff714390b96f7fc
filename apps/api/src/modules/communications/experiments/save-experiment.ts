import { sql } from 'kysely';
import { COMPOSE_MSG } from '@resonate/contracts/campaigns/compose';
import { EXPERIMENT_MSG, type TExperiment } from '@resonate/contracts/campaigns/experiment';
import { withTenant } from '#/db/tenant.ts';
import { AppError } from '#/errors.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import type { TCommunicationDeps } from '../deps.ts';
import { loadCommunication } from '../compose/communication-view.ts';
import { EDITABLE_STATUSES } from '../compose/save-draft.ts';
import { experimentShapeProblems } from './experiment-checks.ts';
import { deleteExperiment, upsertExperiment } from './experiment-repository.ts';

/**
 * POST Communication/SaveExperiment: sets or (null) removes the A/B test of a draft the user
 * may see. What the channel cannot do is refused here by field; whether it renders and fits
 * the audience is checked at launch, as the rest of the wizard is.
 */
export async function saveExperiment(
  deps: TCommunicationDeps,
  auth: TAuthContext,
  communicationId: number,
  experiment: TExperiment | null,
): Promise<void> {
  await withTenant(deps.db, { clientId: auth.clientId }, async (trx) => {
    const row = await loadCommunication(trx, auth, communicationId, true);
    if (row.archived_at !== null || !EDITABLE_STATUSES.includes(row.status)) {
      throw new AppError('BAD_REQUEST', EXPERIMENT_MSG.notEditable);
    }
    if (experiment === null) {
      await deleteExperiment(trx, auth.clientId, communicationId);
      return;
    }
    const errors = experimentShapeProblems(experiment, row.channel_id);
    if (Object.keys(errors).length > 0) {
      throw new AppError('BAD_REQUEST', COMPOSE_MSG.launchProblems, { errors });
    }
    await upsertExperiment(trx, auth.clientId, communicationId, experiment);
    await sql`update communications set updated_at = now()
      where client_id = ${auth.clientId} and id = ${communicationId}`.execute(trx);
  });
}
