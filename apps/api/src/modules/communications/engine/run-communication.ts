import { sql } from 'kysely';
import { CHANNEL_IDS_BY_NAME } from '@resonate/contracts/campaigns/content';
import { COMM_MSG } from '@resonate/contracts/campaigns/communications';
import { STATUS } from '@resonate/contracts/campaigns/communication-status';
import { pricePlanOf } from '@resonate/contracts/pricing/price-plans';
import { withTenant } from '#/db/tenant.ts';
import { AppError } from '#/errors.ts';
import { licenceSendStop } from '#/modules/licence/index.ts';
import { senderFor, type TMessageSender } from '../channels/sender-for.ts';
import type { TCommunicationDeps } from '../deps.ts';
import { compileRunVariants } from '../experiments/experiment-content.ts';
import { advanceExperiment, holdForTestEnd } from '../experiments/experiment-run.ts';
import { compileContent, TemplateError, type TCompiledContent } from '../render/render-content.ts';
import { IN_RUN, STARTABLE, type TEngineOptions, type TRunResult } from './engine-options.ts';
import { expandAudience } from './expand-audience.ts';
import { finishRun, stopRun } from './finish-run.ts';
import { ingestMissedSentEvents, requeueAmbiguous, type TRunRef } from './message-batch.ts';
import { notifyRun } from './notify-run.ts';
import { lockCommunication, setRunStatus, type TRunCommunication } from './run-state.ts';
import { sendLoop } from './send-loop.ts';
import { scheduleBestTimes } from './send-time-optimisation.ts';
import type { TSendJob } from './send-queue.ts';

export type { TEngineOptions, TRunResult } from './engine-options.ts';

/**
 * One run of a communication (issue 9, sending engine). Under a session advisory lock on the
 * communication: requeue what a dead worker left ambiguous, expand the audience into queued
 * message rows, then send in claimed batches (render, track, send with bounded concurrency,
 * mark), honouring the window, throttles, usage gate and status changes between batches.
 */
export async function runCommunication(
  deps: TCommunicationDeps,
  job: TSendJob,
  options: TEngineOptions = {},
): Promise<TRunResult> {
  const lockKey = `communication-send:${job.clientId}:${job.communicationId}`;
  return deps.db.connection().execute(async (conn) => {
    const locked = await sql<{ ok: boolean }>`
      select pg_try_advisory_lock(hashtextextended(${lockKey}, 0)) as ok`.execute(conn);
    if (!locked.rows[0]?.ok) return 'busy';
    try {
      return await runLocked(deps, job, options);
    } finally {
      await sql`select pg_advisory_unlock(hashtextextended(${lockKey}, 0))`.execute(conn);
    }
  });
}

