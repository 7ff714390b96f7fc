import { sql, type Transaction } from 'kysely';
import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import type { DB } from '#/db/schema.ts';

const CHANNEL = 'notifications_unread';

/**
 * Tells every API instance, at commit, that a user's unread count may have changed (a new
 * notification, or one marked read in another tab). NOTIFY inside the transaction is delivered
 * only if it commits, so a rolled-back sign-in never pings anybody.
 */
export async function announceUnreadChanged(
  trx: Transaction<DB>,
  target: { clientId: number; userId: number },
) {
  await sql`select pg_notify(${CHANNEL}, ${`${target.clientId}:${target.userId}`})`.execute(trx);
}

export type TUnreadListener = {
  start: () => Promise<void>;
  close: () => Promise<void>;
};

/**
 * LISTENs on the owner connection (as revocation-listener.ts does). After a lost connection it
 * reconnects and calls `onResync`, because announcements made while it was down are gone.
 */
export function listenForUnreadChanges(
  url: string,
  handlers: { onChange: (clientId: number, userId: number) => void; onResync: () => void },
  log: FastifyBaseLogger,
): TUnreadListener {
  let client: pg.Client | undefined;
  let closed = false;

  const scheduleReconnect = () => {
    if (closed) return;
    setTimeout(() => {
      connect().then(handlers.onResync).catch(scheduleReconnect);
    }, 1000).unref();
  };

  const connect = async () => {
    const next = new pg.Client({ connectionString: url, application_name: 'resonate-unread' });
    const lost = () => {
      if (client !== next) return;
      client = undefined;
      log.warn('notification listener lost its connection; reconnecting');
      scheduleReconnect();
    };
    next.on('notification', (message) => {
      const [clientId, userId] = (message.payload ?? '').split(':').map(Number);
      if (Number.isSafeInteger(clientId) && Number.isSafeInteger(userId)) {
        handlers.onChange(clientId!, userId!);
      }
    });
    next.on('error', lost);
    next.on('end', lost);
    try {
      await next.connect();
      await next.query(`listen ${CHANNEL}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    if (closed) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
  };

  return {
    start: connect,
    close: async () => {
      closed = true;
      const current = client;
      client = undefined;
      await current?.end().catch(() => undefined);
    },
  };
}
