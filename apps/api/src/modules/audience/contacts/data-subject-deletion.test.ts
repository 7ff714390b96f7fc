import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DB } from '#/db/schema.ts';
import {
  loadFixture,
  insertEmailCommunication,
  messageStatuses,
  createCommunicationFixture,
  ownerOf,
  seedListWithContacts,
  type TCommunicationFixture,
} from '#/modules/communications/testing.ts';
import {
  takeReport,
  verpSigner,
  runDueCommunications,
  startCommunication,
  TRACKING_PATHS,
  trackingSigner,
} from '#/modules/communications/index.ts';
import { createMessage } from '#/modules/tracking/testing.ts';
import { suppressionHash } from '../../../../test/suppression-hash.ts';
import { au } from './contacts.test-helpers.ts';

/**
 * Data-subject deletion is complete (issue 22, item 11): after a contact who was sent email
 * and SMS, opened, clicked, unsubscribed, bounced and sat in a journey is deleted, no column
 * of any table holds their email, mobile or passport id, the campaigns' figures are unchanged,
 * and their address stays blocked for whoever is imported with it next.
 */

let f: TCommunicationFixture;
let owner: Kysely<DB>;

beforeAll(async () => {
  f = await createCommunicationFixture({ contacts: 3 });
  owner = ownerOf(f.app);
}, 60_000);
afterAll(() => f.close());

const MOBILE = '+447700900417';

type THit = { table: string; column: string; needle: string };

/**
 * Every text-like column (text, varchar, json, jsonb, uuid, arrays of them) of every table in
 * every schema but the system's, searched for each needle. Run as the owner: RLS hides nothing.
 * Partitioned tables are searched through their parents, which hold every partition's rows.
 */
async function rowsNaming(needles: readonly string[]): Promise<THit[]> {
  const { rows: columns } = await sql<{ schema: string; table: string; column: string }>`
    select c.table_schema as schema, c.table_name as table, c.column_name as column
    from information_schema.columns c
    join information_schema.tables t
      on t.table_schema = c.table_schema and t.table_name = c.table_name
    where t.table_type = 'BASE TABLE'
      and c.table_schema not in ('pg_catalog', 'information_schema')
      -- A partition's rows are read through its parent (messages, contact_events by month).
      and not (select k.relispartition from pg_class k
        where k.oid = format('%I.%I', c.table_schema, c.table_name)::regclass)
      and (c.data_type in ('text', 'character varying', 'character', 'json', 'jsonb', 'uuid')
        or (c.data_type = 'ARRAY' and c.udt_name in ('_text', '_varchar', '_uuid', '_jsonb')))
    order by 1, 2, 3`.execute(owner);
  expect(columns.length).toBeGreaterThan(100);
  const hits: THit[] = [];
  for (const { schema, table, column } of columns) {
    for (const needle of needles) {
      const { rows } = await sql<{ found: boolean }>`select exists (
          select 1 from ${sql.table(`${schema}.${table}`)}
          where strpos(lower(${sql.ref(column)}::text), lower(${needle})) > 0) as found`.execute(
        owner,
      );
      if (rows[0]!.found) hits.push({ table: `${schema}.${table}`, column, needle });
    }
  }
  return hits;
}

async function sendToList(listId: number): Promise<number> {
  const id = await insertEmailCommunication(owner, f.clientId, [listId]);
  const now = new Date();
  await startCommunication(f.app, f.clientId, id, now);
  await runDueCommunications(f.app, now, { batchSize: 10 });
  return id;
}

