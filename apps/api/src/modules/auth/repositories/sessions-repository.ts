import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '#/db/schema.ts';

export type TNewSession = {
  clientId: number;
  userId: number;
  tokenHash: Buffer;
  rememberMe: boolean;
  expiresAt: Date;
  ipAddress: string;
  userAgent: string;
};

export async function insertSession(trx: Transaction<DB>, session: TNewSession) {
  const row = await trx
    .insertInto('sessions')
    .values({
      client_id: session.clientId,
      user_id: session.userId,
      token_hash: session.tokenHash,
      remember_me: session.rememberMe,
      expires_at: session.expiresAt,
      ip_address: session.ipAddress.slice(0, 64),
      user_agent: session.userAgent.slice(0, 512),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export type TSessionRow = {
  clientId: number;
  sessionId: number;
  userId: number;
  rememberMe: boolean;
  lastSeenAt: Date;
  expiresAt: Date;
};

/** A live (not revoked) session by its token hash: the pre-tenant lookup of every request. */
export async function findSessionByTokenHash(
  db: Kysely<DB>,
  tokenHash: Buffer,
): Promise<TSessionRow | undefined> {
  const { rows } = await sql<{
    client_id: number;
    session_id: number;
    user_id: number;
    remember_me: boolean;
    last_seen_at: Date;
    expires_at: Date;
  }>`select * from auth_find_session(${tokenHash})`.execute(db);
  const row = rows[0];
  if (!row) return undefined;
  return {
    clientId: Number(row.client_id),
    sessionId: Number(row.session_id),
    userId: Number(row.user_id),
    rememberMe: row.remember_me,
    lastSeenAt: row.last_seen_at,
    expiresAt: row.expires_at,
  };
}

export async function touchSession(trx: Transaction<DB>, sessionId: number) {
  await trx
    .updateTable('sessions')
    .set({ last_seen_at: new Date() })
    .where('id', '=', sessionId)
    .execute();
}

export async function revokeSession(trx: Transaction<DB>, sessionId: number) {
  await trx
    .updateTable('sessions')
    .set({ revoked_at: new Date() })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Revokes every live session of a user, optionally keeping one (the one changing a password). */
export async function revokeUserSessions(
  trx: Transaction<DB>,
  userId: number,
  keepSessionId?: number,
) {
  let query = trx
    .updateTable('sessions')
    .set({ revoked_at: new Date() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (keepSessionId !== undefined) query = query.where('id', '!=', keepSessionId);
  await query.execute();
}

/**
 * How many sessions the user ever had (revoked and expired ones too) and how many of them came
 * from this address and browser: the notifications module's "new device" test.
 */
export async function deviceHistory(
  trx: Transaction<DB>,
  userId: number,
  device: { ipAddress: string; userAgent: string },
) {
  const row = await trx
    .selectFrom('sessions')
    .select((eb) => [
      eb.fn.countAll<string>().as('total'),
      eb.fn
        .countAll<string>()
        .filterWhere('ip_address', '=', device.ipAddress.slice(0, 64))
        .filterWhere('user_agent', '=', device.userAgent.slice(0, 512))
        .as('same'),
    ])
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), sameDevice: Number(row.same) };
}
