import type { Transaction } from 'kysely';
import type { DB } from '#/db/schema.ts';
import { hashToken, newToken } from '../crypto/tokens.ts';
import { SESSION_POLICY } from '../policy.ts';
import { insertSession } from '../repositories/sessions-repository.ts';

export type TSessionRequestInfo = { ipAddress: string; userAgent: string };

/** Opens a session and returns its access token: shown to the client once, stored hashed. */
export async function createSession(
  trx: Transaction<DB>,
  account: { clientId: number; userId: number },
  rememberMe: boolean,
  info: TSessionRequestInfo,
): Promise<string> {
  const token = newToken();
  const lifetime = rememberMe
    ? SESSION_POLICY.rememberMeAbsoluteSeconds
    : SESSION_POLICY.absoluteSeconds;
  await insertSession(trx, {
    clientId: account.clientId,
    userId: account.userId,
    tokenHash: hashToken(token),
    rememberMe,
    expiresAt: new Date(Date.now() + lifetime * 1000),
    ipAddress: info.ipAddress,
    userAgent: info.userAgent,
  });
  return token;
}
