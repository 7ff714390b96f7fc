import { AppError } from '#/errors.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';

export const NOT_YOUR_PROFILE = 'You can only see and change your own profile';

/**
 * Spec-style payloads may name the client and user; they are claims, so when present each must
 * be the caller's own. Rows are then found by the session's ids, never the body's.
 */
export function assertOwnClaims(auth: TAuthContext, body: { clientId?: number; userId?: number }) {
  const otherClient =
    body.clientId !== undefined &&
    body.clientId !== auth.clientId &&
    body.clientId !== auth.userClientId;
  const otherUser = body.userId !== undefined && body.userId !== auth.userId;
  if (otherClient || otherUser) throw new AppError('FORBIDDEN', NOT_YOUR_PROFILE);
}
