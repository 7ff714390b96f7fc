import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '#/db/schema.ts';
import { SIGNUP_POLICY } from '../signup-policy.ts';

type TDb = Kysely<DB> | Transaction<DB>;

export async function insertVerification(
  db: TDb,
  row: { id: string; email: string; codeHash: Buffer; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('signup_verifications')
    .values({ id: row.id, email: row.email, code_hash: row.codeHash, expires_at: row.expiresAt })
    .execute();
}

/** The verification, locked for the rest of the transaction so concurrent tries count one by one. */
export async function lockVerification(trx: Transaction<DB>, id: string) {
  return trx
    .selectFrom('signup_verifications')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function updateVerification(
  trx: Transaction<DB>,
  id: string,
  changes: Partial<{
    code_hash: Buffer;
    attempts: number;
    sends: number;
    last_sent_at: Date;
    expires_at: Date;
    verified_at: Date | null;
    consumed_at: Date;
  }>,
): Promise<void> {
  await trx.updateTable('signup_verifications').set(changes).where('id', '=', id).execute();
}

/** Verifications started for an email within the policy window. */
export async function countRecentVerifications(db: TDb, email: string): Promise<number> {
  const since = new Date(Date.now() - SIGNUP_POLICY.windowSeconds * 1000);
  const row = await db
    .selectFrom('signup_verifications')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where(sql`lower(email)`, '=', email.toLowerCase())
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Old verifications carry an address nobody needs any more: they go after a day. */
export async function pruneVerifications(db: TDb): Promise<void> {
  const before = new Date(Date.now() - SIGNUP_POLICY.pruneAfterSeconds * 1000);
  await db.deleteFrom('signup_verifications').where('created_at', '<', before).execute();
}
