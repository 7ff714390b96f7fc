import type { Transaction } from 'kysely';
import type { DB } from '#/db/schema.ts';

export type TNewMobileChallenge = {
  clientId: number;
  userId: number;
  countryCode: string;
  mobileNumber: string;
  codeHash: (challengeId: string) => Buffer;
  expiresAt: Date;
};

/**
 * Inserts a challenge. The code hash is keyed by the challenge id, which the database makes, so
 * the row is inserted first and its hash written in the same transaction. Starting a new change
 * ends the user's earlier pending ones: only the latest code can confirm.
 */
export async function insertMobileChallenge(trx: Transaction<DB>, challenge: TNewMobileChallenge) {
  await trx
    .updateTable('mobile_change_challenges')
    .set({ consumed_at: new Date() })
    .where('user_id', '=', challenge.userId)
    .where('consumed_at', 'is', null)
    .execute();
  const { id } = await trx
    .insertInto('mobile_change_challenges')
    .values({
      client_id: challenge.clientId,
      user_id: challenge.userId,
      country_code: challenge.countryCode,
      mobile_number: challenge.mobileNumber,
      code_hash: Buffer.alloc(32),
      expires_at: challenge.expiresAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('mobile_change_challenges')
    .set({ code_hash: challenge.codeHash(id) })
    .where('id', '=', id)
    .execute();
  return id;
}

/** The challenge, locked for the rest of the transaction so concurrent tries count one by one. */
export async function lockMobileChallenge(trx: Transaction<DB>, id: string) {
  return trx
    .selectFrom('mobile_change_challenges')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function updateMobileChallenge(
  trx: Transaction<DB>,
  id: string,
  values: Partial<{ attempts: number; consumed_at: Date }>,
) {
  await trx.updateTable('mobile_change_challenges').set(values).where('id', '=', id).execute();
}

/** Challenges past their life are kept a day for the record, then go. */
export async function deleteOldMobileChallenges(trx: Transaction<DB>, olderThan: Date) {
  await trx.deleteFrom('mobile_change_challenges').where('expires_at', '<', olderThan).execute();
}
