import { sql, type Transaction } from 'kysely';
import type { DB } from '#/db/schema.ts';

type TTrx = Transaction<DB>;

/** Which of a user's notifications a request sees: all, or one department's plus user-wide. */
export type TNotificationFilter = {
  userId: number;
  /** 0: every department. Otherwise that department's notifications and the user-wide ones. */
  departmentId: number;
  /** Inclusive UTC days, YYYY-MM-DD. */
  dateRange?: { fromDate: string; toDate: string };
};

// Explicitly UTC: a bare ::date would follow the connection's TimeZone setting.
function utcDay(day: string, plusDays: number) {
  return sql<Date>`((${day}::date + ${plusDays}::int)::timestamp at time zone 'UTC')`;
}

function scoped(trx: TTrx, filter: TNotificationFilter) {
  let query = trx.selectFrom('notifications').where('user_id', '=', filter.userId);
  if (filter.departmentId > 0) {
    query = query.where((eb) =>
      eb.or([eb('department_id', 'is', null), eb('department_id', '=', filter.departmentId)]),
    );
  }
  if (filter.dateRange) {
    // Half-open upper bound: the whole of the to-day counts, whatever the time of day.
    query = query
      .where('created_at', '>=', utcDay(filter.dateRange.fromDate, 0))
      .where('created_at', '<', utcDay(filter.dateRange.toDate, 1));
  }
  return query;
}

export async function countUnread(trx: TTrx, filter: TNotificationFilter): Promise<number> {
  const row = await scoped(trx, filter)
    .where('read_at', 'is', null)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** One page, newest first, and the total that matches (for the pager). */
export async function listPage(
  trx: TTrx,
  filter: TNotificationFilter,
  page: { pageNo: number; pageSize: number },
) {
  const total = await scoped(trx, filter)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await scoped(trx, filter)
    .select(['id', 'notification_type_id', 'event_name', 'created_at', 'read_at'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.pageSize)
    .offset((page.pageNo - 1) * page.pageSize)
    .execute();
  return { rows, totalRows: Number(total.n) };
}

/** Marks one of the user's notifications read; false when it is not theirs (or not there). */
export async function markRead(trx: TTrx, userId: number, id: number): Promise<boolean> {
  const row = await trx
    .updateTable('notifications')
    .set({ read_at: sql<Date>`coalesce(read_at, now())` })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function markAllRead(trx: TTrx, filter: TNotificationFilter): Promise<number> {
  let query = trx
    .updateTable('notifications')
    .set({ read_at: new Date() })
    .where('user_id', '=', filter.userId)
    .where('read_at', 'is', null);
  if (filter.departmentId > 0) {
    query = query.where((eb) =>
      eb.or([eb('department_id', 'is', null), eb('department_id', '=', filter.departmentId)]),
    );
  }
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export type TNewNotification = {
  clientId: number;
  userId: number;
  departmentId: number | null;
  notificationTypeId: number;
  eventName: string;
  details: Record<string, unknown>;
};

export async function insertNotifications(trx: TTrx, rows: TNewNotification[]) {
  if (rows.length === 0) return;
  await trx
    .insertInto('notifications')
    .values(
      rows.map((row) => ({
        client_id: row.clientId,
        user_id: row.userId,
        department_id: row.departmentId,
        notification_type_id: row.notificationTypeId,
        event_name: row.eventName.slice(0, 300),
        details: JSON.stringify(row.details) as unknown as Record<string, unknown>,
      })),
    )
    .execute();
}
