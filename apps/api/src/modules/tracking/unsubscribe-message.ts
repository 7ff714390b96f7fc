import type { Kysely } from 'kysely';
import type { DB } from '#/db/schema.ts';
import { withTenant } from '#/db/tenant.ts';
import { ingestMessageEvents } from './message-events.ts';
import { suppressAddresses, unsubscribeConsent } from './suppress-address.ts';

/**
 * The one-click unsubscribe of a message's recipient (RFC 8058, and the page's button): the
 * contact's consent for the channel becomes 'unsubscribed', the address goes on the suppression
 * list, and an 'unsubscribed' event is counted for the communication. Idempotent: a second
 * request changes nothing and counts nothing. Answers false when the message no longer exists.
 */
export async function unsubscribeMessage(
  db: Kysely<DB>,
  clientId: number,
  messageId: number,
): Promise<boolean> {
  const now = new Date();
  return withTenant(db, { clientId }, async (trx) => {
    const message = await trx
      .selectFrom('messages')
      .select(['id', 'communication_id', 'channel_id', 'passport_id', 'address'])
      .where('client_id', '=', clientId)
      .where('id', '=', messageId)
      .executeTakeFirst();
    if (!message) return false;
    await unsubscribeConsent(trx, clientId, message);
    await suppressAddresses(trx, clientId, [{ message, reason: 'unsubscribed' }]);
    await ingestMessageEvents(trx, clientId, [{ message, type: 'unsubscribed' }], now);
    return true;
  });
}
