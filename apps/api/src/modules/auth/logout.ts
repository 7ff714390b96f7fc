import { withTenant } from '#/db/tenant.ts';
import { AppError } from '#/errors.ts';
import type { TAuthDeps } from './deps.ts';
import { revokeSession } from './repositories/sessions-repository.ts';
import type { SessionCache, TAuthContext } from './session/session-cache.ts';
import { announceRevocation } from './session/revocation-listener.ts';

/** POST /api/Logout: revokes the calling session. The ids in the body must be the caller's. */
export async function logout(
  deps: Pick<TAuthDeps, 'db'> & { sessionCache: SessionCache },
  auth: TAuthContext,
  body: { userId: number; clientId: number },
) {
  const ownClient = body.clientId === auth.clientId || body.clientId === auth.userClientId;
  if (body.userId !== auth.userId || !ownClient) {
    throw new AppError('FORBIDDEN', 'You can only sign yourself out');
  }
  await withTenant(deps.db, { clientId: auth.userClientId }, async (trx) => {
    await revokeSession(trx, auth.sessionId);
    await announceRevocation(trx, { sessionId: auth.sessionId });
  });
  deps.sessionCache.evictSession(auth.sessionId);
}
