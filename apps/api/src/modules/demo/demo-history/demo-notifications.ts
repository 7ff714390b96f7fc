/**
 * A few past notifications for Acme Retail's account admins, about the demo history's own
 * communications (sent, failed), an import, an invoice and a consumption threshold, some read,
 * so the bell and the notifications page show a believable past on first start.
 */
import { sql, type Transaction } from 'kysely';
import { STATUS } from '@resonate/contracts/campaigns/communication-status';
import { eventTypeByKey, type TNotificationEventKey } from '@resonate/contracts/notifications';
import type { DB } from '#/db/schema.ts';

const DAY_MS = 86_400_000;

type TNote = {
  key: TNotificationEventKey;
  eventName: string;
  at: number;
  read: boolean;
  departmentId: number | null;
  details: Record<string, string>;
};

export async function seedDemoNotifications(trx: Transaction<DB>, clientId: number, now: Date) {
  const admins = await trx
    .selectFrom('users')
    .select('id')
    .where('client_id', '=', clientId)
    .where('is_account_admin', '=', true)
    .execute();
  if (admins.length === 0) return;
  const communications = await trx
    .selectFrom('communications')
    .select(['name', 'status', 'department_id', 'audience_size', 'completed_at', 'started_at'])
    .where('client_id', '=', clientId)
    .where('status', 'in', [STATUS.sent, STATUS.completed, STATUS.failed])
    .orderBy(sql`coalesce(completed_at, started_at)`, 'desc')
    .limit(6)
    .execute();
  const t = now.getTime();
  const notes: TNote[] = communications.map((c, i) => ({
    key: c.status === STATUS.failed ? 'communicationFailed' : 'communicationSent',
    eventName:
      c.status === STATUS.failed
        ? `'${c.name}' failed after sending to part of its audience`
        : `'${c.name}' was sent to ${c.audience_size.toLocaleString('en-GB')} people`,
    at: (c.completed_at ?? c.started_at ?? now).getTime() + 3_600_000,
    read: i > 1,
    departmentId: c.department_id,
    details: {},
  }));
  notes.push(
    {
      key: 'importFinished',
      eventName: 'Import of spring-customers.csv finished: 3,000 contacts',
      at: t - 24 * DAY_MS,
      read: true,
      departmentId: null,
      details: { File: 'spring-customers.csv' },
    },
    {
      key: 'invoiceIssued',
      eventName: 'Invoice INV-2026-0101 issued',
      at: t - 20 * DAY_MS,
      read: true,
      departmentId: null,
      details: {},
    },
    {
      key: 'consumptionThreshold',
      eventName: 'Email sends reached 80% of this month’s allowance',
      at: t - 2 * DAY_MS,
      read: false,
      departmentId: null,
      details: { Channel: 'Email' },
    },
  );
  const rows = admins.flatMap((admin) =>
    notes
      .filter((note) => note.at < t)
      .map((note) => ({
        client_id: clientId,
        user_id: admin.id,
        department_id: note.departmentId,
        notification_type_id: eventTypeByKey(note.key).id,
        event_name: note.eventName,
        details: note.details,
        created_at: new Date(note.at),
        read_at: note.read ? new Date(Math.min(t, note.at + 3_600_000)) : null,
      })),
  );
  if (rows.length > 0) await trx.insertInto('notifications').values(rows).execute();
}
