import type { Kysely } from 'kysely';
import { MSG } from '@resonate/contracts/messages';
import type { DB } from '#/db/schema.ts';
import { withTenant } from '#/db/tenant.ts';
import { AppError } from '#/errors.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import { isCurrentPassword } from './current-password.ts';

export function sameAsCurrent() {
  return new AppError('BAD_REQUEST', MSG.newPasswordSameAsCurrent, {
    errors: { newPassword: MSG.newPasswordSameAsCurrent },
  });
}

/**
 * POST /api/ConfirmPassword: the new password is strong and confirmed (the schema checked), and
 * not the current one, which only the stored hash can tell. That makes it an oracle too: its
 * route has the same rate limit as ValidatePassword.
 */
export async function confirmPassword(
  deps: { db: Kysely<DB> },
  auth: TAuthContext,
  body: { newPassword: string },
) {
  const same = await withTenant(deps.db, { clientId: auth.userClientId }, (trx) =>
    isCurrentPassword(trx, auth.userId, body.newPassword),
  );
  if (same) throw sameAsCurrent();
}
