import { withTenant } from '#/db/tenant.ts';
import { AppError } from '#/errors.ts';
import { clearAccountFailures, failureKeys } from './abuse/failures.ts';
import type { TAuthDeps } from './deps.ts';
import type { TAuthContext } from './session/session-cache.ts';

/**
 * An account admin lifts the failed-sign-in lock of a user of their own client. The lookup runs
 * in the admin's tenant, so another client's user is "not found", never unlocked.
 */
export async function unlockSignIn(
  deps: Pick<TAuthDeps, 'db' | 'config'>,
  auth: TAuthContext,
  emailId: string,
) {
  if (!auth.isAccountAdmin)
    throw new AppError('FORBIDDEN', 'Only an account admin can unlock sign-in');
  const email = emailId.trim().toLowerCase();
  const user = await withTenant(deps.db, { clientId: auth.clientId }, (trx) =>
    trx
      .selectFrom('users')
      .select('id')
      .where((eb) => eb(eb.fn('lower', ['email']), '=', email))
      .executeTakeFirst(),
  );
  if (!user) throw new AppError('NOT_FOUND', 'No user with this email in your account');
  await clearAccountFailures(deps, failureKeys(deps.config.appSecret, email, ''));
}
