import { sql, type Kysely, type Transaction } from 'kysely';
import { addressKindOf } from '@resonate/contracts/campaigns/content';
import type { TCallbackResult } from '@resonate/contracts/campaigns/tracking';
import type { DB } from '#/db/schema.ts';
import { withTenant } from '#/db/tenant.ts';
import {
  ingestMessageEvents,
  type TMessageEvent,
  type TTrackedMessage,
} from '../message-events.ts';
import { suppressAddresses } from '../suppress-address.ts';

type TTrx = Transaction<DB>;

/** A provider's report, whatever its format, reduced to what we act on. */
export type TDeliveryReport = {
  messageId?: number;
  providerMessageId?: string;
  /** 'ignored': a state we do not track (queued, sent, delayed ...), acknowledged only. */
  outcome: 'delivered' | 'bounced' | 'ignored';
  /** A hard bounce or invalid number: the address is suppressed. */
  permanent: boolean;
};

type TFound = TTrackedMessage & { provider_message_id: string | null };

async function findMessages(trx: TTrx, clientId: number, reports: readonly TDeliveryReport[]) {
  const ids = [...new Set(reports.flatMap((r) => (r.messageId ? [r.messageId] : [])))];
  const providerIds = [
    ...new Set(reports.flatMap((r) => (r.providerMessageId ? [r.providerMessageId] : []))),
  ];
  if (ids.length === 0 && providerIds.length === 0) return [];
  return trx
    .selectFrom('messages')
    .select(['id', 'communication_id', 'channel_id', 'passport_id', 'address'])
    .select('provider_message_id')
    .where('client_id', '=', clientId)
    .where((eb) =>
      eb.or([
        eb('id', '=', sql<number>`any(${ids}::bigint[])`),
        eb('provider_message_id', '=', sql<string>`any(${providerIds}::text[])`),
      ]),
    )
    .execute() as Promise<TFound[]>;
}

/**
 * Applies delivery and bounce reports of one client's messages: a delivery sets delivered_at
 * once and counts 'delivered'; a bounce counts 'bounced' (once per message), and a permanent one
 * also marks the message bounced and suppresses its address. Set-based for the whole request.
 * Reports naming no message of this client are counted as unknown and otherwise ignored.
 */
export async function applyDeliveryReports(
  db: Kysely<DB>,
  clientId: number,
  reports: readonly TDeliveryReport[],
): Promise<TCallbackResult> {
  const tracked = reports.filter((report) => report.outcome !== 'ignored');
  if (tracked.length === 0) return { updated: 0, unknown: 0 };
  const now = new Date();
  return withTenant(db, { clientId }, async (trx) => {
    const found = await findMessages(trx, clientId, tracked);
    const byId = new Map(found.map((row) => [row.id, row]));
    const byProvider = new Map(
      found.flatMap((row) => (row.provider_message_id ? [[row.provider_message_id, row]] : [])),
    );
    const delivered = new Map<number, TFound>();
    const bounced = new Map<number, TFound>();
    const hard = new Map<number, TFound>();
    let unknown = 0;
    for (const report of tracked) {
      const message =
        (report.messageId ? byId.get(report.messageId) : undefined) ??
        (report.providerMessageId ? byProvider.get(report.providerMessageId) : undefined);
      if (!message) {
        unknown += 1;
      } else if (report.outcome === 'delivered') {
        delivered.set(message.id, message);
      } else {
        bounced.set(message.id, message);
        if (report.permanent) hard.set(message.id, message);
      }
    }

    const events: TMessageEvent[] = [];
    if (delivered.size > 0) {
      const newly = await trx
        .updateTable('messages')
        .set({
          delivered_at: now,
          status: sql`case when status in ('queued', 'sending', 'sent') then 'delivered' else status end`,
          updated_at: now,
        })
        .where('client_id', '=', clientId)
        .where('id', '=', sql<number>`any(${[...delivered.keys()]}::bigint[])`)
        .where('delivered_at', 'is', null)
        .returning('id')
        .execute();
      for (const { id } of newly) events.push({ message: delivered.get(id)!, type: 'delivered' });
    }
    if (hard.size > 0) {
      await trx
        .updateTable('messages')
        .set({ status: 'bounced', updated_at: now })
        .where('client_id', '=', clientId)
        .where('id', '=', sql<number>`any(${[...hard.keys()]}::bigint[])`)
        .execute();
      await suppressAddresses(
        trx,
        clientId,
        [...hard.values()].map((message) => ({
          message,
          reason: addressKindOf(message.channel_id) === 'email' ? 'hard_bounce' : 'invalid_address',
        })),
      );
    }
    for (const message of bounced.values()) events.push({ message, type: 'bounced' });
    await ingestMessageEvents(trx, clientId, events, now);
    return { updated: tracked.length - unknown, unknown };
  });
}
