import type { Kysely, Transaction } from 'kysely';
import type { TMyProfile } from '@resonate/contracts/profile';
import type { DB } from '#/db/schema.ts';
import { withTenant } from '#/db/tenant.ts';
import { AppError } from '#/errors.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import { loadProfile } from './repositories/profile-repository.ts';

/** An account admin may have no role row; the page still names what they are. */
const ACCOUNT_ADMIN_ROLE = 'Account admin';

/** The caller's profile as the page shows it, read in the caller's transaction. */
export async function readProfile(trx: Transaction<DB>, userId: number): Promise<TMyProfile> {
  const row = await loadProfile(trx, userId);
  if (!row) throw new AppError('NOT_FOUND', 'Profile not found');
  return {
    userId: row.userId,
    clientId: row.clientId,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    username: row.username,
    countryCode: row.countryCode,
    mobileNumber: row.mobileNumber,
    userRole: row.roleName ?? (row.accountAdmin ? ACCOUNT_ADMIN_ROLE : ''),
    accountAdmin: row.accountAdmin,
    profilePicture: row.profilePicture,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** GET /api/GetMyProfile. */
export function getMyProfile(deps: { db: Kysely<DB> }, auth: TAuthContext): Promise<TMyProfile> {
  return withTenant(deps.db, { clientId: auth.userClientId }, (trx) =>
    readProfile(trx, auth.userId),
  );
}
