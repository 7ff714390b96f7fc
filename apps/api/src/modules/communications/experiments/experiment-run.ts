import { sql } from 'kysely';
import { STATUS } from '@resonate/contracts/campaigns/communication-status';
import { withTenant } from '#/db/tenant.ts';
import type { TTrx } from '#/modules/audience/index.ts';
import type { TCommunicationDeps } from '../deps.ts';
import type { TRunRef } from '../engine/message-batch.ts';
import { setRunStatus } from '../engine/run-state.ts';
import { enqueueRun } from '../engine/send-queue.ts';
import { outcomeOf, variantFigures } from './experiment-figures.ts';
import {
  loadExperiment,
  updateExperimentState,
  type TStoredExperiment,
} from './experiment-repository.ts';
import { bucketSql, variantOfBucketSql } from './experiment-split.ts';
import { restSendAt, testEndOf, variantSendTimes } from './experiment-send-times.ts';
import { decideWinner } from './experiment-stats.ts';

/**
 * The engine's step into a run's A/B test, before the audience is expanded: a test not yet
 * started starts at the run's start (it ends after the longest send delay plus `durationHours`,
 * experiment-send-times.ts); a test whose end has come is decided (the
 * winner by the metric, or the default). Under the test's row lock, so two workers resuming the
 * same run decide once; a decided test is never decided again (idempotent across restarts).
 */
export async function advanceExperiment(
  deps: TCommunicationDeps,
  run: TRunRef,
  now: Date,
): Promise<TStoredExperiment | undefined> {
  return withTenant(deps.db, { clientId: run.clientId }, async (trx) => {
    const found = await loadExperiment(trx, run.clientId, run.communicationId, true);
    if (!found) return undefined;
    if (found.state === 'draft') {
      const testStartedAt = run.stamp ?? now;
      const testEndsAt = testEndOf(found, testStartedAt);
      const change = { state: 'testing' as const, testStartedAt, testEndsAt };
      await updateExperimentState(trx, run.clientId, run.communicationId, change);
      return { ...found, ...change };
    }
    if (found.state === 'testing' && found.testEndsAt && found.testEndsAt <= now) {
      return decideExperiment(trx, run, found, now);
    }
    return found;
  });
}

async function decideExperiment(
  trx: TTrx,
  run: TRunRef,
  found: TStoredExperiment,
  now: Date,
): Promise<TStoredExperiment> {
  const figures = await variantFigures(trx, run.clientId, run.communicationId, found, now);
  const decision = decideWinner(
    figures.map((f) => outcomeOf(f, found.metric)),
    found.metric,
    found.defaultVariant,
  );
  const change = {
    state: 'decided' as const,
    winner: decision.winner,
    confidence: decision.confidence,
    decisionReason: decision.reason,
    decidedAt: now,
  };
  await updateExperimentState(trx, run.clientId, run.communicationId, change);
  return { ...found, ...change };
}

/**
 * What expand-audience adds for a test: which contacts to write now, the variant each carries
 * and when it may go (`messages.not_before`, set in the same insert: no job per contact).
 * While testing, only the test share (buckets below the cut), each with its bucket's variant,
 * held until its variant's send time; once decided, everyone, the rest with the winner at the
 * rest's send time (the test share's rows exist already and the exactly-once key skips them; a
 * test-share contact who joined the audience since gets their own bucket's variant at once, so
 * the variant stays a function of the contact).
 */
export async function experimentSplitSql(trx: TTrx, clientId: number, communicationId: number) {
  const found = await loadExperiment(trx, clientId, communicationId);
  const noHold = sql<Date | null>`null::timestamptz`;
  if (!found || found.state === 'draft') {
    return {
      where: sql<boolean>`true`,
      variant: sql<number | null>`null::smallint`,
      notBefore: noHold,
    };
  }
  const bucket = bucketSql(communicationId, sql`c.passport_id`);
  const ofBucket = variantOfBucketSql(bucket, found.testSharePercent, found.variants.length);
  const start = found.testStartedAt;
  if (found.state === 'testing') {
    const times = start
      ? variantSendTimes(found, start).map((at) => at?.toISOString() ?? null)
      : [];
    return {
      where: sql<boolean>`${ofBucket} is not null`,
      variant: ofBucket,
      notBefore: start ? sql<Date | null>`(${times}::timestamptz[])[${ofBucket} + 1]` : noHold,
    };
  }
  const winner = found.winner ?? found.defaultVariant;
  const restAt =
    start && found.decidedAt ? restSendAt(found, start, winner, found.decidedAt) : null;
  return {
    where: sql<boolean>`true`,
    variant: sql<number | null>`coalesce(${ofBucket}, ${winner}::smallint)`,
    notBefore: restAt
      ? sql<Date | null>`case when ${ofBucket} is null then ${restAt}::timestamptz end`
      : noHold,
  };
}

/**
 * After a run's sends are done: a test share sent waits for the test's end (the run stays due
 * at that time: a pg-boss job for it, and the sweep as the second net, so a restart loses
 * nothing); the winner's send done marks the test 'winner_sent'. True: the run waits.
 */
export async function holdForTestEnd(
  deps: TCommunicationDeps,
  run: TRunRef,
  now: Date,
): Promise<boolean> {
  const at = await withTenant(deps.db, { clientId: run.clientId }, async (trx) => {
    const found = await loadExperiment(trx, run.clientId, run.communicationId, true);
    if (!found) return undefined;
    if (found.state === 'decided') {
      await updateExperimentState(trx, run.clientId, run.communicationId, { state: 'winner_sent' });
    }
    if (found.state !== 'testing') return undefined;
    const ends = found.testEndsAt ?? now;
    const resumeAt = ends > now ? ends : now;
    await setRunStatus(trx, run.clientId, run.communicationId, {
      status: STATUS.sending,
      nextRunAt: resumeAt,
    });
    return resumeAt;
  });
  if (!at) return false;
  if (deps.queue) await enqueueRun(deps.queue, jobOf(run), at, `test-end-${at.getTime()}`);
  return true;
}

function jobOf(run: TRunRef) {
  return { clientId: run.clientId, communicationId: run.communicationId, run: run.runNo };
}
