import type { TChangePasswordRequest } from '@resonate/contracts/profile';
import { withTenant } from '#/db/tenant.ts';
import {
  hashPassword,
  setPassword,
  revokeUserSessions,
  announceRevocation,
} from '#/modules/auth/index.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import { notify } from '#/modules/notifications/index.ts';
import type { TProfileDeps } from '../deps.ts';
import { isCurrentPassword, wrongCurrentPassword } from './current-password.ts';

/**
 * POST /api/ChangePassword, in one transaction: the current password is checked with the row
 * locked, the new one stored as argon2id, every OTHER session of the user revoked (a stolen
 * session dies with the old password; this one stays), and the 'Password changed' notification
 * raised. Its mail goes after the commit. The schema already refused a mismatch and a new
 * password equal to the current one.
 */
export async function changePassword(
  deps: Pick<TProfileDeps, 'db' | 'config' | 'mailer' | 'log'>,
  auth: TAuthContext,
  body: TChangePasswordRequest,
) {
  // Hashed before the transaction: argon2 takes tens of milliseconds, no need to hold the lock.
  const passwordHash = await hashPassword(body.newPassword);
  const deliver = await withTenant(deps.db, { clientId: auth.userClientId }, async (trx) => {
    if (!(await isCurrentPassword(trx, auth.userId, body.currentPassword))) {
      throw wrongCurrentPassword();
    }
    await setPassword(trx, auth.userId, passwordHash);
    await revokeUserSessions(trx, auth.userId, auth.sessionId);
    // Evicts the caller's cached entry too, which is harmless: its row is still valid.
    await announceRevocation(trx, { userId: auth.userId });
    return notify(deps, trx, {
      clientId: auth.userClientId,
      userId: auth.userId,
      eventType: 'passwordChanged',
    });
  });
  deliver();
}
