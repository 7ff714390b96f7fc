import { sql, type Transaction } from 'kysely';
import type { DB } from '#/db/schema.ts';

type TTrx = Transaction<DB>;

/**
 * Reads of one person for the 360 view, each by passport id (or contact id) through an index
 * that leads with the client: the tenant is repeated beside the RLS policy so plans see it.
 */

export type TPersonRow = {
  id: number;
  passport_id: string;
  email: string | null;
  mobile: string | null;
  first_name: string;
  last_name: string;
  attributes: Record<string, unknown>;
  consent: Record<string, unknown>;
  created_at: Date;
};

export async function findContactByPassport(
  trx: TTrx,
  clientId: number,
  passportId: string,
): Promise<TPersonRow | undefined> {
  const { rows } = await sql<TPersonRow>`
    select id, passport_id, email, mobile, first_name, last_name, attributes, consent, created_at
    from contacts where client_id = ${clientId} and passport_id = ${passportId}`.execute(trx);
  return rows[0] && { ...rows[0], id: Number(rows[0].id) };
}

/**
 * A passport id with no contact that still names someone: an anonymous web visitor, or a
 * device or browser registered before its person was known.
 */
export async function isKnownVisitor(
  trx: TTrx,
  clientId: number,
  passportId: string,
): Promise<boolean> {
  const { rows } = await sql`select 1 where exists (select 1 from anonymous_visitors
      where client_id = ${clientId} and passport_id = ${passportId})
    or exists (select 1 from mobile_push_devices
      where client_id = ${clientId} and passport_id = ${passportId})
    or exists (select 1 from web_push_subscriptions
      where client_id = ${clientId} and passport_id = ${passportId})`.execute(trx);
  return rows.length > 0;
}

/** The client's custom fields, key -> label, to show defined attributes by their label. */
export async function attributeLabels(trx: TTrx, clientId: number): Promise<Map<string, string>> {
  const rows = await trx
    .selectFrom('contact_attributes')
    .select(['key', 'label'])
    .where('client_id', '=', clientId)
    .orderBy('position')
    .execute();
  return new Map(rows.map((row) => [row.key, row.label]));
}

export function contactIdentities(trx: TTrx, clientId: number, contactId: number) {
  return trx
    .selectFrom('contact_identities')
    .select(['kind', 'value', 'details', 'created_at'])
    .where('client_id', '=', clientId)
    .where('contact_id', '=', contactId)
    .orderBy('created_at', 'desc')
    .execute();
}

export function mobileDevices(trx: TTrx, clientId: number, passportId: string) {
  return trx
    .selectFrom('mobile_push_devices')
    .select(['token', 'platform', 'device_model', 'created_at', 'disabled_at'])
    .where('client_id', '=', clientId)
    .where('passport_id', '=', passportId)
    .orderBy('created_at', 'desc')
    .limit(50)
    .execute();
}

export function webPushSubscriptions(trx: TTrx, clientId: number, passportId: string) {
  return trx
    .selectFrom('web_push_subscriptions')
    .select(['endpoint', 'domain', 'user_agent', 'created_at'])
    .where('client_id', '=', clientId)
    .where('passport_id', '=', passportId)
    .orderBy('created_at', 'desc')
    .limit(50)
    .execute();
}

export async function engagementOf(trx: TTrx, clientId: number, passportId: string) {
  const { rows } = await sql<{
    last_engaged_at: Date;
    engagements: string;
    conversions: string;
    revenue: string;
  }>`select last_engaged_at, engagements, conversions, revenue from contact_engagement
    where client_id = ${clientId} and passport_id = ${passportId}`.execute(trx);
  return rows[0];
}

/** The static lists (target and ad-hoc) the contact is a member of, newest first. */
export async function staticLists(trx: TTrx, clientId: number, contactId: number, limit: number) {
  const { rows } = await sql<{ id: string; name: string; kind: string }>`
    select l.id, l.name, l.kind from audience_list_members m
    join audience_lists l on l.client_id = m.client_id and l.id = m.list_id
    where m.client_id = ${clientId} and m.contact_id = ${contactId}
    order by m.added_at desc limit ${limit}`.execute(trx);
  return rows.map((row) => ({ listId: Number(row.id), name: row.name, kind: row.kind }));
}

/** Per channel, what happened to this person (one pass over their events by the timeline index). */
export async function channelTotals(trx: TTrx, clientId: number, passportId: string) {
  const { rows } = await sql<{
    channel_id: number;
    sent: string;
    opened: string;
    clicked: string;
    converted: string;
  }>`select channel_id,
      count(*) filter (where type = 'sent') as sent,
      count(*) filter (where type = 'opened') as opened,
      count(*) filter (where type = 'clicked') as clicked,
      count(*) filter (where type = 'converted') as converted
    from contact_events
    where client_id = ${clientId} and passport_id = ${passportId} and channel_id is not null
    group by channel_id order by channel_id`.execute(trx);
  return rows.map((row) => ({
    channelId: row.channel_id,
    sent: Number(row.sent),
    opened: Number(row.opened),
    clicked: Number(row.clicked),
    converted: Number(row.converted),
  }));
}
