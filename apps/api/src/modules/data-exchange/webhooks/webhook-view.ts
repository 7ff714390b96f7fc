import type { TWebhook } from '@resonate/contracts/data-exchange';
import type { TWebhookRow } from '../repositories/webhooks-repository.ts';
import { iso } from '../scope.ts';

/** A subscription as the page shows it: its secret never leaves except once, on create/rotate. */
export function toWebhook(row: TWebhookRow): TWebhook {
  return {
    webhookId: row.id,
    url: row.url,
    events: row.events,
    active: row.active,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}
