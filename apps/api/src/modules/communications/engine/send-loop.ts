import { sql } from 'kysely';
import { CHANNEL_IDS_BY_NAME } from '@resonate/contracts/campaigns/content';
import { COMM_MSG } from '@resonate/contracts/campaigns/communications';
import { STATUS } from '@resonate/contracts/campaigns/communication-status';
import { isFreeFormWhatsApp } from '@resonate/contracts/communication-settings/whatsapp-templates';
import { pricePlanOf } from '@resonate/contracts/pricing/price-plans';
import { withTenant } from '#/db/tenant.ts';
import { sendAllowance } from '#/modules/consumption/index.ts';
import { licenceSendStop } from '#/modules/licence/index.ts';
import type { TMessageSender } from '../channels/sender-for.ts';
import type { TCommunicationDeps } from '../deps.ts';
import type { TCompiledContent } from '../render/render-content.ts';
import { trackingSigner } from '../tracking/tracking-token.ts';
import { deliverOne, type TDeliverContext } from './deliver.ts';
import {
  BATCH_SIZE,
  CONCURRENCY,
  IN_RUN,
  MAX_SLEEP_MS,
  type TEngineOptions,
  type TRunResult,
} from './engine-options.ts';
import { nextRetryAt, runCreatedRange, type TRunRef } from './message-batch.ts';
import { pendingOutsideQuietHours } from './quiet-hours.ts';
import { providerBlockedUntil, providerKeyOf } from './provider-limit.ts';
import { RateLimiter, type TRateLimit } from './rate-limiter.ts';
import { SendGate } from './send-gate.ts';
import { setRunStatus, type TRunCommunication } from './run-state.ts';
import { enqueueRun } from './send-queue.ts';
import { smtpThrottleWindows } from './shared-allowance.ts';
import { inSendWindow, nextWindowOpening } from './send-window.ts';

/**
 * The sending half of a run: batches read, each message rendered, claimed right before its
 * handoff (with the consent, suppression and frequency-cap checks of that moment) and marked
 * right after the adapter answers, with bounded concurrency (send-gate.ts); between batches
 * the window, the throttles, the provider's shared limit, the usage gate and the status.
 */

/** Waits `ms`, or less when the worker is asked to stop (the loop then hands the run back). */
function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  });
}

/** The run's limits: the communication's per minute and the client's SMTP throttle. */
async function rateLimiterFor(
  deps: TCommunicationDeps,
  communication: TRunCommunication,
): Promise<RateLimiter> {
  const limits: TRateLimit[] = [];
  if (communication.throttlePerMinute > 0) {
    limits.push({ perWindow: communication.throttlePerMinute, windowMs: 60_000 });
  }
  if (communication.channelId === CHANNEL_IDS_BY_NAME.email) {
    const windows = await smtpThrottleWindows(deps, communication.clientId);
    if (windows.length > 0) {
      // What the client's email already sent in each window counts against it (a restart); all
      // windows counted in one transaction.
      await withTenant(deps.db, { clientId: communication.clientId }, async (trx) => {
        for (const window of windows) {
          const row = await sql<{ n: number }>`select count(*)::int as n from messages
            where client_id = ${communication.clientId} and channel_id = ${communication.channelId}
              and status in ('sent', 'delivered')
              and sent_at > now() - make_interval(secs => ${window.windowMs / 1000})`.execute(trx);
          limits.push({ ...window, alreadyUsed: row.rows[0]?.n ?? 0 });
        }
      });
    }
  }
  return new RateLimiter(limits);
}

async function currentStatus(deps: TCommunicationDeps, run: TRunRef): Promise<number | undefined> {
  const row = await withTenant(deps.db, { clientId: run.clientId }, (trx) =>
    trx
      .selectFrom('communications')
      .select(['status', 'archived_at'])
      .where('client_id', '=', run.clientId)
      .where('id', '=', run.communicationId)
      .executeTakeFirst(),
  );
  return row && row.archived_at === null ? row.status : undefined;
}

/** Sets a waiting status and queues the run again for `at` (the sweep is the second net). */
async function waitUntil(
  deps: TCommunicationDeps,
  run: TRunRef,
  status: number,
  at: Date,
): Promise<void> {
  await withTenant(deps.db, { clientId: run.clientId }, (trx) =>
    setRunStatus(trx, run.clientId, run.communicationId, { status, nextRunAt: at }),
  );
  if (deps.queue) {
    await enqueueRun(
      deps.queue,
      { clientId: run.clientId, communicationId: run.communicationId, run: run.runNo },
      at,
      `at-${at.getTime()}`,
    );
  }
}

