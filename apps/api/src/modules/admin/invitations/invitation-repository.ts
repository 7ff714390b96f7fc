import type { Transaction } from 'kysely';
import type { DB } from '#/db/schema.ts';

export async function insertInvitation(
  trx: Transaction<DB>,
  values: {
    clientId: number;
    userId: number;
    secretHash: Buffer;
    invitedBy: number;
    expiresAt: Date;
  },
) {
  const row = await trx
    .insertInto('user_invitations')
    .values({
      client_id: values.clientId,
      user_id: values.userId,
      secret_hash: values.secretHash,
      invited_by: values.invitedBy,
      expires_at: values.expiresAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Ends the pending invitations of a user (a resend replaces them; deactivation ends them). */
export async function revokePendingInvitations(trx: Transaction<DB>, userId: number) {
  await trx
    .updateTable('user_invitations')
    .set({ revoked_at: new Date() })
    .where('user_id', '=', userId)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .execute();
}

/** An invitation with the invited user and company, locked for the acceptance that may follow. */
export async function findInvitation(trx: Transaction<DB>, invitationId: number, lock: boolean) {
  let query = trx
    .selectFrom('user_invitations as i')
    .innerJoin('users as u', 'u.id', 'i.user_id')
    .innerJoin('clients as c', 'c.id', 'i.client_id')
    .select([
      'i.id',
      'i.user_id as userId',
      'i.secret_hash as secretHash',
      'i.expires_at as expiresAt',
      'i.accepted_at as acceptedAt',
      'i.revoked_at as revokedAt',
      'u.email',
      'u.first_name as firstName',
      'u.status',
      'c.name as clientName',
      'c.is_active as clientActive',
    ])
    .where('i.id', '=', invitationId);
  if (lock) query = query.forUpdate('i');
  return query.executeTakeFirst();
}

export async function markAccepted(trx: Transaction<DB>, invitationId: number) {
  await trx
    .updateTable('user_invitations')
    .set({ accepted_at: new Date() })
    .where('id', '=', invitationId)
    .execute();
}

/** When each user's pending invitation expires (for the users list). */
export async function pendingInvitationExpiry(trx: Transaction<DB>, userIds: readonly number[]) {
  if (userIds.length === 0) return new Map<number, Date>();
  const rows = await trx
    .selectFrom('user_invitations')
    .select(['user_id', (eb) => eb.fn.max('expires_at').as('expires_at')])
    .where('user_id', 'in', [...userIds])
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .groupBy('user_id')
    .execute();
  return new Map(rows.map((row) => [row.user_id, new Date(row.expires_at as unknown as string)]));
}
