import pg from 'pg';
import { sql, type Transaction } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { DB } from '#/db/schema.ts';
import type { SessionCache } from './session-cache.ts';

const CHANNEL = 'auth_revoked';

/** Tells every API instance, at commit, that a session or all of a user's sessions ended. */
export async function announceRevocation(
  trx: Transaction<DB>,
  target: { sessionId: number } | { userId: number },
) {
  const payload = 'sessionId' in target ? `session:${target.sessionId}` : `user:${target.userId}`;
  await sql`select pg_notify(${CHANNEL}, ${payload})`.execute(trx);
}

/**
 * LISTENs for revocations and evicts them from this instance's cache. While the connection is
 * down the cache is switched off (every check goes to PostgreSQL), so a missed NOTIFY can never
 * keep a revoked token alive.
 */
export function listenForRevocations(url: string, cache: SessionCache, log: FastifyBaseLogger) {
  let client: pg.Client | undefined;
  let closed = false;

  const scheduleReconnect = () => {
    if (closed) return;
    cache.clear();
    setTimeout(() => void connect().catch(scheduleReconnect), 1000).unref();
  };

  const connect = async () => {
    const next = new pg.Client({
      connectionString: url,
      application_name: 'resonate-auth-listener',
    });
    const lost = () => {
      // 'error' and 'end' can both fire for one connection: only the current one reconnects.
      if (client !== next) return;
      client = undefined;
      log.warn('session revocation listener lost its connection; reconnecting');
      scheduleReconnect();
    };
    next.on('notification', (message) => {
      const [kind, id] = (message.payload ?? '').split(':');
      if (kind === 'user') cache.evictUser(Number(id));
      else if (kind === 'session') cache.evictSession(Number(id));
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
    client = next;
  };

  return {
    start: connect,
    isConnected: () => client !== undefined,
    close: async () => {
      closed = true;
      const current = client;
      client = undefined;
      await current?.end().catch(() => undefined);
    },
  };
}
