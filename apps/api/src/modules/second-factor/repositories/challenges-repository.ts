import type { Transaction } from 'kysely';
import type { DB, TSecondFactorPurpose } from '#/db/schema.ts';

export async function insertStep(
  trx: Transaction<DB>,
  row: {
    clientId: number;
    userId: number;
    purpose: TSecondFactorPurpose;
    rememberMe: boolean;
    expiresAt: Date;
    webauthnChallenge?: string;
  },
): Promise<string> {
  const { id } = await trx
    .insertInto('second_factor_challenges')
    .values({
      client_id: row.clientId,
      user_id: row.userId,
      purpose: row.purpose,
      remember_me: row.rememberMe,
      expires_at: row.expiresAt,
      webauthn_challenge: row.webauthnChallenge ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Locked for the transaction: concurrent tries on one step are counted one by one. */
export async function lockStep(trx: Transaction<DB>, id: string) {
  return trx
    .selectFrom('second_factor_challenges')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}
export type TStepRow = NonNullable<Awaited<ReturnType<typeof lockStep>>>;

export async function updateStep(
  trx: Transaction<DB>,
  id: string,
  values: Partial<{ attempts: number; consumed_at: Date; webauthn_challenge: string | null }>,
) {
  await trx.updateTable('second_factor_challenges').set(values).where('id', '=', id).execute();
}
