import type { Kysely } from 'kysely';
import type { DB } from '#/db/schema.ts';
import { withTenant } from '#/db/tenant.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import { isCurrentPassword, wrongCurrentPassword } from './current-password.ts';

/**
 * POST /api/ValidatePassword: the first step of the change-password card. It is a password
 * oracle for whoever holds the session, so its route is rate-limited like sign-in.
 */
export async function validatePassword(
  deps: { db: Kysely<DB> },
  auth: TAuthContext,
  body: { currentPassword: string },
) {
  const valid = await withTenant(deps.db, { clientId: auth.userClientId }, (trx) =>
    isCurrentPassword(trx, auth.userId, body.currentPassword),
  );
  if (!valid) throw wrongCurrentPassword();
}
