import { sql, type Transaction } from 'kysely';
import type { DB } from '#/db/schema.ts';

/** The one webhook event whose body names a contact (its passport id, email and mobile). */
const CONTACT_EVENT = 'contact.created';

/**
 * Part of a data-subject deletion (issue 22, item 11): the client's contact.created webhook
 * deliveries of the people go, delivered or pending, so the delivery log keeps no copy of
 * them. Matched by the passport id in the stored body, not by substrings of addresses (which
 * could match someone else's).
 */
export async function forgetDeliveries(
  trx: Transaction<DB>,
  clientId: number,
  passportIds: readonly string[],
): Promise<void> {
  if (passportIds.length === 0) return;
  await sql`delete from webhook_deliveries d
    where d.client_id = ${clientId} and d.event_type = ${CONTACT_EVENT}
      and (d.body::jsonb #>> '{data,passportId}') = any(${passportIds}::text[])`.execute(trx);
}
