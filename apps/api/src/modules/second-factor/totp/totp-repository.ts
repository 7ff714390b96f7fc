import type { Transaction } from 'kysely';
import type { DB } from '#/db/schema.ts';

/** The user's authenticator app row, locked: concurrent codes are checked one at a time. */
export async function lockTotp(trx: Transaction<DB>, userId: number) {
  return trx
    .selectFrom('totp_authenticators')
    .selectAll()
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
}

/** A new, unconfirmed app replaces an unconfirmed one (a setup started again). */
export async function savePendingTotp(
  trx: Transaction<DB>,
  row: { clientId: number; userId: number; secretSealed: string },
) {
  await trx
    .insertInto('totp_authenticators')
    .values({ client_id: row.clientId, user_id: row.userId, secret_sealed: row.secretSealed })
    .onConflict((oc) =>
      oc.columns(['client_id', 'user_id']).doUpdateSet({
        secret_sealed: row.secretSealed,
        confirmed_at: null,
        last_step: 0,
        created_at: new Date(),
      }),
    )
    .execute();
}

export async function updateTotp(
  trx: Transaction<DB>,
  userId: number,
  values: Partial<{ confirmed_at: Date; last_step: number }>,
) {
  await trx.updateTable('totp_authenticators').set(values).where('user_id', '=', userId).execute();
}

export async function deleteTotp(trx: Transaction<DB>, userId: number) {
  await trx.deleteFrom('totp_authenticators').where('user_id', '=', userId).execute();
}
