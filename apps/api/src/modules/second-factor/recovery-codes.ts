import { randomInt } from 'node:crypto';
import type { Transaction } from 'kysely';
import { RECOVERY_CODE_COUNT } from '@resonate/contracts/auth/second-factor';
import type { DB } from '#/db/schema.ts';
import { keyedHash } from '#/modules/auth/index.ts';

/** No 0/o, 1/l/i: codes are read off paper. 31^10 ≈ 2^49 each, ten tries a step at most. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

function newRecoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

/** Typed with or without the hyphen, in any case. */
function normalise(code: string): string {
  return code.trim().replace(/-/g, '').toLowerCase();
}

function recoveryHash(appSecret: string, userId: number, code: string): Buffer {
  return keyedHash(appSecret, 'recovery-code', String(userId), normalise(code));
}

/** New codes replace every old one; the plain codes are returned once and never stored. */
export async function replaceRecoveryCodes(
  appSecret: string,
  trx: Transaction<DB>,
  user: { clientId: number; userId: number },
): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await deleteRecoveryCodes(trx, user.userId);
  await trx
    .insertInto('recovery_codes')
    .values(
      codes.map((code) => ({
        client_id: user.clientId,
        user_id: user.userId,
        code_hash: recoveryHash(appSecret, user.userId, code),
      })),
    )
    .execute();
  return codes;
}

/** Spends a code: true when it was one of the user's unused codes. */
export async function spendRecoveryCode(
  appSecret: string,
  trx: Transaction<DB>,
  userId: number,
  code: string,
): Promise<boolean> {
  const spent = await trx
    .updateTable('recovery_codes')
    .set({ used_at: new Date() })
    .where('user_id', '=', userId)
    .where('code_hash', '=', recoveryHash(appSecret, userId, code))
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return spent !== undefined;
}

export async function deleteRecoveryCodes(trx: Transaction<DB>, userId: number) {
  await trx.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
}

/** Codes come with the first strong factor; adding another keeps the ones already written down. */
export async function issueCodesIfFirstFactor(
  appSecret: string,
  trx: Transaction<DB>,
  user: { clientId: number; userId: number },
  before: { any: boolean; recoveryCodesLeft: number },
): Promise<string[]> {
  if (before.any && before.recoveryCodesLeft > 0) return [];
  return replaceRecoveryCodes(appSecret, trx, user);
}
