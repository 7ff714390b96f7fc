import { sql, type Transaction } from 'kysely';
import type { DB } from '#/db/schema.ts';

/**
 * Part of a data-subject deletion (issue 28): the transactional calls made to the people go
 * whole. A row names its person by passport id, and its stored answer, variables (an order's
 * address, a code) and request hash were made from what the caller said about them; anonymising
 * would keep little worth keeping. Their messages rows stay, anonymised by the communications
 * module, so the communication's figures and the consumption line still count them; the status
 * endpoint answers 404 for the call, as for an id never issued.
 */
export async function forgetTransactionalPeople(
  trx: Transaction<DB>,
  clientId: number,
  passportIds: readonly string[],
): Promise<void> {
  if (passportIds.length === 0) return;
  await sql`delete from transactional_messages
    where client_id = ${clientId} and passport_id = any(${passportIds}::uuid[])`.execute(trx);
}
