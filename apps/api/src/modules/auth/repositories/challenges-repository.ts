import type { Transaction } from 'kysely';
import type { DB, TOtpPurpose } from '#/db/schema.ts';

export type TNewChallenge = {
  clientId: number;
  userId: number;
  purpose: TOtpPurpose;
  codeHash: (challengeId: string) => Buffer;
  expiresAt: Date;
  rememberMe: boolean;
};

/**
 * Inserts a challenge. The code hash is keyed by the challenge id, which the database makes, so
 * the row is inserted first and its hash written in the same transaction.
 */
export async function insertChallenge(trx: Transaction<DB>, challenge: TNewChallenge) {
  const { id } = await trx
    .insertInto('otp_challenges')
    .values({
      client_id: challenge.clientId,
      user_id: challenge.userId,
      purpose: challenge.purpose,
      code_hash: Buffer.alloc(32),
      expires_at: challenge.expiresAt,
      remember_me: challenge.rememberMe,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('otp_challenges')
    .set({ code_hash: challenge.codeHash(id) })
    .where('id', '=', id)
    .execute();
  return id;
}

/** The challenge, locked for the rest of the transaction so concurrent tries count one by one. */
export async function lockChallenge(trx: Transaction<DB>, id: string) {
  return trx
    .selectFrom('otp_challenges')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function updateChallenge(
  trx: Transaction<DB>,
  id: string,
  values: Partial<{
    attempts: number;
    code_hash: Buffer;
    expires_at: Date;
    sends: number;
    last_sent_at: Date;
    verified_at: Date | null;
    consumed_at: Date;
  }>,
) {
  await trx.updateTable('otp_challenges').set(values).where('id', '=', id).execute();
}
