import { sql, type Transaction } from 'kysely';
import { EVENTS_MSG } from '@resonate/contracts/events/ingest';
import type { DB } from '#/db/schema.ts';
import type { TPersonKeys } from './validate-events.ts';

type TTrx = Transaction<DB>;

/** The identifier an event is resolved by: the first present, in this order. */
export type TPersonRef =
  | { kind: 'passport'; value: string }
  | { kind: 'email'; value: string }
  | { kind: 'mobile'; value: string }
  | { kind: 'device'; value: string }
  | { kind: 'anonymous'; value: string };

/** passportId, email, mobile, deviceToken, anonymousId: the first one present decides. */
export function personRef(person: TPersonKeys): TPersonRef | undefined {
  if (person.passportId) return { kind: 'passport', value: person.passportId };
  if (person.email) return { kind: 'email', value: person.email };
  if (person.mobile) return { kind: 'mobile', value: person.mobile };
  if (person.deviceToken) return { kind: 'device', value: person.deviceToken };
  if (person.anonymousId) return { kind: 'anonymous', value: person.anonymousId };
  return undefined;
}

/** The person an identify event names: never its anonymousId, which is what gets merged. */
export function knownPersonRef(person: TPersonKeys): TPersonRef | undefined {
  return personRef({ passportId: person.passportId, email: person.email, mobile: person.mobile });
}

export type TResolveOptions = {
  /**
   * Internal callers (push channels) record events for passports of their own devices and
   * subscriptions, which need not be contacts or visitors: their passport ids are taken as given.
   */
  trustPassportIds?: boolean;
  /**
   * Whether an unknown email or mobile number starts a new contact (default). The public
   * collect endpoint passes false: anyone can call it, so it only ties visitors to known people.
   */
  createContacts?: boolean;
};

/** Maps each identifier to a passport id; an identifier missing from the map is unknown. */
export type TPassports = Map<string, string>;

const keyOf = (ref: TPersonRef) => `${ref.kind}:${ref.value}`;

/** The passport id of `ref`, or the reason there is none. */
export function passportOf(passports: TPassports, ref: TPersonRef): string | { reason: string } {
  const found = passports.get(keyOf(ref));
  if (found) return found;
  if (ref.kind === 'device') return { reason: EVENTS_MSG.unknownDevice };
  if (ref.kind === 'email' || ref.kind === 'mobile') return { reason: EVENTS_MSG.unknownContact };
  return { reason: EVENTS_MSG.unknownPerson };
}

const distinctSorted = (values: Iterable<string>) => [...new Set(values)].sort();

/**
 * Resolves every identifier of the batch with one statement per kind. Unknown emails and mobile
 * numbers become new contacts (an event about someone new, e.g. a lead from a form, starts their
 * profile); unknown anonymous ids become visitors. Unknown passport ids and device tokens are
 * refused: they can only come from us, so an unknown one is a mistake.
 */
export async function resolvePassports(
  trx: TTrx,
  clientId: number,
  refs: Iterable<TPersonRef>,
  options: TResolveOptions = {},
): Promise<{ passports: TPassports; newEmailContacts: string[] }> {
  const byKind = { passport: [], email: [], mobile: [], device: [], anonymous: [] } as Record<
    TPersonRef['kind'],
    string[]
  >;
  for (const ref of refs) byKind[ref.kind].push(ref.value);
  const passports: TPassports = new Map();
  const newEmailContacts: string[] = [];
  const put = (kind: TPersonRef['kind'], rows: { key: string; passport_id: string }[]) => {
    for (const row of rows) passports.set(`${kind}:${row.key}`, row.passport_id);
  };

  const passportIds = distinctSorted(byKind.passport);
  if (passportIds.length > 0) {
    if (options.trustPassportIds) {
      put(
        'passport',
        passportIds.map((id) => ({ key: id, passport_id: id })),
      );
    } else {
      const { rows } = await sql<{ key: string; passport_id: string }>`
        select passport_id::text as key, passport_id from contacts
        where client_id = ${clientId} and passport_id = any(${passportIds}::uuid[])
        union
        select passport_id::text, passport_id from anonymous_visitors
        where client_id = ${clientId} and passport_id = any(${passportIds}::uuid[])`.execute(trx);
      put('passport', rows);
    }
  }
  for (const column of ['email', 'mobile'] as const) {
    const values = distinctSorted(byKind[column]);
    if (values.length > 0) {
      const rows = await contactsBy(trx, clientId, column, values, options.createContacts ?? true);
      put(column, rows);
      // Made by email here: the caller may owe them a double opt-in (the API's source).
      if (column === 'email') {
        newEmailContacts.push(...rows.filter((row) => row.created).map((row) => row.passport_id));
      }
    }
  }
  const tokens = distinctSorted(byKind.device);
  if (tokens.length > 0) put('device', await devicesBy(trx, clientId, tokens));
  const anonymousIds = distinctSorted(byKind.anonymous);
  if (anonymousIds.length > 0) put('anonymous', await visitorsBy(trx, clientId, anonymousIds));
  return { passports, newEmailContacts };
}

