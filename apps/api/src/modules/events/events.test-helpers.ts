import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { DB } from '#/db/schema.ts';
import { newApiKey } from '#/modules/data-exchange/index.ts';

/** A client of its own per test file, so demo data never changes the exact totals expected. */
export async function createTenant(owner: Kysely<DB>, name: string) {
  const client = await owner
    .insertInto('clients')
    .values({ name })
    .returning('id')
    .executeTakeFirstOrThrow();
  const clientId = Number(client.id);
  const department = await owner
    .insertInto('departments')
    .values({ client_id: clientId, name: `${name} sales` })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { clientId, departmentId: Number(department.id) };
}

export async function createCommunication(
  owner: Kysely<DB>,
  clientId: number,
  values: { channelId: number; departmentId?: number | null; name?: string },
): Promise<number> {
  const row = await owner
    .insertInto('communications')
    .values({
      client_id: clientId,
      name: values.name ?? 'Spring sale',
      channel_id: values.channelId,
      department_id: values.departmentId ?? null,
      status: 5,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function createContact(
  owner: Kysely<DB>,
  clientId: number,
  email: string,
): Promise<string> {
  const row = await owner
    .insertInto('contacts')
    .values({ client_id: clientId, email })
    .returning('passport_id')
    .executeTakeFirstOrThrow();
  return row.passport_id;
}

/** Every rollup of a client, in key order, numbers as numbers (the owner pool reads int8 as text). */
export async function rollupsOf(owner: Kysely<DB>, clientId: number) {
  const events = await sql<Record<string, unknown>>`
    select to_char(day, 'YYYY-MM-DD') as day, department_id::int, communication_id::int,
      channel_id, sent::int, delivered::int, opened::int, clicked::int, bounced::int,
      unsubscribed::int, converted::int, leads::int, page_views::int,
      revenue::float8 as revenue, cost::float8 as cost, conversion_seconds::int,
      timed_conversions::int
    from event_rollups where client_id = ${clientId}
    order by day, department_id, communication_id, channel_id`.execute(owner);
  const leads = await sql<Record<string, unknown>>`
    select to_char(day, 'YYYY-MM-DD') as day, department_id::int, lead_source, leads::int
    from lead_source_rollups where client_id = ${clientId}
    order by day, department_id, lead_source`.execute(owner);
  const engagement = await sql<Record<string, unknown>>`
    select passport_id, last_engaged_at, engagements::int, conversions::int,
      revenue::float8 as revenue
    from contact_engagement where client_id = ${clientId} order by passport_id`.execute(owner);
  const bands = await sql<Record<string, unknown>>`
    select to_char(last_day, 'YYYY-MM-DD') as last_day, frequency_band, contacts::int
    from engagement_rollups where client_id = ${clientId} and contacts <> 0
    order by last_day, frequency_band`.execute(owner);
  return {
    events: events.rows,
    leads: leads.rows,
    engagement: engagement.rows,
    bands: bands.rows,
  };
}

/**
 * engagement_rollups recomputed from contact_engagement: what the maintained counts must equal
 * at all times.
 */
export async function bandsFromScratch(owner: Kysely<DB>, clientId: number) {
  const { rows } = await sql<Record<string, unknown>>`
    select to_char((last_engaged_at at time zone 'UTC')::date, 'YYYY-MM-DD') as last_day,
      case when engagements >= 5 then 'often' when engagements >= 2 then 'few' else 'once' end
        as frequency_band,
      count(*)::int as contacts
    from contact_engagement where client_id = ${clientId}
    group by 1, 2 order by 1, 2`.execute(owner);
  return rows;
}

/** An API key of `clientId` with `scopes`; returns the raw key and its id. */
export async function createKey(
  owner: Kysely<DB>,
  clientId: number,
  scopes: string[] = ['events:write'],
): Promise<{ key: string; id: number }> {
  const generated = newApiKey();
  const row = await owner
    .insertInto('api_keys')
    .values({
      client_id: clientId,
      name: 'Events test',
      prefix: generated.prefix,
      secret_hash: generated.secretHash,
      scopes,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { key: generated.key, id: Number(row.id) };
}

export function postEvents(app: FastifyInstance, key: string | undefined, payload: unknown) {
  return app.inject({
    method: 'POST',
    url: '/api/events',
    headers: key ? { authorization: `Bearer ${key}` } : {},
    payload: payload as object,
  });
}
