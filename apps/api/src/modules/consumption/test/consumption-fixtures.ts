import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { licenceType } from '@resonate/contracts/onboarding/licence-types';

/** A communication of the client on a channel, straight through the owner connection. */
export async function insertCommunication(
  app: FastifyInstance,
  clientId: number,
  channelId: number,
  name: string,
): Promise<number> {
  const { rows } = await sql<{ id: string }>`
    insert into communications (client_id, name, channel_id, status, content)
    values (${clientId}, ${name}, ${channelId}, 5, ${JSON.stringify({ subject: 'Hello', html: '<p>Hi</p>' })})
    returning id`.execute(app.ownerDb);
  return Number(rows[0]!.id);
}

/**
 * `count` messages of one communication, sent at `sentAt` (plus i ms) with `status`, straight
 * into the table as the engine would leave them, addresses `user{i}@example.com` unless given.
 */
export async function insertMessages(
  app: FastifyInstance,
  input: {
    clientId: number;
    communicationId: number;
    channelId: number;
    count: number;
    sentAt: Date | null;
    status: string;
    runNo?: number;
    address?: string;
  },
): Promise<void> {
  await sql`
    insert into messages (client_id, communication_id, passport_id, channel_id, address, status,
      sent_at, run_no)
    select ${input.clientId}, ${input.communicationId}, gen_random_uuid(), ${input.channelId},
      coalesce(${input.address ?? null}::text, 'user' || i || '@example.com'), ${input.status},
      ${input.sentAt}::timestamptz + make_interval(secs => i / 1000.0), ${input.runNo ?? 1}
    from generate_series(1, ${input.count}) as i`.execute(app.ownerDb);
}

export async function setLicenceType(app: FastifyInstance, clientId: number, typeId: number) {
  const channelIds = `{${licenceType(typeId)!.channelIds.join(',')}}`;
  await sql`update licences set licence_type_id = ${typeId}, channel_ids = ${channelIds}::int[]
    where client_id = ${clientId} and replaced_at is null`.execute(app.ownerDb);
  await sql`update clients set licence_type_id = ${typeId} where id = ${clientId}`.execute(
    app.ownerDb,
  );
}
