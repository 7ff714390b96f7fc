import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { signIn } from '../../../../../test/auth-helpers.ts';
import { createTestApp, type TTestApp } from '../../../../../test/create-test-app.ts';

export type TCaller = { accessToken: string; userId: number; clientId: number };

/** The demo app (admin@acme.test is Acme Retail; brand@acme.test is Acme Outlet). */
export function createListsApp(): Promise<TTestApp> {
  return createTestApp({ env: { SEED_DEMO: 'true' } });
}

export async function callers(app: FastifyInstance) {
  return {
    admin: (await signIn(app, 'admin@acme.test')) as TCaller,
    brand: (await signIn(app, 'brand@acme.test')) as TCaller,
  };
}

/** POSTs to an Audience/ endpoint as the caller. */
export function audience(app: FastifyInstance, caller: TCaller, endpoint: string, body: object) {
  return app.inject({
    method: 'POST',
    url: `/api/Audience/${endpoint}`,
    headers: { accesstoken: caller.accessToken },
    payload: body,
  });
}

export type TContactSeed = {
  email?: string | null;
  mobile?: string | null;
  firstName?: string;
  lastName?: string;
  attributes?: Record<string, unknown>;
  consent?: Record<string, string>;
  createdAt?: string;
};

/** Writes contacts straight into the table (as the owner), returning ids and passport ids. */
export async function insertContacts(
  app: FastifyInstance,
  clientId: number,
  contacts: TContactSeed[],
): Promise<{ id: number; passportId: string }[]> {
  const ids: { id: number; passportId: string }[] = [];
  for (const contact of contacts) {
    const result = await sql<{ id: string; passport_id: string }>`
      insert into contacts (client_id, email, mobile, first_name, last_name, attributes, consent,
        created_at)
      values (${clientId}, ${contact.email ?? null}, ${contact.mobile ?? null},
        ${contact.firstName ?? ''}, ${contact.lastName ?? ''},
        ${JSON.stringify(contact.attributes ?? {})}::jsonb,
        ${JSON.stringify(contact.consent ?? {})}::jsonb,
        coalesce(${contact.createdAt ?? null}::timestamptz, now()))
      returning id, passport_id`.execute(app.ownerDb);
    const row = result.rows[0]!;
    ids.push({ id: Number(row.id), passportId: row.passport_id });
  }
  return ids;
}

/** Removes every contact, list and attribute of the clients, so each test starts clean. */
export async function clearAudience(app: FastifyInstance, clientIds: number[]) {
  for (const table of ['audience_lists', 'contact_events', 'contacts', 'contact_attributes']) {
    await sql`delete from ${sql.table(table)} where client_id = any(${clientIds}::bigint[])`.execute(
      app.ownerDb,
    );
  }
}

export async function memberCountOf(app: FastifyInstance, listId: number): Promise<number> {
  const result = await sql<{ member_count: string; actual: string }>`
    select member_count, (select count(*) from audience_list_members m
      where m.client_id = l.client_id and m.list_id = l.id) as actual
    from audience_lists l where id = ${listId}`.execute(app.ownerDb);
  const row = result.rows[0]!;
  if (Number(row.member_count) !== Number(row.actual)) {
    throw new Error(`member_count ${row.member_count} but ${row.actual} members`);
  }
  return Number(row.actual);
}

export type TAttributeSeed = { key: string; type: string; options?: string[] };

/** Defines custom attributes for a client (as the owner). */
export async function insertAttributes(
  app: FastifyInstance,
  clientId: number,
  attributes: TAttributeSeed[],
) {
  for (const [position, attribute] of attributes.entries()) {
    await sql`insert into contact_attributes (client_id, key, label, type, options, position)
      values (${clientId}, ${attribute.key}, ${attribute.key}, ${attribute.type},
        ${attribute.options ?? []}::text[], ${position})`.execute(app.ownerDb);
  }
}

export type TEventSeed = {
  passportId: string;
  type: string;
  daysAgo: number;
  channelId?: number;
  revenue?: number;
};

export async function insertEvents(app: FastifyInstance, clientId: number, events: TEventSeed[]) {
  for (const [index, event] of events.entries()) {
    await sql`insert into contact_events (client_id, event_key, passport_id, type, channel_id,
        revenue, occurred_at)
      values (${clientId}, ${`test-${index}-${Math.random()}`}, ${event.passportId}::uuid,
        ${event.type}, ${event.channelId ?? null}, ${event.revenue ?? null},
        now() - make_interval(days => ${event.daysAgo}))`.execute(app.ownerDb);
  }
}

/** A rule of one AND group. */
export const and = (...conditions: object[]) => ({ kind: 'group', op: 'and', conditions });
export const or = (...conditions: object[]) => ({ kind: 'group', op: 'or', conditions });
export const attr = (key: string, test: object) => ({ kind: 'attribute', key, test });