async function messageIdOf(communicationId: number, passportId: string): Promise<number> {
  const row = await owner
    .selectFrom('messages')
    .select('id')
    .where('client_id', '=', f.clientId)
    .where('communication_id', '=', communicationId)
    .where('passport_id', '=', passportId)
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** A journey the person is inside (one active entry at its first node, counted there). */
async function enterJourney(contactId: number, passportId: string): Promise<number> {
  const journey = await owner
    .insertInto('journeys')
    .values({ client_id: f.clientId, name: 'Welcome series', status: 'active' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const journeyId = Number(journey.id);
  const now = new Date();
  await owner
    .insertInto('journey_entries')
    .values({
      client_id: f.clientId,
      journey_id: journeyId,
      contact_id: contactId,
      passport_id: passportId,
      entry_no: 1,
      node_id: 'wait-1',
      state: 'waiting',
      wake_at: now,
      entered_at: now,
      trigger_key: `cohort:${contactId}`,
    })
    .execute();
  await owner
    .insertInto('journey_node_counts')
    .values({
      client_id: f.clientId,
      journey_id: journeyId,
      node_id: 'wait-1',
      entered: 1,
      current: 1,
    })
    .execute();
  return journeyId;
}

/** A delivered contact.created webhook event naming the person (as upsert-contact raises it). */
async function deliveredContactCreated(person: {
  contactId: number;
  passportId: string;
  email: string;
}) {
  const hook = await owner
    .insertInto('webhooks')
    .values({
      client_id: f.clientId,
      url: 'https://hooks.brand.test/contacts',
      events: ['contact.created'],
      secret_sealed: 'v1.x.y.z',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const body = JSON.stringify({
    id: randomUUID(),
    type: 'contact.created',
    clientId: f.clientId,
    data: { contactId: person.contactId, passportId: person.passportId, email: person.email },
  });
  await owner
    .insertInto('webhook_deliveries')
    .values({
      client_id: f.clientId,
      webhook_id: Number(hook.id),
      event_id: randomUUID(),
      event_type: 'contact.created',
      body,
      status: 'succeeded',
    })
    .execute();
}

async function nodeCount(journeyId: number) {
  const row = await owner
    .selectFrom('journey_node_counts')
    .select(['entered', 'current'])
    .where('client_id', '=', f.clientId)
    .where('journey_id', '=', journeyId)
    .executeTakeFirstOrThrow();
  return { entered: Number(row.entered), current: Number(row.current) };
}

async function rollupsOf(communicationId: number) {
  const { rows } = await sql<{ sent: number; opened: number; clicked: number; bounced: number }>`
    select coalesce(sum(sent), 0)::int as sent, coalesce(sum(opened), 0)::int as opened,
      coalesce(sum(clicked), 0)::int as clicked, coalesce(sum(bounced), 0)::int as bounced
    from event_rollups where client_id = ${f.clientId} and communication_id = ${communicationId}`.execute(
    owner,
  );
  return rows[0]!;
}

describe('deleting a contact (Audience/DeleteContacts)', () => {
  it('leaves no row in any table naming their email, mobile or passport id, and keeps the figures', async () => {
    const [victim, bystander] = f.contacts;
    await sql`update contacts set mobile = ${MOBILE}
      where client_id = ${f.clientId} and id = ${victim!.contactId}`.execute(owner);

    // An email campaign, opened and clicked, unsubscribed with the one-click POST ...
    const first = await sendToList(f.listId);
    const firstMessage = await messageIdOf(first, victim!.passportId);
    const signer = trackingSigner(f.app.config.appSecret);
    const ref = { clientId: f.clientId, messageId: firstMessage };
    const opened = await f.app.inject({
      url: `${TRACKING_PATHS.open}${signer.sign({ kind: 'open', ...ref })}`,
    });
    expect(opened.statusCode).toBe(200);
    const clicked = await f.app.inject({
      url: `${TRACKING_PATHS.click}${signer.sign({ kind: 'click', ...ref, url: 'https://brand.test/offer' })}`,
    });
    expect(clicked.statusCode).toBe(302);
    const unsubscribed = await f.app.inject({
      method: 'POST',
      url: `${TRACKING_PATHS.unsubscribe}${signer.sign({ kind: 'unsubscribe', ...ref })}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(unsubscribed.statusCode).toBe(200);

    // ... a second campaign's mail bounced hard (a real DSN naming the address) ...
    await sql`update contacts set consent = '{}'::jsonb
      where client_id = ${f.clientId} and id = ${victim!.contactId}`.execute(owner);
    await sql`delete from suppressions where client_id = ${f.clientId}`.execute(owner);
    const second = await sendToList(f.listId);
    const secondMessage = await messageIdOf(second, victim!.passportId);
    const verp = verpSigner(f.app.config.appSecret);
    const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const dsn = loadFixture('postfix-hard.eml', {
      verp: verp.address({ clientId: f.clientId, messageId: secondMessage }, 'bounces@acme.test'),
      rcpt: victim!.email,
    });
    const outcome = await takeReport(
      { db: f.app.db, verp, log: log as unknown as FastifyBaseLogger },
      dsn,
    );
    expect(outcome).toEqual({ handled: 'hard', suppressed: true });

    // ... an SMS whose provider error quoted the number, a journey, a browser subscription.
    const smsCampaign = await insertEmailCommunication(owner, f.clientId, []);
    const sms = await createMessage(owner, f.clientId, {
      communicationId: smsCampaign,
      passportId: victim!.passportId,
      channelId: 2,
      address: MOBILE,
    });
    await sql`update messages set status = 'failed',
        error = ${`HTTP 400: number ${MOBILE.slice(1)} is not reachable`}
      where client_id = ${f.clientId} and id = ${sms}`.execute(owner);
    const journeyId = await enterJourney(victim!.contactId, victim!.passportId);
    await sql`insert into web_push_subscriptions (client_id, domain, endpoint, p256dh, auth, passport_id)
      values (${f.clientId}, 'brand.test', 'https://push.example.test/sub/417', 'p', 'a',
        ${victim!.passportId}::uuid)`.execute(owner);

    // ... and the contact.created webhook event their import raised, in the delivery log.
    await deliveredContactCreated(victim!);
    await deliveredContactCreated(bystander!);

    const needles = [victim!.email, MOBILE, MOBILE.slice(1), victim!.passportId];
    expect((await rowsNaming(needles)).length).toBeGreaterThan(5);
    const figures = {
      first: await messageStatuses(owner, f.clientId, first),
      second: await messageStatuses(owner, f.clientId, second),
      firstRollup: await rollupsOf(first),
      secondRollup: await rollupsOf(second),
    };

    const res = await au(f.app, f.admin, 'DeleteContacts', { contactIds: [victim!.contactId] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.deleted).toBe(1);

    expect(await rowsNaming(needles)).toEqual([]);
    expect({
      first: await messageStatuses(owner, f.clientId, first),
      second: await messageStatuses(owner, f.clientId, second),
      firstRollup: await rollupsOf(first),
      secondRollup: await rollupsOf(second),
    }).toEqual(figures);
    expect(await nodeCount(journeyId)).toEqual({ entered: 1, current: 0 });
    // The bystander's own rows are untouched.
    expect(await messageIdOf(first, bystander!.passportId)).toBeGreaterThan(0);
    const kept = await sql<{ n: number }>`select count(*)::int as n from webhook_deliveries
      where client_id = ${f.clientId} and strpos(body, ${bystander!.passportId}) > 0`.execute(
      owner,
    );
    expect(kept.rows[0]!.n).toBe(1);
    // The address stays blocked, as its keyed hash only.
    const suppressed = await owner
      .selectFrom('suppressions')
      .select('reason')
      .where('client_id', '=', f.clientId)
      .where('address_hash', '=', suppressionHash(victim!.email))
      .execute();
    expect(suppressed).toEqual([{ reason: 'hard_bounce' }]);
  });

  it('a contact imported again with a deleted, suppressed address gets nothing', async () => {
    const { listId, contacts } = await seedListWithContacts(f.app, f.clientId, 2, 'reimport');
    const [returning, control] = contacts;
    await owner
      .insertInto('suppressions')
      .values({
        client_id: f.clientId,
        channel_id: 1,
        address_hash: suppressionHash(returning!.email),
        reason: 'complaint',
      })
      .execute();
    const res = await au(f.app, f.admin, 'DeleteContacts', { contactIds: [returning!.contactId] });
    expect(res.json().data.deleted).toBe(1);

    // The same person comes back in the next import, their address typed in capitals.
    const again = await au(f.app, f.admin, 'UpsertContact', {
      email: ` ${returning!.email.toUpperCase()}`,
      firstName: 'Back',
    });
    expect(again.statusCode, again.body).toBe(200);
    const { contactId } = again.json().data.contact as { contactId: number };
    await sql`insert into audience_list_members (client_id, list_id, contact_id)
      values (${f.clientId}, ${listId}, ${contactId})`.execute(owner);

    const before = f.sink!.received.length;
    const id = await sendToList(listId);
    const to = f.sink!.received.slice(before).map((mail) => mail.to[0]);
    expect(to).toEqual([control!.email]);
    expect(await messageStatuses(owner, f.clientId, id)).toEqual({ sent: 1 });
  });
});
