import { sql, type Kysely } from 'kysely';
import type { DB } from '#/db/schema.ts';
import { runCommunication } from '../../engine/run-communication.ts';
import { startCommunication } from '../../engine/start-communication.ts';
import type { TCommunicationFixture } from '../../test/communication-fixtures.ts';

/**
 * Helpers for the channel-through-the-engine tests (issue 22, item 10): a communication of any
 * channel written straight to the database, launched and run by the real engine, and its
 * message rows read back.
 */

export async function insertChannelCommunication(
  owner: Kysely<DB>,
  clientId: number,
  listIds: number[],
  channelId: number,
  content: Record<string, unknown>,
  sender: Record<string, unknown> = {},
): Promise<number> {
  const row = await owner
    .insertInto('communications')
    .values({
      client_id: clientId,
      name: `Channel ${channelId} ${Math.random().toString(36).slice(2, 8)}`,
      channel_id: channelId,
      status: 3,
      audience: JSON.stringify({ listIds, suppressionListIds: [] }),
      content: JSON.stringify(content),
      sender: JSON.stringify(sender),
      schedule: JSON.stringify({ kind: 'now' }),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Launches (as approval would) and runs the communication's first run to its end. */
export async function sendThroughEngine(f: TCommunicationFixture, communicationId: number) {
  await startCommunication(f.app, f.clientId, communicationId);
  return runCommunication(
    f.app,
    { clientId: f.clientId, communicationId, run: 1 },
    { maxSleepMs: 5_000 },
  );
}

export type TMessageRow = {
  address: string;
  status: string;
  provider_message_id: string | null;
  error: string | null;
  attempts: number;
};

/** The communication's message rows by address. */
export async function messagesByAddress(
  f: TCommunicationFixture,
  communicationId: number,
): Promise<Map<string, TMessageRow>> {
  const rows = await sql<TMessageRow>`
    select address, status, provider_message_id, error, attempts from messages
    where client_id = ${f.clientId} and communication_id = ${communicationId}
    order by id`.execute(f.app.ownerDb);
  return new Map(rows.rows.map((row) => [row.address, row]));
}

/** Gives the fixture's contacts mobiles `prefix` + two digits; answers them in contact order. */
export async function giveMobiles(f: TCommunicationFixture, prefix: string): Promise<string[]> {
  const ids = f.contacts.map((c) => c.contactId);
  await sql`update contacts set mobile = ${prefix} || lpad((id % 100)::text, 2, '0')
    where client_id = ${f.clientId} and id = any(${ids}::bigint[])`.execute(f.app.ownerDb);
  return ids.map((id) => `${prefix}${String(id % 100).padStart(2, '0')}`);
}

/** The provider pause the engine recorded for the client (provider-limit.ts), if any. */
export async function providerPause(f: TCommunicationFixture, provider: string) {
  return f.app.ownerDb
    .selectFrom('provider_limits')
    .selectAll()
    .where('client_id', '=', f.clientId)
    .where('provider', '=', provider)
    .executeTakeFirst();
}
