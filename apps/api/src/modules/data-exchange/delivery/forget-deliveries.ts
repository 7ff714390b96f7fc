import { sql, type Transaction } from 'kysely';
import type { DB } from '#/db/schema.ts';

/**
 * Part of a data-subject deletion (issue 22, item 11): the client's webhook deliveries whose
 * stored body names one of the people (a contact.created event carries the passport id, email
 * and mobile) go, delivered or pending, so the delivery log keeps no copy of them. `needles`
 * are the people's passport ids and addresses, matched as plain substrings of the body.
 */
export async function forgetDeliveries(
  trx: Transaction<DB>,
  clientId: number,
  needles: readonly string[],
): Promise<void> {
  const terms = needles.filter((needle) => needle.length > 0);
  if (terms.length === 0) return;
  await sql`delete from webhook_deliveries d where d.client_id = ${clientId}
    and exists (select 1 from unnest(${terms}::text[]) as t(term)
      where strpos(d.body, t.term) > 0)`.execute(trx);
}
