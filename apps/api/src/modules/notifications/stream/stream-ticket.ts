import { signPayload, verifyPayload } from '#/modules/auth/index.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';

const PURPOSE = 'notification-stream';
/** Long enough to open the stream right after asking, short enough to be useless when leaked. */
export const STREAM_TICKET_SECONDS = 60;

export type TStreamClaims = {
  clientId: number;
  userId: number;
  sessionId: number;
  departmentId: number;
};

/**
 * EventSource cannot send the accessToken header, and the token must never sit in a URL (logs,
 * history, Referer). So an authenticated POST issues this signed ticket instead: it opens the
 * unread-count stream of one user for a minute, and nothing else.
 */
export function issueStreamTicket(secret: string, auth: TAuthContext, departmentId: number) {
  const claims = { c: auth.userClientId, u: auth.userId, s: auth.sessionId, d: departmentId };
  return {
    ticket: signPayload(secret, PURPOSE, claims, STREAM_TICKET_SECONDS),
    expiresInSeconds: STREAM_TICKET_SECONDS,
  };
}

export function readStreamTicket(secret: string, ticket: string): TStreamClaims | undefined {
  const claims = verifyPayload<{ c?: unknown; u?: unknown; s?: unknown; d?: unknown }>(
    secret,
    PURPOSE,
    ticket,
  );
  const ids = [claims?.c, claims?.u, claims?.s, claims?.d];
  if (!claims || !ids.every((id) => typeof id === 'number' && Number.isSafeInteger(id))) {
    return undefined;
  }
  return {
    clientId: claims.c as number,
    userId: claims.u as number,
    sessionId: claims.s as number,
    departmentId: claims.d as number,
  };
}
