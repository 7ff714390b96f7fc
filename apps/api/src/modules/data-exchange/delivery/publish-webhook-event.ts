import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Transaction } from 'kysely';
import type { PgBoss } from 'pg-boss';
import type { TWebhookPayload } from '@resonate/contracts/data-exchange';
import type { DB } from '#/db/schema.ts';
import { enqueueWebhookDelivery } from '#/jobs/webhook-delivery-job.ts';
import { insertDeliveries, type TDeliveryRow } from '../repositories/deliveries-repository.ts';
import { listSubscribers, type TWebhookRow } from '../repositories/webhooks-repository.ts';

export type TPublishDeps = { log: FastifyBaseLogger; queue?: PgBoss };

export type TWebhookEvent = {
  clientId: number;
  type: string;
  data: Record<string, unknown>;
};

/** Queues the deliveries of a committed publish; never throws (failures are logged). */
export type TDispatch = () => void;

/**
 * Raises a webhook event inside the caller's transaction: one delivery row per active
 * subscription to `type`, committed (or rolled back) with the caller's change. The caller runs
 * the returned dispatch after the commit, so no receiver hears of a change that did not happen.
 */
export async function publishWebhookEvent(
  deps: TPublishDeps,
  trx: Transaction<DB>,
  event: TWebhookEvent,
): Promise<TDispatch> {
  // Without a queue (tests that skip pg-boss) nothing could ever send them: log nothing at all.
  if (!deps.queue) return () => undefined;
  const hooks = await listSubscribers(trx, event.type);
  const rows = await createDeliveries(trx, hooks, event);
  return dispatcher(deps, rows);
}

/** The delivery rows of one event to the given subscriptions (all share the event's id). */
export async function createDeliveries(
  trx: Transaction<DB>,
  hooks: TWebhookRow[],
  event: TWebhookEvent,
): Promise<TDeliveryRow[]> {
  if (hooks.length === 0) return [];
  const payload: TWebhookPayload = {
    id: randomUUID(),
    type: event.type,
    createdAt: new Date().toISOString(),
    clientId: event.clientId,
    data: event.data,
  };
  // Stored as sent: every attempt signs and posts exactly these bytes.
  const body = JSON.stringify(payload);
  return insertDeliveries(
    trx,
    hooks.map((hook) => ({
      clientId: event.clientId,
      webhookId: hook.id,
      eventId: payload.id,
      eventType: event.type,
      body,
    })),
  );
}

export function dispatcher(deps: TPublishDeps, rows: TDeliveryRow[]): TDispatch {
  return () => {
    if (!deps.queue) return;
    for (const row of rows) {
      enqueueWebhookDelivery(deps.queue, {
        clientId: row.client_id,
        deliveryId: row.id,
        attempt: 1,
      }).catch((error: unknown) => deps.log.warn({ err: error }, 'webhook delivery not queued'));
    }
  };
}
