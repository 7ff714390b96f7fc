import type { Transaction } from 'kysely';
import type { DB } from '#/db/schema.ts';

/**
 * The caller's own row of `users`. The table belongs to the auth module; the profile reads and
 * writes only the fields a person edits about themselves (names, username, mobile, picture),
 * always inside the caller's tenant, and leaves passwords to the auth module's setPassword.
 */
export async function loadProfile(trx: Transaction<DB>, userId: number) {
  return trx
    .selectFrom('users as u')
    .leftJoin('roles as r', (join) =>
      join.onRef('r.id', '=', 'u.role_id').onRef('r.client_id', '=', 'u.client_id'),
    )
    .select([
      'u.id as userId',
      'u.client_id as clientId',
      'u.first_name as firstName',
      'u.last_name as lastName',
      'u.email',
      'u.username',
      'u.mobile_country_code as countryCode',
      'u.mobile_number as mobileNumber',
      'r.name as roleName',
      'u.is_account_admin as accountAdmin',
      'u.profile_picture as profilePicture',
      'u.profile_version as version',
      'u.updated_at as updatedAt',
    ])
    .where('u.id', '=', userId)
    .executeTakeFirst();
}
export type TProfileRow = NonNullable<Awaited<ReturnType<typeof loadProfile>>>;

/**
 * Saves the form's fields only if the row is still at `version`, bumping it. Undefined means
 * someone saved in between (or the user is gone): the caller answers 409.
 */
export async function updateProfileFields(
  trx: Transaction<DB>,
  userId: number,
  version: number,
  fields: { firstName: string; lastName: string; username: string | null },
) {
  return trx
    .updateTable('users')
    .set((eb) => ({
      first_name: fields.firstName,
      last_name: fields.lastName,
      username: fields.username,
      profile_version: eb('profile_version', '+', 1),
      updated_at: new Date(),
    }))
    .where('id', '=', userId)
    .where('profile_version', '=', version)
    .returning('id')
    .executeTakeFirst();
}

/** Another user of the tenant already has this username (compared without case). */
export async function usernameTaken(trx: Transaction<DB>, userId: number, username: string) {
  const row = await trx
    .selectFrom('users')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['username']), '=', username.toLowerCase()))
    .where('id', '!=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function setProfilePicture(
  trx: Transaction<DB>,
  userId: number,
  picture: string | null,
) {
  await trx
    .updateTable('users')
    .set({ profile_picture: picture, updated_at: new Date() })
    .where('id', '=', userId)
    .execute();
}

export async function setMobileNumber(
  trx: Transaction<DB>,
  userId: number,
  mobile: { countryCode: string; mobileNumber: string },
) {
  await trx
    .updateTable('users')
    .set({
      mobile_country_code: mobile.countryCode,
      mobile_number: mobile.mobileNumber,
      updated_at: new Date(),
    })
    .where('id', '=', userId)
    .execute();
}

/** The password hash, with the row locked so two changes at once are applied one by one. */
export async function lockPasswordHash(trx: Transaction<DB>, userId: number) {
  const row = await trx
    .selectFrom('users')
    .select('password_hash as passwordHash')
    .where('id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
  return row?.passwordHash ?? null;
}
