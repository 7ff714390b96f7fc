import { sql, type Transaction } from 'kysely';
import type { DB } from '#/db/schema.ts';
import { CLAIM_REFUSALS } from './engine/claim-messages.ts';

/** The error a message keeps when its text named the deleted person's address. */
const ERROR_NAMED_ADDRESS = 'address removed with the contact';

/**
 * Part of a data-subject deletion (issue 22, item 11): what the communications engine copied
 * of the people. Their message rows stay, so a communication's figures (sent, bounced,
 * suppressed) and its bounce reports keep counting them, but nothing in them points at the
 * person any more: the address goes, the passport id becomes a random one (so no other row
 * can be joined to it, and a re-imported contact with the same address is a new person), and
 * an error text that quoted the address is replaced. A message still queued is never sent: it
 * becomes 'suppressed' like a claim that finds the contact gone. Their journey entries go, and
 * the node counts of the entries still inside a journey drop with them. Suppressions hold
 * keyed hashes only, so the address stays blocked without being stored.
 */
export async function forgetRecipients(
  trx: Transaction<DB>,
  clientId: number,
  passportIds: readonly string[],
): Promise<void> {
  if (passportIds.length === 0) return;
  await sql`update messages set
      status = case when status = 'queued' then 'suppressed' else status end,
      error = case
        when status = 'queued' then ${CLAIM_REFUSALS.contactGone}
        when address is not null and (strpos(lower(error), lower(address)) > 0
          or strpos(error, ltrim(address, '+')) > 0) then ${ERROR_NAMED_ADDRESS}
        else error end,
      next_attempt_at = case when status = 'queued' then null else next_attempt_at end,
      address = null,
      passport_id = gen_random_uuid(),
      updated_at = now()
    where client_id = ${clientId} and passport_id = any(${passportIds}::uuid[])`.execute(trx);

  await sql`
    with gone as (
      delete from journey_entries
      where client_id = ${clientId} and passport_id = any(${passportIds}::uuid[])
      returning journey_id, node_id, state),
    inside as (
      select journey_id, node_id, count(*) as n from gone
      where state in ('active', 'waiting') group by journey_id, node_id)
    update journey_node_counts n set current = greatest(n.current - inside.n, 0)
    from inside
    where n.client_id = ${clientId} and n.journey_id = inside.journey_id
      and n.node_id = inside.node_id`.execute(trx);

  // Push channels' addresses: the browser subscriptions and app devices tied to the people.
  await sql`delete from web_push_subscriptions
    where client_id = ${clientId} and passport_id = any(${passportIds}::uuid[])`.execute(trx);
  await sql`delete from mobile_push_devices
    where client_id = ${clientId} and passport_id = any(${passportIds}::uuid[])`.execute(trx);
  // When their number last wrote on WhatsApp (the 24-hour window) names their mobile.
  await sql`delete from whatsapp_inbound w using contacts c
    where w.client_id = ${clientId} and c.client_id = ${clientId}
      and c.passport_id = any(${passportIds}::uuid[]) and w.address = c.mobile`.execute(trx);
}
