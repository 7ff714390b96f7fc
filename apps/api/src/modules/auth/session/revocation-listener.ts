import { sql, type Transaction } from 'kysely';
import type { TChannelHandler } from '#/db/notify-listener.ts';
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
 * Evicts revocations from this instance's cache. While the listener's connection is down the
 * cache is switched off (every check goes to PostgreSQL), so a missed NOTIFY can never keep a
 * revoked token alive.
 */
export function revocationChannel(cache: SessionCache): TChannelHandler {
  return {
    channel: CHANNEL,
    onNotify: (payload) => {
      const [kind, id] = payload.split(':');
      if (kind === 'user') cache.evictUser(Number(id));
      else if (kind === 'session') cache.evictSession(Number(id));
    },
    onReset: () => cache.clear(),
  };
}
