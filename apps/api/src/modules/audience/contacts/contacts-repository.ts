import { sql, type Selectable, type Transaction } from 'kysely';
import { CONTACT_EVENTS_SHOWN, CONTACT_LISTS_SHOWN } from '@resonate/contracts/audience/contacts';
import type { ContactsTable, DB } from '#/db/schema.ts';

type TTrx = Transaction<DB>;
export type TContactRow = Omit<Selectable<ContactsTable>, 'name_key'>;

const COLUMNS = [
  'id',
  'client_id',
  'passport_id',
  'email',
  'mobile',
  'first_name',
  'last_name',
  'attributes',
  'consent',
  'created_at',
  'updated_at',
] as const;

/** One contact of the tenant; another client's id or passport finds nothing under RLS. */
export function findContact(
  trx: TTrx,
  by: { contactId?: number; passportId?: string },
  forUpdate = false,
): Promise<TContactRow | undefined> {
  let query = trx.selectFrom('contacts').select(COLUMNS);
  query =
    by.contactId !== undefined
      ? query.where('id', '=', by.contactId)
      : query.where('passport_id', '=', by.passportId ?? '');
  return (forUpdate ? query.forUpdate() : query).executeTakeFirst();
}

/** The other contact that already holds this email or mobile, if any. */
export async function findHolder(
  trx: TTrx,
  column: 'email' | 'mobile',
  value: string,
  exceptId?: number,
): Promise<number | undefined> {
  let query = trx.selectFrom('contacts').select('id').where(column, '=', value);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst())?.id;
}

export type TContactValues = {
  email: string | null;
  mobile: string | null;
  first_name: string;
  last_name: string;
  attributes: Record<string, unknown>;
  consent: Record<string, string>;
};

export function insertContact(trx: TTrx, clientId: number, values: TContactValues) {
  return trx
    .insertInto('contacts')
    .values({
      client_id: clientId,
      ...values,
      attributes: JSON.stringify(values.attributes),
      consent: JSON.stringify(values.consent),
    })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

export function updateContact(trx: TTrx, id: number, values: TContactValues) {
  return trx
    .updateTable('contacts')
    .set({
      ...values,
      attributes: JSON.stringify(values.attributes),
      consent: JSON.stringify(values.consent),
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

export function listIdentities(trx: TTrx, contactId: number) {
  return trx
    .selectFrom('contact_identities')
    .select(['kind', 'value', 'created_at'])
    .where('contact_id', '=', contactId)
    .orderBy('created_at', 'desc')
    .execute();
}

/**
 * The static lists the contact is a member of, newest membership first: the page's latest few,
 * or every one (`limit` null: the data export).
 */
export function listMemberships(
  trx: TTrx,
  contactId: number,
  limit: number | null = CONTACT_LISTS_SHOWN,
) {
  return trx
    .selectFrom('audience_list_members as m')
    .innerJoin('audience_lists as l', (join) =>
      join.onRef('l.client_id', '=', 'm.client_id').onRef('l.id', '=', 'm.list_id'),
    )
    .select(['l.id', 'l.name', 'l.kind', 'm.added_at'])
    .where('m.contact_id', '=', contactId)
    .orderBy('m.added_at', 'desc')
    .$if(limit !== null, (q) => q.limit(limit!))
    .execute();
}

export function listRecentEvents(trx: TTrx, passportId: string) {
  return trx
    .selectFrom('contact_events')
    .select(['id', 'type', 'channel_id', 'communication_id', 'revenue', 'occurred_at'])
    .where('passport_id', '=', passportId)
    .orderBy('occurred_at', 'desc')
    .orderBy('id', 'desc')
    .limit(CONTACT_EVENTS_SHOWN)
    .execute();
}

/** The client's country, whose dial code reads national numbers in searches. */
export async function findClientCountryId(trx: TTrx, clientId: number): Promise<number | null> {
  const row = await trx
    .selectFrom('clients')
    .select('country_id')
    .where('id', '=', clientId)
    .executeTakeFirst();
  return row?.country_id ?? null;
}
