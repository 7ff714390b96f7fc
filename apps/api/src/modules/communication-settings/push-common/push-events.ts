import { randomUUID } from 'node:crypto';
import { PUSH_ANALYTICS_DAYS } from '@resonate/contracts/communication-settings/push-common';
import { sql, type Transaction } from 'kysely';
import type { DB, TContactEventType } from '#/db/schema.ts';
import { ingestEvents } from '#/modules/events/index.ts';

type TTrx = Transaction<DB>;

/**
 * Push events go to contact_events like every channel's, keyed so that the key says where they
 * belong: `<prefix>:<scope>:<type>:<id>...`, the prefix 'wp' (web push, scope = the site's
 * domain) or 'mp' (mobile push, scope = the app id). The analytics group by that scope, and a
 * repeated report of one message's delivery or click (same key) counts once.
 */
export type TPushEventScope = { prefix: 'wp' | 'mp'; scope: string; channelId: number };

export function pushEventKey(scope: TPushEventScope, type: string, ...parts: (string | number)[]) {
  return [scope.prefix, scope.scope, type, ...parts].join(':').slice(0, 400);
}

/**
 * Through event ingestion, so push events reach the dashboard's rollups like every channel's.
 * The key's `<prefix>:<scope>:` head goes in as the key prefix (a domain can be long; eventIds
 * are capped), the device's or subscription's passport id is taken as given, and a revenue is
 * rounded to cents as ingestion requires.
 */
export async function recordPushEvent(
  trx: TTrx,
  clientId: number,
  scope: TPushEventScope,
  event: { type: TContactEventType; passportId: string; key: string; revenue?: number | null },
): Promise<void> {
  const head = `${scope.prefix}:${scope.scope}:`;
  const keyPrefix = event.key.startsWith(head) ? head : '';
  const revenue = event.revenue == null ? undefined : Math.round(event.revenue * 100) / 100;
  await ingestEvents(
    trx,
    clientId,
    [
      {
        eventId: event.key.slice(keyPrefix.length),
        type: event.type,
        occurredAt: new Date().toISOString(),
        person: { passportId: event.passportId },
        channelId: scope.channelId,
        revenue,
      },
    ],
    { keyPrefix, trustPassportIds: true },
  );
}

/** A unique suffix for events that happen many times (page views, conversions). */
export const occurrence = () => randomUUID();

export type TScopeCounts = {
  sent: number;
  delivered: number;
  clicked: number;
  converted: number;
  page_view: number;
};

/**
 * Counts per scope (domain or app id) of the channel's events in the analytics window: one pass
 * over the channel's recent events through contact_events_channel_idx.
 */
export async function countPushEvents(
  trx: TTrx,
  channelId: number,
  prefix: 'wp' | 'mp',
): Promise<Map<string, TScopeCounts>> {
  const since = new Date(Date.now() - PUSH_ANALYTICS_DAYS * 24 * 60 * 60 * 1000);
  const { rows } = await sql<{ scope: string; type: string; n: number }>`
    select split_part(event_key, ':', 2) as scope, type, count(*)::int as n
    from contact_events
    where channel_id = ${channelId} and occurred_at >= ${since}
      and event_key like ${`${prefix}:%`}
    group by 1, 2`.execute(trx);
  const counts = new Map<string, TScopeCounts>();
  for (const row of rows) {
    const entry = counts.get(row.scope) ?? {
      sent: 0,
      delivered: 0,
      clicked: 0,
      converted: 0,
      page_view: 0,
    };
    if (row.type in entry) entry[row.type as keyof TScopeCounts] = row.n;
    counts.set(row.scope, entry);
  }
  return counts;
}

/** Conversions per goal id in the window: converted keys carry the goal id after the type. */
export async function countGoalConversions(
  trx: TTrx,
  channelId: number,
  prefix: 'wp' | 'mp',
): Promise<Map<number, number>> {
  const since = new Date(Date.now() - PUSH_ANALYTICS_DAYS * 24 * 60 * 60 * 1000);
  const { rows } = await sql<{ goal: string; n: number }>`
    select split_part(event_key, ':', 4) as goal, count(*)::int as n
    from contact_events
    where channel_id = ${channelId} and occurred_at >= ${since} and type = 'converted'
      and event_key like ${`${prefix}:%`}
    group by 1`.execute(trx);
  return new Map(rows.map((row) => [Number(row.goal), row.n]));
}

export function totals(counts: TScopeCounts | undefined) {
  return {
    sent: counts?.sent ?? 0,
    delivered: counts?.delivered ?? 0,
    clicked: counts?.clicked ?? 0,
    converted: counts?.converted ?? 0,
  };
}
