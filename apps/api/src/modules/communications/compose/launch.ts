import {
  COMM_MSG,
  ZSendWindowSchema,
  type TCommunication,
} from '@resonate/contracts/campaigns/communications';
import { COMPOSE_MSG } from '@resonate/contracts/campaigns/compose';
import { CHANNEL_IDS_BY_NAME } from '@resonate/contracts/campaigns/content';
import { STATUS } from '@resonate/contracts/campaigns/communication-status';
import type { TFieldErrors } from '@resonate/contracts/envelope';
import { withTenant } from '#/db/tenant.ts';
import { AppError, isAppError } from '#/errors.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import { assertLicenceAllows } from '#/modules/licence/index.ts';
import { sendingDomainProblem } from '#/modules/communication-settings/index.ts';
import { topicProblems } from '#/modules/subscriptions/index.ts';
import { requestApproval } from '../approval/request-approval.ts';
import type { TCommunicationDeps } from '../deps.ts';
import { startCommunication } from '../engine/start-communication.ts';
import { experimentProblemsAtLaunch } from '../experiments/experiment-checks.ts';
import { composeSettings } from './client-compose-settings.ts';
import { channelIsReady } from './compose-options.ts';
import {
  audienceOf,
  contentOf,
  loadCommunication,
  scheduleOf,
  toCommunication,
} from './communication-view.ts';
import { countCommunicationAudience, estimateOf } from './estimate.ts';
import {
  approverProblems,
  contentProblems,
  nameProblems,
  needsAudience,
  scheduleProblems,
  sendWindowProblems,
} from './launch-checks.ts';
import { assertEditable, communicationNameTaken } from './save-draft.ts';
import { whatsAppProblems } from './whatsapp-launch-checks.ts';

export type TLaunchOutcome = { communication: TCommunication; message: string };

/**
 * POST Communication/LaunchCommunication. Every check at once, so the wizard can show every
 * problem by field; then Pending approval (and the approvers are told) or Approved (and the
 * engine takes it). The status change commits before either is called: both run their own
 * transactions.
 */
export async function launchCommunication(
  deps: TCommunicationDeps,
  auth: TAuthContext,
  communicationId: number,
  now = new Date(),
): Promise<TLaunchOutcome> {
  const { approvalRequired, scheduledLater } = await withTenant(
    deps.db,
    { clientId: auth.clientId },
    async (trx) => {
      // A lapsed licence refuses the launch itself, before the checks of the communication.
      await assertLicenceAllows(trx, auth.clientId, 'sending', now);
      const row = await loadCommunication(trx, auth, communicationId, true);
      assertEditable(row);
      const settings = await composeSettings(trx, auth.clientId);
      const errors: TFieldErrors = { ...nameProblems(row.name) };
      if (
        !errors.name &&
        (await communicationNameTaken(trx, auth.clientId, row.name, communicationId))
      ) {
        errors.name = COMPOSE_MSG.nameTaken;
      }

      if (!settings.channelIds.includes(row.channel_id)) {
        errors.channelId = COMM_MSG.channelNotInLicence;
      } else if (!(await channelIsReady(deps, auth.clientId, row.channel_id, row.sender ?? {}))) {
        // Email: say which sending-domain record is missing (issue 22), besides any setting.
        const domainProblem =
          row.channel_id === CHANNEL_IDS_BY_NAME.email
            ? await sendingDomainProblem(deps, auth.clientId, row.sender ?? {})
            : undefined;
        if (domainProblem) errors['sender.sendingDomainId'] = domainProblem;
        if (!domainProblem || !(await channelIsReady(deps, auth.clientId, row.channel_id))) {
          errors.channelId = COMM_MSG.channelNotSetUp;
        }
      }

      let count = { eligible: 0, noAddress: 0, unsubscribed: 0, suppressed: 0 };
      if (needsAudience(row.channel_id)) {
        if (audienceOf(row).listIds.length === 0) {
          errors['audience.listIds'] = COMM_MSG.listRequired;
        } else {
          try {
            count = await countCommunicationAudience(trx, auth.clientId, row);
            if (count.eligible === 0) errors['audience.listIds'] = COMM_MSG.audienceEmpty;
          } catch (error) {
            if (!isAppError(error) || !error.fieldErrors) throw error;
            Object.assign(errors, error.fieldErrors);
          }
        }
      }

      Object.assign(errors, contentProblems(contentOf(row)));
      Object.assign(
        errors,
        await topicProblems(trx, auth.clientId, row.channel_id, audienceOf(row).topicId),
      );
      Object.assign(errors, await whatsAppProblems(trx, auth.clientId, row, count.eligible));
      const schedule = scheduleOf(row);
      const { firstRun, errors: scheduleErrors } = scheduleProblems(
        schedule,
        settings.timeZone,
        now,
      );
      Object.assign(errors, scheduleErrors);
      const window = ZSendWindowSchema.nullable().safeParse(row.send_window ?? null);
      Object.assign(errors, sendWindowProblems(window.success ? window.data : null));
      Object.assign(
        errors,
        await experimentProblemsAtLaunch(
          trx,
          auth.clientId,
          row,
          schedule,
          window.success ? window.data : null,
          count.eligible,
          { start: firstRun, timeZone: settings.timeZone },
        ),
      );
      Object.assign(
        errors,
        await approverProblems(
          trx,
          auth.clientId,
          settings.approvalRequired,
          (row.approver_ids ?? []).map(Number),
        ),
      );
      if (Object.keys(errors).length > 0) {
        throw new AppError('BAD_REQUEST', COMPOSE_MSG.launchProblems, { errors });
      }

      const estimate = await estimateOf(trx, auth.clientId, row, settings, count);
      await trx
        .updateTable('communications')
        .set({
          status: settings.approvalRequired ? STATUS.pending_approval : STATUS.approved,
          submitted_at: now,
          approved_at: settings.approvalRequired ? null : now,
          decided_by: null,
          decision_note: null,
          scheduled_at: firstRun,
          audience_size: estimate.audienceSize,
          estimated_cost_minor: estimate.estimatedCostMinor,
          last_error: null,
          updated_at: now,
        })
        .where('client_id', '=', auth.clientId)
        .where('id', '=', communicationId)
        .execute();
      return {
        approvalRequired: settings.approvalRequired,
        scheduledLater: schedule.kind !== 'now',
      };
    },
  );

  if (approvalRequired) await requestApproval(deps, auth.clientId, communicationId);
  else await startCommunication(deps, auth.clientId, communicationId);

  const communication = await withTenant(deps.db, { clientId: auth.clientId }, async (trx) => {
    const row = await loadCommunication(trx, auth, communicationId);
    return toCommunication(row, (await composeSettings(trx, auth.clientId)).currency);
  });
  const message = approvalRequired
    ? COMPOSE_MSG.submitted
    : scheduledLater
      ? COMPOSE_MSG.scheduled
      : COMPOSE_MSG.launched;
  return { communication, message };
}
