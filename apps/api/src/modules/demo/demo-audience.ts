import { sql, type Transaction } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the owner connection is untyped
type TTrx = Transaction<any>;

/**
 * Acme Retail's demo audience: a few thousand British-sounding contacts with custom fields
 * (city, plan, loyalty points, birthday, VIP), mixed consent and some channel identities, so
 * the master-data pages show real data on first start. Set-based (one INSERT ... SELECT per
 * table) and deterministic: every "random" choice is read from md5 of the row number, so two
 * seeds give the same people. Emails are at the example domains; mobiles are Ofcom's drama
 * range (07700 900000-900999), which is never assigned to anyone.
 */
export const DEMO_AUDIENCE_SIZE = 3000;
const DRAMA_MOBILES = 1000;

const FIRST_NAMES = (
  'Oliver Amelia George Isla Harry Ava Noah Mia Jack Ivy Leo Lily Arthur Freya Oscar ' +
  'Florence Charlie Grace Thomas Evie William Sophie James Poppy Henry Emily Alfie Ruby ' +
  'Theo Alice Archie Daisy Joshua Phoebe Samuel Imogen Edward Matilda Rory Eleanor Callum ' +
  'Niamh Rhys Ffion Ewan Eilidh Priya Arjun'
).split(' ');
const LAST_NAMES = (
  'Smith Jones Taylor Brown Williams Wilson Johnson Davies Patel Wright Robinson Thompson ' +
  'Evans Walker White Roberts Green Hall Thomas Clarke Jackson Wood Harris Edwards Turner ' +
  'Martin Cooper Hill Ward Hughes Moore Clark King Baker Harrison Morgan Allen Campbell ' +
  "O'Brien MacDonald Khan Price Bennett Lloyd Fletcher"
).split(' ');
const CITIES = (
  'London Manchester Birmingham Leeds Glasgow Bristol Liverpool Edinburgh Cardiff Belfast ' +
  'Newcastle Sheffield Nottingham Brighton Cambridge Oxford York Bath'
).split(' ');
const DOMAINS = ['example.com', 'example.org', 'example.net'];
export const DEMO_ATTRIBUTES = [
  { key: 'city', label: 'City', type: 'text', options: [] },
  { key: 'plan', label: 'Plan', type: 'list', options: ['Free', 'Plus', 'Pro'] },
  { key: 'loyalty_points', label: 'Loyalty points', type: 'number', options: [] },
  { key: 'birthday', label: 'Birthday', type: 'date', options: [] },
  { key: 'vip', label: 'VIP', type: 'boolean', options: [] },
] as const;

/** Seeds Acme Retail's audience unless the tenant already has contacts or is missing. */
export async function seedDemoAudience(trx: TTrx): Promise<void> {
  const { rows } = await sql<{ id: number }>`
    select id from clients where tenant_short_code = 'ACME'`.execute(trx);
  const clientId = rows[0]?.id;
  if (clientId === undefined) return;
  await sql`select set_config('app.client_id', ${String(clientId)}, true)`.execute(trx);
  const existing = await sql`select 1 from contacts where client_id = ${clientId} limit 1`.execute(
    trx,
  );
  if (existing.rows.length > 0) return;

  const attributes = DEMO_ATTRIBUTES.map((attribute, position) => ({ ...attribute, position }));
  await sql`insert into contact_attributes (client_id, key, label, type, options, position)
    select ${clientId}, a.key, a.label, a.type, array(select jsonb_array_elements_text(a.options)),
      a.position
    from jsonb_to_recordset(${JSON.stringify(attributes)}::jsonb)
      as a(key text, label text, type text, options jsonb, position int)
    on conflict do nothing`.execute(trx);
  await insertContacts(trx, clientId);
  await insertIdentities(trx, clientId);
}

async function insertContacts(trx: TTrx, clientId: number) {
  await sql`
    with base as (
      select g, ('x' || substr(h, 1, 8))::bit(32)::bigint as r1,
        ('x' || substr(h, 9, 8))::bit(32)::bigint as r2,
        ('x' || substr(h, 17, 8))::bit(32)::bigint as r3,
        ('x' || substr(h, 25, 8))::bit(32)::bigint as r4
      from generate_series(1, ${DEMO_AUDIENCE_SIZE}) g, md5('acme-audience:' || g) h
    ), people as (
      select b.*, f.name as first_name, l.name as last_name,
        (${DOMAINS}::text[])[1 + r3 % ${DOMAINS.length}] as domain
      from base b,
        lateral (select (${FIRST_NAMES}::text[])[1 + r1 % ${FIRST_NAMES.length}] as name) f,
        lateral (select (${LAST_NAMES}::text[])[1 + r2 % ${LAST_NAMES.length}] as name) l
    ), numbered as (
      select p.*, now() - make_interval(days => (r1 % 540)::int, mins => (r2 % 1440)::int)
          as created,
        regexp_replace(lower(first_name || '.' || last_name), '[^a-z.]', '', 'g')
          || coalesce(nullif((row_number() over (partition by first_name, last_name, domain
            order by g))::text, '1'), '') as local_part
      from people p
    )
    insert into contacts (client_id, email, mobile, first_name, last_name, attributes, consent,
      created_at, updated_at)
    select ${clientId},
      case when g <= ${DRAMA_MOBILES} and g % 10 = 3 then null else local_part || '@' || domain end,
      case when g <= ${DRAMA_MOBILES} then '+447700900' || lpad((g - 1)::text, 3, '0') end,
      first_name, last_name,
      jsonb_strip_nulls(jsonb_build_object(
        'city', (${CITIES}::text[])[1 + r4 % ${CITIES.length}],
        'plan', case when r1 % 100 < 55 then 'Free' when r1 % 100 < 85 then 'Plus' else 'Pro' end,
        'loyalty_points', (r2 % 5000)::int,
        'birthday', case when r3 % 4 <> 0
          then to_char(date '1955-01-01' + (r3 % 18000)::int, 'YYYY-MM-DD') end,
        'vip', r4 % 100 < 8)),
      jsonb_strip_nulls(jsonb_build_object(
        'email', case when r2 % 10 < 8 then 'subscribed' when r2 % 10 = 8 then 'unsubscribed' end,
        'sms', case when g > ${DRAMA_MOBILES} then null
          when r3 % 20 < 12 then 'subscribed' when r3 % 20 < 15 then 'unsubscribed' end,
        'whatsapp', case when g <= ${DRAMA_MOBILES} and r4 % 3 = 0 then 'subscribed' end)),
      created, created + make_interval(days => (r3 % (1 + r1 % 540))::int)
    from numbered
    -- In creation order, so ids follow created_at as they do for contacts added over time.
    order by created, g`.execute(trx);
}

/** WhatsApp numbers, web push subscriptions and app device tokens for some contacts. */
async function insertIdentities(trx: TTrx, clientId: number) {
  await sql`
    insert into contact_identities (client_id, contact_id, kind, value, created_at)
    select client_id, id, kind, value, created_at from (
      select client_id, id, 'whatsapp' as kind, mobile as value, created_at, consent
      from contacts where client_id = ${clientId} and consent ? 'whatsapp'
      union all
      select client_id, id, 'web_push', 'https://fcm.googleapis.com/fcm/send/' || md5('wp' || id),
        created_at, consent
      from contacts where client_id = ${clientId} and id % 7 = 0
      union all
      select client_id, id, 'device_token', md5('ios' || id) || md5('token' || id), created_at,
        consent
      from contacts where client_id = ${clientId} and id % 11 = 0
    ) identities`.execute(trx);
}
