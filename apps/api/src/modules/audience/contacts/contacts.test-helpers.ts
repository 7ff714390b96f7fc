import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { seedDemoAudience } from '#/modules/demo/index.ts';

export type TCaller = { accessToken: string; userId: number; clientId: number };

/** POSTs to an Audience/ endpoint as the caller. */
export function au(app: FastifyInstance, caller: TCaller, endpoint: string, body: object = {}) {
  return app.inject({
    method: 'POST',
    url: `/api/Audience/${endpoint}`,
    headers: { accesstoken: caller.accessToken },
    payload: body,
  });
}

/** Adds a contact and returns it (fails the test when the API refuses). */
export async function addContact(app: FastifyInstance, caller: TCaller, body: object) {
  const res = await au(app, caller, 'UpsertContact', body);
  if (res.statusCode !== 200) throw new Error(`UpsertContact ${res.statusCode}: ${res.body}`);
  return res.json().data.contact as { contactId: number; passportId: string; email: string };
}

/** A static list with members, written as the lists module would (count kept true). */
export async function addStaticList(
  app: FastifyInstance,
  clientId: number,
  name: string,
  contactIds: number[],
): Promise<number> {
  return app.ownerDb.transaction().execute(async (trx) => {
    await sql`select set_config('app.client_id', ${String(clientId)}, true)`.execute(trx);
    const { rows } = await sql<{ id: number }>`insert into audience_lists
      (client_id, name, kind, member_count) values (${clientId}, ${name}, 'target',
      ${contactIds.length}) returning id`.execute(trx);
    const listId = Number(rows[0]!.id);
    for (const contactId of contactIds) {
      await sql`insert into audience_list_members (client_id, list_id, contact_id)
        values (${clientId}, ${listId}, ${contactId})`.execute(trx);
    }
    return listId;
  });
}

/** An event of the contact's history, as sending and ingestion write them. */
export async function addEvent(
  app: FastifyInstance,
  clientId: number,
  passportId: string,
  type = 'opened',
) {
  await app.ownerDb.transaction().execute(async (trx) => {
    await sql`select set_config('app.client_id', ${String(clientId)}, true)`.execute(trx);
    await sql`insert into contact_events (client_id, event_key, passport_id, type, occurred_at)
      values (${clientId}, ${`${passportId}:${type}:${Math.random()}`}, ${passportId}::uuid,
        ${type}, now())`.execute(trx);
  });
}

/** Reads as the owner (no RLS in the way) for checks across tenants. */
export async function ownerRows<T>(app: FastifyInstance, query: ReturnType<typeof sql<T>>) {
  return (await query.execute(app.ownerDb)).rows;
}

/** Acme Retail's demo audience, which API test apps start without (see seed-demo.ts). */
export async function seedAudience(app: FastifyInstance): Promise<void> {
  await app.ownerDb.transaction().execute((trx) => seedDemoAudience(trx));
}
