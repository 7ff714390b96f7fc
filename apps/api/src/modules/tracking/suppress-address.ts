import { sql, type Transaction } from 'kysely';
import { consentKeyOf } from '@resonate/contracts/campaigns/content';
import type { DB } from '#/db/schema.ts';
import type { TSuppressionReason } from '#/db/schema/communications.ts';
import type { TTrackedMessage } from './message-events.ts';

type TTrx = Transaction<DB>;

/**
 * Puts messages' addresses on their channel's suppression list, which the audience query of
 * every later send leaves out. The address is the one the send used (normalised like the
 * audience's), so the two always match; only its keyed hash is stored. A reason already
 * stored stays.
 */
export async function suppressAddresses(
  trx: TTrx,
  clientId: number,
  items: readonly { message: TTrackedMessage; reason: TSuppressionReason }[],
): Promise<void> {
  const values = items.flatMap(({ message, reason }) =>
    message.address
      ? [
          {
            client_id: clientId,
            channel_id: message.channel_id,
            address_hash: sql<Buffer>`keyed_address_hash(${message.address})`,
            reason,
            communication_id: message.communication_id,
          },
        ]
      : [],
  );
  if (values.length === 0) return;
  await trx
    .insertInto('suppressions')
    .values(values)
    .onConflict((conflict) =>
      conflict.columns(['client_id', 'channel_id', 'address_hash']).doNothing(),
    )
    .execute();
}

/** Sets the person's consent for the message's channel to 'unsubscribed' (channels that have one). */
export async function unsubscribeConsent(
  trx: TTrx,
  clientId: number,
  message: TTrackedMessage,
): Promise<void> {
  const key = consentKeyOf(message.channel_id);
  if (key === undefined) return;
  await trx
    .updateTable('contacts')
    .set({
      consent: sql`consent || jsonb_build_object(${key}::text, 'unsubscribed')`,
      updated_at: sql`now()`,
    })
    .where('client_id', '=', clientId)
    .where('passport_id', '=', message.passport_id)
    .where(sql<boolean>`consent ->> ${key}::text is distinct from 'unsubscribed'`)
    .execute();
}