async function runLocked(
  deps: TCommunicationDeps,
  job: TSendJob,
  options: TEngineOptions,
): Promise<TRunResult> {
  const now = options.now ?? (() => new Date());
  const { clientId, communicationId } = job;

  // Decide under the row lock: start the next run, resume this one, or nothing (stale job).
  let licenceStop: { communication: TRunCommunication; reason: string } | undefined;
  let runStamp: Date | null = null;
  const communication = await withTenant(deps.db, { clientId }, async (trx) => {
    const found = await lockCommunication(trx, clientId, communicationId);
    if (!found || found.archived) return undefined;
    const startsNew = job.run === found.runNo + 1 && STARTABLE.includes(found.status);
    const resumes = job.run === found.runNo && IN_RUN.includes(found.status);
    if (!startsNew && !resumes) return undefined;
    if (found.nextRunAt && found.nextRunAt.getTime() > now().getTime() + 1_000) return undefined;
    // A lapsed licence, or one without this channel, stops the run before it starts: paused with
    // the reason and the run number unchanged, so Resume after a renewal starts this very run.
    const reason = await licenceSendStop(trx, clientId, found.channelId, now());
    if (reason) {
      await setRunStatus(trx, clientId, communicationId, {
        status: STATUS.paused,
        nextRunAt: null,
        lastError: reason,
      });
      licenceStop = { communication: found, reason };
      return undefined;
    }
    const stamped = await trx
      .updateTable('communications')
      .set({
        run_no: job.run,
        status: STATUS.sending,
        // Stays due while the run is under way, so the sweep restarts a run whose worker died.
        next_run_at: now(),
        started_at: sql`coalesce(started_at, now())`,
        // The run's messages carry this stamp (their partition month and part of their
        // exactly-once key), so a resumed run writes the same rows, not new ones.
        ...(startsNew ? { last_error: null, completed_at: null, run_started_at: now() } : {}),
        updated_at: new Date(),
      })
      .where('client_id', '=', clientId)
      .where('id', '=', communicationId)
      .returning('run_started_at')
      .executeTakeFirst();
    runStamp = stamped?.run_started_at ?? null;
    return { ...found, runNo: job.run, status: STATUS.sending };
  });
  if (licenceStop) {
    await notifyRun(deps, licenceStop.communication, { ok: false, summary: licenceStop.reason });
    return 'blocked';
  }
  if (!communication) return 'stale';
  const run: TRunRef = { clientId, communicationId, runNo: job.run, stamp: runStamp };

  if (communication.channelId === CHANNEL_IDS_BY_NAME.qrCode) {
    // No audience: the QR image is the send (outputs); its scans are the clicks.
    await withTenant(deps.db, { clientId }, (trx) =>
      setRunStatus(trx, clientId, communicationId, {
        status: STATUS.sent,
        nextRunAt: null,
        completedAt: now(),
      }),
    );
    return 'finished';
  }

  // An A/B test starts, or is decided once its end has come, before the audience is expanded.
  const experiment = await advanceExperiment(deps, run, now());
  let compiled: TCompiledContent;
  try {
    compiled = compileContent(communication.content);
    if (experiment) compiled = compileRunVariants(compiled, communication.content, experiment);
  } catch (error) {
    const detail = error instanceof TemplateError ? error.message : String(error);
    return stopRun(deps, communication, STATUS.failed, COMM_MSG.templateBroken(detail), 'failed');
  }

  let sender: TMessageSender;
  try {
    sender = await (options.openSender ?? senderFor)(deps, clientId, {
      id: communicationId,
      channel_id: communication.channelId,
      name: communication.name,
      sender: communication.sender,
      run_no: job.run,
    });
  } catch (error) {
    if (error instanceof AppError) {
      return stopRun(deps, communication, STATUS.channel_not_set_up, error.message, 'failed');
    }
    throw error;
  }

  try {
    const resent = await requeueAmbiguous(deps.db, run);
    if (resent > 0) {
      deps.log.warn({ communicationId, run: job.run, resent }, 'ambiguous messages sent again');
    }
    // A stopped worker may have left 'sent' events unwritten (the send gate batches them).
    const unitPriceMilli =
      pricePlanOf(communication.licenceTypeId).channels[communication.channelId]?.unitPriceMilli ??
      0;
    await ingestMissedSentEvents(deps.db, {
      ...run,
      channelId: communication.channelId,
      unitCost: unitPriceMilli / 100_000,
    });
    try {
      await expandAudience(deps.db, communication, job.run);
    } catch (error) {
      if (error instanceof AppError) {
        return stopRun(deps, communication, STATUS.failed, error.message, 'failed');
      }
      throw error;
    }
    await scheduleBestTimes(deps, communication, run, run.stamp ?? now());
    await recordAudienceSize(deps, run);
    const outcome = await sendLoop(deps, communication, run, compiled, sender, options, now);
    if (outcome !== 'finished') return outcome;
    // A test share sent waits for the test's end; then its winner goes to the rest.
    if (experiment && (await holdForTestEnd(deps, run, now()))) return 'waiting';
  } finally {
    await sender.close();
  }
  return finishRun(deps, communication, run, now());
}

async function recordAudienceSize(deps: TCommunicationDeps, run: TRunRef): Promise<void> {
  await withTenant(deps.db, { clientId: run.clientId }, (trx) =>
    sql`update communications set audience_size = (select count(*) from messages
        where client_id = ${run.clientId} and communication_id = ${run.communicationId}
          and run_no = ${run.runNo} and status <> 'suppressed')
      where client_id = ${run.clientId} and id = ${run.communicationId}`.execute(trx),
  );
}