export async function sendLoop(
  deps: TCommunicationDeps,
  communication: TRunCommunication,
  run: TRunRef,
  compiled: TCompiledContent,
  sender: TMessageSender,
  options: TEngineOptions,
  now: () => Date,
): Promise<TRunResult> {
  const batchSize = options.batchSize ?? BATCH_SIZE;
  const maxSleep = options.maxSleepMs ?? MAX_SLEEP_MS;
  const limiter = await rateLimiterFor(deps, communication);
  const unitPriceMilli =
    pricePlanOf(communication.licenceTypeId).channels[communication.channelId]?.unitPriceMilli ?? 0;
  const context: TDeliverContext = {
    clientId: run.clientId,
    communicationId: run.communicationId,
    runNo: run.runNo,
    channelId: communication.channelId,
    compiled,
    sender,
    signer: trackingSigner(deps.config.appSecret),
    publicUrl: deps.config.publicUrl,
    messageIdDomain: new URL(deps.config.publicUrl).hostname || 'localhost',
  };
  const provider = sender.provider ?? providerKeyOf(communication.channelId);
  const gate = new SendGate(deps.db, {
    clientId: run.clientId,
    channelId: communication.channelId,
    frequencyCap: communication.frequencyCap,
    whatsappWindow: isFreeFormWhatsApp(communication.channelId, communication.content),
    provider,
    now,
    created: runCreatedRange(run),
    // Thousandths of a minor unit -> major units (event cost).
    finish: { ...run, channelId: communication.channelId, unitCost: unitPriceMilli / 100_000 },
  });

  let throttled = false;
  try {
    for (;;) {
      // A stopping worker: what was claimed is marked (the gate drains below), the rest stays
      // queued under a run that is still due, and the job handler queues its continuation.
      if (options.signal?.aborted) return 'handedBack';
      const status = await currentStatus(deps, run);
      if (status === STATUS.paused) return 'paused';
      if (status === undefined || !IN_RUN.includes(status)) return 'cancelled';

      if (!inSendWindow(communication.sendWindow, communication.timeZone, now())) {
        const opening = nextWindowOpening(communication.sendWindow!, communication.timeZone, now());
        await gate.drain();
        await waitUntil(deps, run, STATUS.waiting_window, opening);
        return 'waiting';
      }

      // A provider's pause (429) recorded by any run or worker of this client.
      const paused = await withTenant(deps.db, { clientId: run.clientId }, (trx) =>
        providerBlockedUntil(trx, run.clientId, provider),
      );
      const pausedMs = paused ? Math.max(0, paused.getTime() - now().getTime()) : 0;
      let wanted = pausedMs > 0 ? 0 : Math.min(batchSize, limiter.available(now().getTime()));
      if (wanted < 1) {
        const wait = Math.max(pausedMs, limiter.waitMs(now().getTime()), 1);
        if (wait > maxSleep) {
          await gate.drain();
          await waitUntil(deps, run, STATUS.throttled, new Date(now().getTime() + wait));
          return 'waiting';
        }
        if (!throttled && wait > 2_000) {
          throttled = true;
          await withTenant(deps.db, { clientId: run.clientId }, (trx) =>
            setRunStatus(trx, run.clientId, run.communicationId, { status: STATUS.throttled }),
          );
        }
        await sleep(wait, options.signal);
        continue;
      }
      if (throttled) {
        throttled = false;
        await withTenant(deps.db, { clientId: run.clientId }, (trx) =>
          setRunStatus(trx, run.clientId, run.communicationId, { status: STATUS.sending }),
        );
      }

      const { allowance, licenceStop } = await withTenant(
        deps.db,
        { clientId: run.clientId },
        async (trx) => ({
          // A licence that lapses while a run is under way stops it at the next batch.
          licenceStop: await licenceSendStop(trx, run.clientId, communication.channelId, now()),
          allowance: await sendAllowance(trx, run.clientId, communication.channelId, wanted, now()),
        }),
      );
      if (licenceStop) {
        await gate.drain();
        await withTenant(deps.db, { clientId: run.clientId }, (trx) =>
          setRunStatus(trx, run.clientId, run.communicationId, {
            status: STATUS.paused,
            nextRunAt: null,
            lastError: licenceStop,
          }),
        );
        return 'blocked';
      }
      if (allowance.blocked || allowance.allowed < 1) {
        await gate.drain();
        await withTenant(deps.db, { clientId: run.clientId }, (trx) =>
          setRunStatus(trx, run.clientId, run.communicationId, {
            status: STATUS.blocked_limit,
            nextRunAt: null,
            lastError: COMM_MSG.limitReached,
          }),
        );
        return 'blocked';
      }
      wanted = Math.min(wanted, allowance.allowed);

      const pending = await pendingOutsideQuietHours(deps, communication, run, wanted, now());
      if (pending.length === 0) {
        await gate.drain();
        const retryAt = await nextRetryAt(deps.db, run);
        if (retryAt === null) return 'finished';
        const wait = retryAt.getTime() - now().getTime();
        if (wait > maxSleep) {
          await waitUntil(deps, run, STATUS.sending, retryAt);
          return 'waiting';
        }
        await sleep(Math.max(wait, 50), options.signal);
        continue;
      }
      if (limiter.limited) for (let i = 0; i < pending.length; i += 1) limiter.take();

      // Once stopping, no new claim: the lanes skip what is left of the batch.
      await gate.run(pending, options.concurrency ?? CONCURRENCY, async (row, claim) =>
        options.signal?.aborted ? undefined : deliverOne(context, row, now, claim),
      );
    }
  } finally {
    await gate.drain();
  }
}
