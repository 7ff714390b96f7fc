import type { Transaction } from 'kysely';
import { PROFILE_MSG } from '@resonate/contracts/profile';
import type { DB } from '#/db/schema.ts';
import { AppError } from '#/errors.ts';
import { verifyPassword } from '#/modules/auth/index.ts';
import { lockPasswordHash } from '../repositories/profile-repository.ts';

export function wrongCurrentPassword() {
  return new AppError('BAD_REQUEST', PROFILE_MSG.currentPasswordWrong, {
    errors: { currentPassword: PROFILE_MSG.currentPasswordWrong },
  });
}

/** Whether `password` is the user's password now; the row stays locked for the transaction. */
export async function isCurrentPassword(trx: Transaction<DB>, userId: number, password: string) {
  const stored = await lockPasswordHash(trx, userId);
  return stored !== null && (await verifyPassword(stored, password));
}
