import type { Kysely } from 'kysely';
import {
  PROFILE_MSG,
  type TMyProfile,
  type TProfileUpdateRequest,
} from '@resonate/contracts/profile';
import type { DB } from '#/db/schema.ts';
import { withTenant } from '#/db/tenant.ts';
import { AppError } from '#/errors.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import { readProfile } from './get-my-profile.ts';
import { assertOwnClaims } from './own-claims.ts';
import { updateProfileFields, usernameTaken } from './repositories/profile-repository.ts';

const UNIQUE_VIOLATION = '23505';

/**
 * POST /api/ProfileUpdate: names and username, only if nobody saved the profile since the
 * version the form loaded (409 otherwise). Answers with the saved profile and its new version.
 */
export async function updateProfile(
  deps: { db: Kysely<DB> },
  auth: TAuthContext,
  body: TProfileUpdateRequest,
): Promise<TMyProfile> {
  assertOwnClaims(auth, body);
  const username = body.username === '' ? null : body.username;
  try {
    return await withTenant(deps.db, { clientId: auth.userClientId }, async (trx) => {
      if (username && (await usernameTaken(trx, auth.userId, username))) throw taken();
      const saved = await updateProfileFields(trx, auth.userId, body.version, {
        firstName: body.firstName,
        lastName: body.lastName,
        username,
      });
      if (!saved) throw new AppError('CONFLICT', PROFILE_MSG.staleProfile);
      return readProfile(trx, auth.userId);
    });
  } catch (error) {
    // Two people claiming one username at the same instant: the unique index decides.
    if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw taken();
    throw error;
  }
}

function taken() {
  return new AppError('CONFLICT', PROFILE_MSG.usernameTaken, {
    errors: { username: PROFILE_MSG.usernameTaken },
  });
}
