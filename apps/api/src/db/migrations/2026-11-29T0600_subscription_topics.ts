import { sql, type Kysely } from 'kysely';

/**
 * Frozen: this file never imports app code.
 *
 * Subscription topics and the preference centre (issue 28, item 1).
 *
 * - subscription_topics: what a client's contacts may choose to receive on a channel
 *   (Newsletter, Offers...), each with the default of a contact who never chose. Archived, never
 *   deleted: a communication keeps naming its topic. Names are unique per channel among the
 *   topics in use.
 * - contact_topic_subscriptions: a contact's explicit choice per topic, with where it was made
 *   and when. No row: the topic's default applies.
 * - preference_centres: the brand shown on the hosted preference page (name and colour).
 * - contact_events.type may be 'preferences_changed' (the choice on the contact's timeline).
 *   The check is rebuilt from its current values, so a type another migration added stays.
 * All three are tenant tables.
 */

const TENANT = sql`nullif(current_setting('app.client_id', true), '')::bigint`;
const TABLES = ['subscription_topics', 'contact_topic_subscriptions', 'preference_centres'];
const EVENT_TYPE = 'preferences_changed';

async function eventTypes(db: Kysely<unknown>): Promise<string[]> {
  const { rows } = await sql<{ definition: string }>`
    select pg_get_constraintdef(oid) as definition from pg_constraint
    where conname = 'contact_events_type_check' and conrelid = 'contact_events'::regclass`.execute(
    db,
  );
  const definition = rows[0]?.definition ?? '';
  return [...definition.matchAll(/'([a-z_]+)'/g)].map((match) => match[1]!);
}

async function setEventTypes(db: Kysely<unknown>, types: readonly string[]): Promise<void> {
  const list = sql.join(types.map((type) => sql.lit(type)));
  await sql`alter table contact_events drop constraint contact_events_type_check`.execute(db);
  await sql`alter table contact_events add constraint contact_events_type_check
    check (type in (${list}))`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const types = await eventTypes(db);
  if (!types.includes(EVENT_TYPE)) await setEventTypes(db, [...types, EVENT_TYPE]);

  await sql`
    create table subscription_topics (
      client_id bigint not null references clients (id) on delete cascade,
      id bigint generated always as identity,
      channel_id integer not null,
      name text not null,
      description text not null default '',
      default_subscribed boolean not null,
      archived_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (client_id, id)
    )`.execute(db);
  await sql`create unique index subscription_topics_name_idx
    on subscription_topics (client_id, channel_id, lower(name)) where archived_at is null`.execute(
    db,
  );

  await sql`
    create table contact_topic_subscriptions (
      client_id bigint not null,
      contact_id bigint not null,
      topic_id bigint not null,
      subscribed boolean not null,
      source text not null check (source in ('preference_page', 'user', 'api', 'import')),
      changed_at timestamptz not null default now(),
      primary key (client_id, contact_id, topic_id),
      foreign key (client_id, contact_id) references contacts (client_id, id) on delete cascade,
      foreign key (client_id, topic_id) references subscription_topics (client_id, id)
        on delete cascade
    )`.execute(db);
  await sql`create index contact_topic_subscriptions_topic_idx
    on contact_topic_subscriptions (client_id, topic_id)`.execute(db);

  await sql`
    create table preference_centres (
      client_id bigint primary key references clients (id) on delete cascade,
      brand_name text not null default '',
      brand_color text not null default '#4f46e5' check (brand_color ~ '^#[0-9a-f]{6}$'),
      updated_at timestamptz not null default now()
    )`.execute(db);

  for (const table of TABLES) {
    await sql`alter table ${sql.table(table)} enable row level security`.execute(db);
    await sql`alter table ${sql.table(table)} force row level security`.execute(db);
    await sql`create policy tenant_isolation on ${sql.table(table)} for all
      using (client_id = ${TENANT}) with check (client_id = ${TENANT})`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [...TABLES].reverse()) {
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
  }
  await sql`delete from contact_events where type = ${EVENT_TYPE}`.execute(db);
  const types = await eventTypes(db);
  await setEventTypes(
    db,
    types.filter((type) => type !== EVENT_TYPE),
  );
}
