import { sql, type Kysely } from 'kysely';
import type { DB } from '#/db/schema.ts';
import { suppressionHash } from '../../../test/suppression-hash.ts';

/** A sent message of `communicationId` to a contact, as the engine records it. */
export async function createMessage(
  owner: Kysely<DB>,
  clientId: number,
  values: {
    communicationId: number;
    passportId: string;
    channelId: number;
    address: string;
    providerMessageId?: string;
  },
): Promise<number> {
  const row = await owner
    .insertInto('messages')
    .values({
      client_id: clientId,
      communication_id: values.communicationId,
      passport_id: values.passportId,
      channel_id: values.channelId,
      address: values.address,
      status: 'sent',
      provider_message_id: values.providerMessageId ?? null,
      sent_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** The funnel counts of one communication over all days (numbers, not int8 text). */
export async function countsOf(owner: Kysely<DB>, clientId: number, communicationId: number) {
  const { rows } = await sql<{
    sent: number;
    delivered: number;
    opened: number;
    clicked: number;
    bounced: number;
    unsubscribed: number;
    converted: number;
    revenue: number;
  }>`
    select coalesce(sum(sent), 0)::int as sent, coalesce(sum(delivered), 0)::int as delivered,
      coalesce(sum(opened), 0)::int as opened, coalesce(sum(clicked), 0)::int as clicked,
      coalesce(sum(bounced), 0)::int as bounced,
      coalesce(sum(unsubscribed), 0)::int as unsubscribed,
      coalesce(sum(converted), 0)::int as converted,
      coalesce(sum(revenue), 0)::float8 as revenue
    from event_rollups where client_id = ${clientId} and communication_id = ${communicationId}`.execute(
    owner,
  );
  return rows[0]!;
}

export async function messageRow(owner: Kysely<DB>, clientId: number, messageId: number) {
  return owner
    .selectFrom('messages')
    .selectAll()
    .where('client_id', '=', clientId)
    .where('id', '=', messageId)
    .executeTakeFirstOrThrow();
}

/**
 * The client's suppressions, each with the address it blocks: only keyed hashes are stored,
 * so the address is found among the client's messages' addresses by its hash.
 */
export async function suppressionsOf(owner: Kysely<DB>, clientId: number) {
  const rows = await owner
    .selectFrom('suppressions')
    .select(['channel_id', 'address_hash', 'reason'])
    .where('client_id', '=', clientId)
    .execute();
  const sent = await owner
    .selectFrom('messages')
    .select('address')
    .distinct()
    .where('client_id', '=', clientId)
    .where('address', 'is not', null)
    .execute();
  const byHash = new Map(
    sent.map(({ address }) => [suppressionHash(address!).toString('hex'), address]),
  );
  return rows
    .map((row) => ({
      channel_id: row.channel_id,
      address: byHash.get(row.address_hash.toString('hex')) ?? null,
      reason: row.reason,
    }))
    .sort((a, b) => String(a.address).localeCompare(String(b.address)));
}
