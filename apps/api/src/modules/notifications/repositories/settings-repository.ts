import type { Transaction } from 'kysely';
import type { DB } from '#/db/schema.ts';

type TTrx = Transaction<DB>;

export type TDeliveryRow = { notificationTypeId: number; inApp: boolean; email: boolean };

/** The rows a user has saved; event types without a row use the default (contracts). */
export async function listSavedSettings(
  trx: TTrx,
  userIds: readonly number[],
): Promise<(TDeliveryRow & { userId: number })[]> {
  if (userIds.length === 0) return [];
  return trx
    .selectFrom('notification_settings')
    .select([
      'user_id as userId',
      'notification_type_id as notificationTypeId',
      'in_app as inApp',
      'email',
    ])
    .where('user_id', 'in', userIds)
    .execute();
}

export async function upsertSettings(
  trx: TTrx,
  owner: { clientId: number; userId: number },
  rows: readonly TDeliveryRow[],
) {
  await trx
    .insertInto('notification_settings')
    .values(
      rows.map((row) => ({
        client_id: owner.clientId,
        user_id: owner.userId,
        notification_type_id: row.notificationTypeId,
        in_app: row.inApp,
        email: row.email,
      })),
    )
    .onConflict((oc) =>
      oc.columns(['client_id', 'user_id', 'notification_type_id']).doUpdateSet((eb) => ({
        in_app: eb.ref('excluded.in_app'),
        email: eb.ref('excluded.email'),
        updated_at: new Date(),
      })),
    )
    .execute();
}
