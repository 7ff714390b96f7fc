import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely, type Transaction } from 'kysely';
import { BOUNCE_IGNORED, type TBounceReport } from '@resonate/contracts/campaigns/bounces';
import type { TCallbackResult } from '@resonate/contracts/campaigns/tracking';
import type { DB } from '#/db/schema.ts';
import { withTenant } from '#/db/tenant.ts';
import { handleBounces } from '#/modules/communications/index.ts';
import { ingestMessageEvents, type TTrackedMessage } from '../message-events.ts';

type TTrx = Transaction<DB>;

/** A provider's report, whatever its format, reduced to what we act on. */
export type TDeliveryReport = {
  messageId?: number;
  providerMessageId?: string;
  /**
   * 'ignored': a state we do not track (queued, sent ...), acknowledged only; 'noted': about a
   * message of the client but changing nothing (a DSN's 'delayed'), counted as applied.
   */
  outcome: 'delivered' | 'bounced' | 'noted' | 'ignored';
  /** A hard bounce or invalid number: the address is suppressed. */
  permanent: boolean;
  /** The enhanced status code and diagnostic a DSN gave, for the contact's timeline. */
  status?: string;
  detail?: string;
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

const bounceOf = (report: TDeliveryReport): TBounceReport => ({
  kind: report.permanent ? 'hard' : 'soft',
  ...(report.status ? { status: report.status } : {}),
  ...(report.detail ? { detail: report.detail } : {}),
});

/**
 * Applies delivery and bounce reports of one client's messages: a delivery sets delivered_at
 * once and counts 'delivered'; a bounce goes to the one bounce handler (handleBounces), so a
 * callback suppresses, lands on the timeline and counts exactly as a DSN by SMTP or IMAP or a
 * provider's webhook would (hard at once, soft after SOFT_BOUNCE_LIMIT, the same report twice
 * a replay). Reports naming no message of this client are counted as unknown and otherwise
 * ignored; each ignored report is logged with its reason.
 */
export async function applyDeliveryReports(
  db: Kysely<DB>,
  clientId: number,
  reports: readonly TDeliveryReport[],
  log?: FastifyBaseLogger,
): Promise<TCallbackResult> {
  const tracked = reports.filter((report) => report.outcome !== 'ignored');
  if (tracked.length === 0) return { updated: 0, unknown: 0 };
  const now = new Date();
  const bounces: { messageId: number; report: TBounceReport }[] = [];
  const unknown = await withTenant(db, { clientId }, async (trx) => {
    const found = await findMessages(trx, clientId, tracked);
    const byId = new Map(found.map((row) => [row.id, row]));
    const byProvider = new Map(
      found.flatMap((row) => (row.provider_message_id ? [[row.provider_message_id, row]] : [])),
    );
    const delivered = new Map<number, TFound>();
    let missing = 0;
    for (const report of tracked) {
      const message =
        (report.messageId ? byId.get(report.messageId) : undefined) ??
        (report.providerMessageId ? byProvider.get(report.providerMessageId) : undefined);
      if (!message) missing += 1;
      else if (report.outcome === 'delivered') delivered.set(message.id, message);
      else if (report.outcome === 'bounced') {
        bounces.push({ messageId: message.id, report: bounceOf(report) });
      }
    }
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
      const events = newly.map(({ id }) => ({
        message: delivered.get(id)!,
        type: 'delivered' as const,
      }));
      await ingestMessageEvents(trx, clientId, events, now);
    }
    return missing;
  });
  if (unknown > 0) {
    log?.info({ clientId, unknown, reason: BOUNCE_IGNORED.unknownMessage }, 'reports ignored');
  }
  const outcomes = bounces.length > 0 ? await handleBounces(db, clientId, bounces) : [];
  for (const outcome of outcomes) {
    if ('ignored' in outcome) {
      log?.info({ clientId, reason: BOUNCE_IGNORED[outcome.ignored] }, 'bounce report ignored');
    }
  }
  return { updated: tracked.length - unknown, unknown };
}
