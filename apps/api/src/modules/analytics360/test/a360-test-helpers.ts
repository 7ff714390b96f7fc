import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { signIn } from '../../../../test/auth-helpers.ts';
import { createTestApp, type TTestApp } from '../../../../test/create-test-app.ts';

export type TCaller = { accessToken: string; userId: number; clientId: number };

/** The demo app (admin@acme.test is Acme Retail; brand@acme.test is another client). */
export function createA360App(): Promise<TTestApp> {
  return createTestApp({ env: { SEED_DEMO: 'true' } });
}

export async function callers(app: FastifyInstance) {
  return {
    admin: (await signIn(app, 'admin@acme.test')) as TCaller,
    brand: (await signIn(app, 'brand@acme.test')) as TCaller,
  };
}

/** POSTs to a UserAnalytics360/ endpoint as the caller. */
export function a360(app: FastifyInstance, caller: TCaller, endpoint: string, body: object) {
  return app.inject({
    method: 'POST',
    url: `/api/UserAnalytics360/${endpoint}`,
    headers: { accesstoken: caller.accessToken },
    payload: body,
  });
}

/** Removes the clients' people, history and lists (the demo seed's too), as the owner. */
export async function clearPeople(app: FastifyInstance, clientIds: number[]) {
  const tables = [
    'audience_lists',
    'contact_events',
    'contact_engagement',
    'anonymous_visitors',
    'communications',
    'contacts',
    'contact_attributes',
  ];
  for (const table of tables) {
    await sql`delete from ${sql.table(table)} where client_id = any(${clientIds}::bigint[])`.execute(
      app.ownerDb,
    );
  }
}

export type TPersonSeed = {
  email?: string | null;
  mobile?: string | null;
  firstName?: string;
  lastName?: string;
  attributes?: Record<string, unknown>;
  consent?: Record<string, string>;
};

export async function insertPerson(
  app: FastifyInstance,
  clientId: number,
  person: TPersonSeed,
): Promise<{ id: number; passportId: string }> {
  const { rows } = await sql<{ id: string; passport_id: string }>`
    insert into contacts (client_id, email, mobile, first_name, last_name, attributes, consent)
    values (${clientId}, ${person.email ?? null}, ${person.mobile ?? null},
      ${person.firstName ?? ''}, ${person.lastName ?? ''},
      ${JSON.stringify(person.attributes ?? {})}::jsonb,
      ${JSON.stringify(person.consent ?? {})}::jsonb)
    returning id, passport_id`.execute(app.ownerDb);
  return { id: Number(rows[0]!.id), passportId: rows[0]!.passport_id };
}

export async function insertCommunication(
  app: FastifyInstance,
  clientId: number,
  name: string,
  channelId: number,
): Promise<number> {
  const { rows } = await sql<{ id: string }>`
    insert into communications (client_id, name, channel_id, status)
    values (${clientId}, ${name}, ${channelId}, 5) returning id`.execute(app.ownerDb);
  return Number(rows[0]!.id);
}

export type TEventSeed = {
  type: string;
  occurredAt: string;
  channelId?: number;
  communicationId?: number;
  revenue?: number;
  leadSource?: string;
};

let eventSeq = 0;

/**
 * Writes a person's events straight into contact_events, with the engagement row the ingestion
 * keeps (last engagement and count of opened, clicked, converted, lead and page_view).
 */
export async function insertEvents(
  app: FastifyInstance,
  clientId: number,
  passportId: string,
  events: TEventSeed[],
) {
  for (const event of events) {
    eventSeq += 1;
    await sql`insert into contact_events (client_id, event_key, passport_id, type, channel_id,
        communication_id, revenue, lead_source, occurred_at)
      values (${clientId}, ${`seed-${eventSeq}`}, ${passportId}, ${event.type},
        ${event.channelId ?? null}, ${event.communicationId ?? null}, ${event.revenue ?? null},
        ${event.leadSource ?? null}, ${event.occurredAt})`.execute(app.ownerDb);
  }
  const engaging = events.filter((e) =>
    ['opened', 'clicked', 'converted', 'lead', 'page_view'].includes(e.type),
  );
  if (engaging.length === 0) return;
  const last = engaging
    .map((e) => e.occurredAt)
    .sort()
    .at(-1)!;
  const conversions = events.filter((e) => e.type === 'converted');
  const revenue = conversions.reduce((sum, e) => sum + (e.revenue ?? 0), 0);
  await sql`insert into contact_engagement (client_id, passport_id, last_engaged_at, engagements,
      conversions, revenue)
    values (${clientId}, ${passportId}, ${last}, ${engaging.length}, ${conversions.length},
      ${revenue})
    on conflict (client_id, passport_id) do update set
      last_engaged_at = greatest(contact_engagement.last_engaged_at, excluded.last_engaged_at),
      engagements = contact_engagement.engagements + excluded.engagements,
      conversions = contact_engagement.conversions + excluded.conversions,
      revenue = contact_engagement.revenue + excluded.revenue`.execute(app.ownerDb);
}

/** An ISO time `days` days (and `hours` hours) before now. */
export function ago(days: number, hours = 0): string {
  return new Date(Date.now() - days * 86_400_000 - hours * 3_600_000).toISOString();
}

/** Takes feature 29 (analytics 360) away from the viewer's role; returns the viewer's email. */
export async function denyAnalytics360(app: FastifyInstance): Promise<string> {
  const email = 'viewer@acme.test';
  await sql`insert into role_permissions (client_id, role_id, feature_id, can_view)
    select u.client_id, u.role_id, 29, false from users u where lower(u.email) = ${email}
    on conflict (client_id, role_id, feature_id) do update set can_view = false`.execute(
    app.ownerDb,
  );
  return email;
}
