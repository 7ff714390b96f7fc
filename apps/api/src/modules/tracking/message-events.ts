import { sql, type Kysely, type Transaction } from 'kysely';
import type { TContactEventType } from '@resonate/contracts/events/ingest';
import type { DB } from '#/db/schema.ts';
import { withTenant } from '#/db/tenant.ts';
import { ingestEvents } from '#/modules/events/index.ts';

type TTrx = Transaction<DB>;

/** Stored event keys of tracked messages: `msg:<messageId>:<type>`, one per message and type. */
export const MESSAGE_EVENT_PREFIX = 'msg:';

/** The message row a tracking link or a provider report is about. */
export type TTrackedMessage = {
  id: number;
  communication_id: number;
  channel_id: number;
  passport_id: string;
  address: string | null;
};

/** Properties stored with a click: where it went, bounded to fit the events' properties limit. */
const URL_PROPERTY_MAX = 1000;

/** An event of a tracked message. */
export type TMessageEvent = {
  message: TTrackedMessage;
  type: TContactEventType;
  properties?: Record<string, unknown>;
};

/**
 * Records events of messages through ingestEvents, so every rollup (dashboard, list) counts
 * them. Keyed by message and type: a second report of the same thing is a duplicate, never a
 * second count.
 */
export async function ingestMessageEvents(
  trx: TTrx,
  clientId: number,
  events: readonly TMessageEvent[],
  now: Date,
): Promise<void> {
  if (events.length === 0) return;
  await ingestEvents(
    trx,
    clientId,
    events.map(({ message, type, properties }) => ({
      eventId: `${message.id}:${type}`,
      type,
      occurredAt: now.toISOString(),
      person: { passportId: message.passport_id },
      channelId: message.channel_id,
      communicationId: message.communication_id,
      ...(properties ? { properties } : {}),
    })),
    { keyPrefix: MESSAGE_EVENT_PREFIX, trustPassportIds: true, createContacts: false, now },
  );
}

/**
 * An open (pixel) or a click (redirect) of a message. Only the first of each counts: the
 * message's opened_at / clicked_at is set once, under the row lock of the update. A click
 * implies an open (the images of the mail were blocked), so a first click without an open
 * records both and the funnel never shows more clicks than opens. Answers whether it counted.
 */
export async function recordEngagement(
  db: Kysely<DB>,
  clientId: number,
  messageId: number,
  kind: 'opened' | 'clicked',
  url?: string,
): Promise<boolean> {
  const now = new Date();
  const unset = kind === 'opened' ? 'opened_at' : 'clicked_at';
  return withTenant(db, { clientId }, async (trx) => {
    // The row before the update, locked by the sub-select (FOR UPDATE re-reads the latest
    // version), tells whether this click is also the first open: `RETURNING old.*` would, but
    // only on PostgreSQL 18. The lock makes it exact when an open and a click race.
    const before = trx
      .selectFrom('messages')
      .select(['id', 'opened_at'])
      .where('client_id', '=', clientId)
      .where('id', '=', messageId)
      .where(unset, 'is', null)
      .forUpdate()
      .as('before');
    const message = await trx
      .updateTable('messages')
      .from(before)
      .set(
        kind === 'opened'
          ? { opened_at: now }
          : { clicked_at: now, opened_at: sql<Date>`coalesce(messages.opened_at, ${now})` },
      )
      .where('messages.client_id', '=', clientId)
      .whereRef('messages.id', '=', 'before.id')
      .returning([
        'messages.id',
        'messages.communication_id',
        'messages.channel_id',
        'messages.passport_id',
        'messages.address',
        sql<boolean>`before.opened_at is null`.as('first_open'),
      ])
      .executeTakeFirst();
    if (!message) return false;
    const events: TMessageEvent[] = [];
    if (kind === 'opened' || message.first_open) events.push({ message, type: 'opened' });
    if (kind === 'clicked') {
      const properties = { url: (url ?? '').slice(0, URL_PROPERTY_MAX) };
      events.push({ message, type: 'clicked', properties });
    }
    await ingestMessageEvents(trx, clientId, events, now);
    return true;
  });
}
