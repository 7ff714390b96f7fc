import type { Transaction } from 'kysely';
import type { DB } from '#/db/schema.ts';

export async function listPasskeys(trx: Transaction<DB>, userId: number) {
  return trx
    .selectFrom('passkeys')
    .select([
      'id',
      'name',
      'credential_id as credentialId',
      'public_key as publicKey',
      'counter',
      'transports',
      'created_at as createdAt',
      'last_used_at as lastUsedAt',
    ])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
}
export type TPasskeyRow = Awaited<ReturnType<typeof listPasskeys>>[number];

export async function insertPasskey(
  trx: Transaction<DB>,
  row: {
    clientId: number;
    userId: number;
    credentialId: string;
    publicKey: Uint8Array;
    counter: number;
    transports: string[];
    name: string;
  },
) {
  await trx
    .insertInto('passkeys')
    .values({
      client_id: row.clientId,
      user_id: row.userId,
      credential_id: row.credentialId,
      public_key: Buffer.from(row.publicKey),
      counter: row.counter,
      transports: row.transports,
      name: row.name,
    })
    .execute();
}

export async function markPasskeyUsed(trx: Transaction<DB>, id: number, counter: number) {
  await trx
    .updateTable('passkeys')
    .set({ counter, last_used_at: new Date() })
    .where('id', '=', id)
    .execute();
}

/** Whether the row existed (and belonged to the user). */
export async function deletePasskey(trx: Transaction<DB>, userId: number, id: number) {
  const row = await trx
    .deleteFrom('passkeys')
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
