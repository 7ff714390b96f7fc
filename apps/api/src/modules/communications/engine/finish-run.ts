import { COMM_MSG } from '@resonate/contracts/campaigns/communications';
import { STATUS } from '@resonate/contracts/campaigns/communication-status';
import { withTenant } from '#/db/tenant.ts';
import type { TCommunicationDeps } from '../deps.ts';
import type { TRunResult } from './engine-options.ts';
import type { TRunRef } from './message-batch.ts';
import { notifyRun } from './notify-run.ts';
import { nextRunAt } from './recurrence.ts';
import { runCounts, setRunStatus, type TRunCommunication } from './run-state.ts';
import { enqueueRun } from './send-queue.ts';

/** Ends a run: the status from its figures, the next run of a series, the creator told. */
export async function finishRun(
  deps: TCommunicationDeps,
  communication: TRunCommunication,
  run: TRunRef,
  at: Date,
): Promise<TRunResult> {
  const { clientId, id } = communication;
  const summary = await withTenant(deps.db, { clientId }, async (trx) => {
    const counts = await runCounts(trx, clientId, id, run.runNo);
    const sent = counts.sent + counts.delivered;
    const lost = counts.failed + counts.bounced;
    if (communication.schedule.kind === 'recurring') {
      const planned = communication.nextRunAt ?? at;
      const next = nextRunAt(
        communication.schedule,
        communication.timeZone,
        run.runNo,
        at,
        planned,
      );
      await setRunStatus(trx, clientId, id, {
        status: next ? STATUS.recurring : STATUS.completed,
        nextRunAt: next,
        completedAt: next ? null : at,
      });
      return { sent, lost, next };
    }
    const status =
      sent === 0 && lost === 0
        ? STATUS.audience_empty
        : sent === 0
          ? STATUS.failed
          : lost > 0
            ? STATUS.partially_sent
            : STATUS.sent;
    await setRunStatus(trx, clientId, id, {
      status,
      nextRunAt: null,
      completedAt: at,
      ...(status === STATUS.audience_empty ? { lastError: COMM_MSG.audienceEmpty } : {}),
    });
    return { sent, lost, next: null };
  });
  if (summary.next && deps.queue) {
    await enqueueRun(
      deps.queue,
      { clientId, communicationId: id, run: run.runNo + 1 },
      summary.next,
    );
  }
  const figures = `${summary.sent.toLocaleString('en-GB')} sent, ${summary.lost.toLocaleString('en-GB')} failed`;
  await notifyRun(deps, communication, { ok: summary.sent > 0, summary: figures });
  return 'finished';
}

/** Ends a run that cannot go on: the status and why, the creator told. */
export async function stopRun(
  deps: TCommunicationDeps,
  communication: TRunCommunication,
  status: number,
  reason: string,
  result: TRunResult,
): Promise<TRunResult> {
  await withTenant(deps.db, { clientId: communication.clientId }, (trx) =>
    setRunStatus(trx, communication.clientId, communication.id, {
      status,
      nextRunAt: null,
      lastError: reason.slice(0, 500),
    }),
  );
  await notifyRun(deps, communication, { ok: false, summary: reason });
  return result;
}
