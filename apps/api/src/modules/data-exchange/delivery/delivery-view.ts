import type { TDelivery } from '@resonate/contracts/data-exchange';
import type { TDeliveryRow } from '../repositories/deliveries-repository.ts';
import { iso } from '../scope.ts';

export function toDelivery(row: TDeliveryRow): TDelivery {
  return {
    deliveryId: row.id,
    event: row.event_type,
    status: row.status,
    attempts: row.attempts,
    responseStatus: row.response_status,
    responseTimeMs: row.response_time_ms,
    error: row.error,
    createdAt: iso(row.created_at),
    nextAttemptAt: iso(row.next_attempt_at),
  };
}
