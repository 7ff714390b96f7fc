import type { Kysely } from 'kysely';
import type { DB } from '#/db/schema.ts';
import { withTenant } from '#/db/tenant.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import { setProfilePicture } from '../repositories/profile-repository.ts';

/** POST /api/ProfilePictureRemove: the header goes back to initials. */
export async function removeProfilePicture(deps: { db: Kysely<DB> }, auth: TAuthContext) {
  await withTenant(deps.db, { clientId: auth.userClientId }, (trx) =>
    setProfilePicture(trx, auth.userId, null),
  );
  return { profilePicture: null };
}
