import { sql, type Kysely } from 'kysely';
import type { DB } from '#/db/schema.ts';
import { withTenant } from '#/db/tenant.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import { forgetRecipients } from '#/modules/communications/index.ts';
import { forgetDeliveries } from '#/modules/data-exchange/index.ts';
import { forgetPeople } from '#/modules/events/index.ts';
import { forgetInParticipants } from './erasure-participants.ts';

/**
 * POST Audience/DeleteContacts: a data-subject deletion. In one transaction: the contacts'
 * list memberships (static lists' member counts drop by what was actually removed, so a
 * concurrent removal of the same member is not counted twice), their history (contact_events
 * by passport id, their engagement and its rollup counts, and anonymous visitors tied to them),
 * what the communications copied (message rows anonymised, journey entries, push
 * subscriptions; see forgetRecipients), their contact.created webhook deliveries, what modules
 * above audience registered (transactional calls; see erasure-participants.ts), then the contacts
 * themselves (identities go with them). Suppressed addresses stay blocked: suppressions hold
 * keyed hashes only. Ids of another client, or already gone, are ignored: the answer says how
 * many were deleted.
 */
export async function deleteContacts(
  deps: { db: Kysely<DB> },
  auth: Pick<TAuthContext, 'clientId'>,
  body: { contactIds: number[] },
): Promise<number> {
  const { clientId } = auth;
  const ids = [...new Set(body.contactIds)];
  return withTenant(deps.db, { clientId }, async (trx) => {
    const { rows: doomed } = await sql<{ id: number; passport_id: string }>`
      select id, passport_id from contacts
      where client_id = ${clientId} and id = any(${ids}::bigint[])
      order by id for update`.execute(trx);
    if (doomed.length === 0) return 0;
    const doomedIds = doomed.map((row) => row.id);
    await sql`with gone as (
        delete from audience_list_members
        where client_id = ${clientId} and contact_id = any(${doomedIds}::bigint[])
        returning list_id),
      counts as (select list_id, count(*) as n from gone group by list_id)
      update audience_lists l set member_count = greatest(l.member_count - counts.n, 0)
      from counts where l.client_id = ${clientId} and l.id = counts.list_id`.execute(trx);
    const passportIds = doomed.map((row) => row.passport_id);
    await forgetPeople(trx, clientId, passportIds);
    await forgetRecipients(trx, clientId, passportIds);
    await forgetDeliveries(trx, clientId, passportIds);
    await forgetInParticipants(trx, clientId, passportIds);
    await sql`delete from contact_events where client_id = ${clientId}
      and passport_id = any(${passportIds}::uuid[])`.execute(trx);
    await sql`delete from contacts where client_id = ${clientId}
      and id = any(${doomedIds}::bigint[])`.execute(trx);
    return doomed.length;
  });
}
