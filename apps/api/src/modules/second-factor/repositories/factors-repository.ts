import type { Transaction } from 'kysely';
import type { DB } from '#/db/schema.ts';

/** The strong factors a user has, as sign-in and My profile decide on them. */
export async function loadStrongFactors(trx: Transaction<DB>, userId: number) {
  const totp = await trx
    .selectFrom('totp_authenticators')
    .select(['confirmed_at as confirmedAt'])
    .where('user_id', '=', userId)
    .where('confirmed_at', 'is not', null)
    .executeTakeFirst();
  const { passkeys } = await trx
    .selectFrom('passkeys')
    .select((eb) => eb.fn.countAll<number>().as('passkeys'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  const { recovery } = await trx
    .selectFrom('recovery_codes')
    .select((eb) => eb.fn.countAll<number>().as('recovery'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  const passkeyCount = Number(passkeys);
  return {
    totp: totp !== undefined,
    totpAddedAt: totp?.confirmedAt ?? null,
    passkeys: passkeyCount,
    recoveryCodesLeft: Number(recovery),
    any: totp !== undefined || passkeyCount > 0,
  };
}
export type TStrongFactors = Awaited<ReturnType<typeof loadStrongFactors>>;
