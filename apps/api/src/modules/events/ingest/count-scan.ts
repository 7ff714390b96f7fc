import { sql, type Kysely } from 'kysely';
import type { DB } from '#/db/schema.ts';
import { withTenant } from '#/db/tenant.ts';

/**
 * A scan of a QR code communication's link: a click of the communication with no person behind
 * it, so it goes straight to event_rollups (day in UTC like every event, the communication's
 * department and channel) and nowhere a person's history is kept. Answers false when the
 * communication no longer exists.
 */
export async function countAnonymousClick(
  db: Kysely<DB>,
  clientId: number,
  communicationId: number,
  now: Date = new Date(),
): Promise<boolean> {
  return withTenant(db, { clientId }, async (trx) => {
    const { rows } = await sql<{ counted: number }>`
      insert into event_rollups as r (client_id, day, department_id, communication_id,
        channel_id, sent, delivered, opened, clicked, bounced, unsubscribed, converted, leads,
        page_views, revenue, cost, conversion_seconds, timed_conversions)
      select c.client_id, (${now}::timestamptz at time zone 'UTC')::date,
        coalesce(c.department_id, 0), c.id, c.channel_id, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0
      from communications c where c.client_id = ${clientId} and c.id = ${communicationId}
      on conflict (client_id, day, department_id, communication_id, channel_id) do update set
        clicked = r.clicked + 1
      returning 1 as counted`.execute(trx);
    return rows.length > 0;
  });
}
