import { sql, type Kysely } from 'kysely';
import type { DB } from '#/db/schema.ts';
import { createCommunication, createContact } from '#/modules/events/testing.ts';
import { createMessage } from '#/modules/tracking/testing.ts';
import { suppressionHash } from '../../../../test/suppression-hash.ts';

const EMAIL = 1;

/** An email contact and a sent message of a new communication to it. */
export async function sentEmail(owner: Kysely<DB>, clientId: number, address: string) {
  const communicationId = await createCommunication(owner, clientId, { channelId: EMAIL });
  const passportId = await createContact(owner, clientId, address);
  const messageId = await createMessage(owner, clientId, {
    communicationId,
    passportId,
    channelId: EMAIL,
    address,
  });
  return { communicationId, passportId, messageId };
}

/** Another message to the same address, of another communication. */
export async function anotherEmail(
  owner: Kysely<DB>,
  clientId: number,
  passportId: string,
  address: string,
) {
  const communicationId = await createCommunication(owner, clientId, { channelId: EMAIL });
  const messageId = await createMessage(owner, clientId, {
    communicationId,
    passportId,
    channelId: EMAIL,
    address,
  });
  return { communicationId, messageId };
}

/** What the communication list shows of a communication: bounced and complained. */
export async function figuresOf(owner: Kysely<DB>, clientId: number, communicationId: number) {
  const { rows } = await sql<{ bounced: number; complained: number }>`
    select coalesce(sum(bounced), 0)::int as bounced, coalesce(sum(complained), 0)::int as complained
    from event_rollups where client_id = ${clientId} and communication_id = ${communicationId}`.execute(
    owner,
  );
  return rows[0]!;
}

/** The reasons an address is suppressed for (empty: it is not). */
export async function suppressionOf(owner: Kysely<DB>, clientId: number, address: string) {
  const rows = await owner
    .selectFrom('suppressions')
    .select('reason')
    .where('client_id', '=', clientId)
    .where('address_hash', '=', suppressionHash(address))
    .execute();
  return rows.map((row) => row.reason);
}

/** The contact's timeline events of one type (the 360 page reads contact_events). */
export async function timelineOf(owner: Kysely<DB>, clientId: number, passportId: string) {
  const rows = await owner
    .selectFrom('contact_events')
    .select(['type', 'communication_id'])
    .where('client_id', '=', clientId)
    .where('passport_id', '=', passportId)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ type: row.type, communicationId: Number(row.communication_id) }));
}

export async function consentOf(owner: Kysely<DB>, clientId: number, passportId: string) {
  const row = await owner
    .selectFrom('contacts')
    .select('consent')
    .where('client_id', '=', clientId)
    .where('passport_id', '=', passportId)
    .executeTakeFirstOrThrow();
  return row.consent as Record<string, string>;
}