/** A contact found or made by one identifier; `created`: made by this statement. */
type TContactKeyRow = { key: string; passport_id: string; created: boolean };

/**
 * Contacts by email or mobile, created when missing. The insert skips rows another batch has
 * just created (ON CONFLICT DO NOTHING); the statement's snapshot may not show those yet, so
 * whatever is still missing is read again in a new statement.
 */
async function contactsBy(
  trx: TTrx,
  clientId: number,
  column: 'email' | 'mobile',
  values: string[],
  create: boolean,
): Promise<TContactKeyRow[]> {
  const col = sql.ref(column);
  if (!create) {
    const { rows } = await sql<TContactKeyRow>`
      select ${col} as key, passport_id, false as created from contacts
      where client_id = ${clientId} and ${col} = any(${values}::text[])`.execute(trx);
    return rows;
  }
  const { rows } = await sql<TContactKeyRow>`
    with wanted as (select unnest(${values}::text[]) as value),
    created as (
      insert into contacts (client_id, ${col})
      select ${clientId}, value from wanted
      where not exists (
        select 1 from contacts c where c.client_id = ${clientId} and c.${col} = wanted.value)
      order by value
      on conflict (client_id, ${col}) where ${col} is not null do nothing
      returning ${col} as key, passport_id)
    select key, passport_id, true as created from created
    union all
    select ${col}, passport_id, false from contacts
    where client_id = ${clientId} and ${col} = any(${values}::text[])`.execute(trx);
  return withLateRows(rows, values, async (missing) => {
    const again = await sql<TContactKeyRow>`
      select ${col} as key, passport_id, false as created from contacts
      where client_id = ${clientId} and ${col} = any(${missing}::text[])`.execute(trx);
    return again.rows;
  });
}

/** Device tokens: a contact's identity first, else the push device's own passport. */
async function devicesBy(
  trx: TTrx,
  clientId: number,
  tokens: string[],
): Promise<{ key: string; passport_id: string }[]> {
  const { rows } = await sql<{ key: string; passport_id: string }>`
    select distinct on (key) key, passport_id from (
      select ci.value as key, c.passport_id, 0 as rank, now() as seen
      from contact_identities ci
      join contacts c on c.client_id = ci.client_id and c.id = ci.contact_id
      where ci.client_id = ${clientId} and ci.kind = 'device_token'
        and ci.value = any(${tokens}::text[])
      union all
      select token, passport_id, 1, last_seen_at from mobile_push_devices
      where client_id = ${clientId} and token = any(${tokens}::text[])
    ) found
    order by key, rank, seen desc`.execute(trx);
  return rows;
}

/** Anonymous visitors, created on first sight. */
async function visitorsBy(
  trx: TTrx,
  clientId: number,
  anonymousIds: string[],
): Promise<{ key: string; passport_id: string }[]> {
  const { rows } = await sql<{ key: string; passport_id: string }>`
    with created as (
      insert into anonymous_visitors (client_id, anonymous_id)
      select ${clientId}, value from unnest(${anonymousIds}::text[]) as value
      order by value
      on conflict (client_id, anonymous_id) do nothing
      returning anonymous_id as key, passport_id)
    select key, passport_id from created
    union all
    select anonymous_id, passport_id from anonymous_visitors
    where client_id = ${clientId} and anonymous_id = any(${anonymousIds}::text[])`.execute(trx);
  return withLateRows(rows, anonymousIds, async (missing) => {
    const again = await sql<{ key: string; passport_id: string }>`
      select anonymous_id as key, passport_id from anonymous_visitors
      where client_id = ${clientId} and anonymous_id = any(${missing}::text[])`.execute(trx);
    return again.rows;
  });
}

async function withLateRows<TRow extends { key: string; passport_id: string }>(
  rows: TRow[],
  wanted: string[],
  reread: (missing: string[]) => Promise<TRow[]>,
): Promise<TRow[]> {
  const found = new Set(rows.map((row) => row.key));
  const missing = wanted.filter((value) => !found.has(value));
  return missing.length > 0 ? [...rows, ...(await reread(missing))] : rows;
}
