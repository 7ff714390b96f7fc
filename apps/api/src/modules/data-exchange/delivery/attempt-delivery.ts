import { WEBHOOK_TEST_EVENT } from '@resonate/contracts/data-exchange';
import { withTenant } from '#/db/tenant.ts';
import { guardedPost, OutboundBlockedError } from '#/http/outbound-guard.ts';
import {
  enqueueWebhookDelivery,
  type TWebhookDeliveryJob,
  type TWebhookWorkerDeps,
} from '#/jobs/webhook-delivery-job.ts';
import { outboundPolicy } from '../deps.ts';
import { claimAttempt, recordAttempt } from '../repositories/deliveries-repository.ts';
import { findWebhookRow } from '../repositories/webhooks-repository.ts';
import { secretContext, webhookSecretBox } from '../webhooks/webhook-secret.ts';
import { DELIVERY_TIMEOUT_MS, retryDelayAfter } from './backoff.ts';
import { signatureHeader } from '#/channels/webhook-signature.ts';

type TOutcome = {
  ok: boolean;
  responseStatus: number | null;
  timeMs: number | null;
  error: string | null;
};

/**
 * One attempt of one delivery (the job handler). The attempt is claimed in one short
 * transaction and its result recorded in another: no transaction stays open while a remote
 * server takes up to 10 s to answer. A failure schedules the next attempt after its backoff.
 */
export async function attemptDelivery(
  deps: TWebhookWorkerDeps,
  job: TWebhookDeliveryJob,
): Promise<void> {
  const scope = { clientId: job.clientId };
  const claimed = await withTenant(deps.db, scope, async (trx) => {
    const delivery = await claimAttempt(trx, job.deliveryId, job.attempt);
    const hook = delivery && (await findWebhookRow(trx, delivery.webhook_id));
    return delivery && hook ? { delivery, hook } : undefined;
  });
  if (!claimed) return;
  const { delivery, hook } = claimed;

  // Switched off after the event was raised: stop, without retries. Tests go out regardless.
  const switchedOff = !hook.active && delivery.event_type !== WEBHOOK_TEST_EVENT;
  let outcome: TOutcome;
  if (switchedOff) {
    outcome = { ok: false, responseStatus: null, timeMs: null, error: 'Webhook is inactive' };
  } else {
    const secret = webhookSecretBox(deps.config.appSecret).open(
      hook.secret_sealed,
      secretContext(job.clientId),
    );
    outcome = await post(deps, hook.url, secret, delivery.id, delivery.event_type, delivery.body);
  }

  const delay = outcome.ok || switchedOff ? undefined : retryDelayAfter(job.attempt);
  await withTenant(deps.db, scope, (trx) =>
    recordAttempt(trx, delivery.id, {
      status: outcome.ok ? 'succeeded' : delay === undefined ? 'failed' : 'retrying',
      responseStatus: outcome.responseStatus,
      responseTimeMs: outcome.timeMs,
      error: outcome.error,
      nextAttemptAt: delay === undefined ? null : new Date(Date.now() + delay * 1000),
    }),
  );
  if (delay !== undefined) {
    await enqueueWebhookDelivery(deps.queue, { ...job, attempt: job.attempt + 1 }, delay);
  }
}

async function post(
  deps: TWebhookWorkerDeps,
  url: string,
  secret: string,
  deliveryId: string,
  eventType: string,
  body: string,
): Promise<TOutcome> {
  const timestamp = Math.floor(Date.now() / 1000);
  const headers = {
    'content-type': 'application/json',
    'user-agent': 'Resonate-Webhooks/1',
    'x-resonate-event': eventType,
    'x-resonate-delivery': deliveryId,
    'x-resonate-timestamp': String(timestamp),
    'x-resonate-signature': signatureHeader(secret, timestamp, body),
  };
  try {
    const answer = await guardedPost(
      url,
      { headers, body, timeoutMs: DELIVERY_TIMEOUT_MS },
      outboundPolicy(deps.config),
    );
    const ok = answer.status >= 200 && answer.status < 300;
    return {
      ok,
      responseStatus: answer.status,
      timeMs: answer.timeMs,
      error: ok ? null : `HTTP ${answer.status}`,
    };
  } catch (error) {
    return { ok: false, responseStatus: null, timeMs: null, error: describe(error) };
  }
}

/** A line for the delivery log: what a person can act on, never a stack trace. */
function describe(error: unknown): string {
  if (error instanceof OutboundBlockedError) {
    return error.reason === 'private'
      ? 'Refused: the URL points at a private, loopback or link-local address'
      : 'The host name could not be resolved';
  }
  const e = error as { name?: string; code?: string; message?: string };
  if (e.name === 'TimeoutError' || e.name === 'AbortError') {
    return `No answer within ${DELIVERY_TIMEOUT_MS / 1000} s`;
  }
  return e.code ? `Connection failed (${e.code})` : (e.message ?? 'Connection failed');
}
