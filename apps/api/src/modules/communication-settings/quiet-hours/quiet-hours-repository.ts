import type {
  TQuietHours,
  TQuietHoursRule,
  TQuietHoursView,
} from '@resonate/contracts/communication-settings/quiet-hours';
import type { Transaction } from 'kysely';
import type { DB } from '#/db/schema.ts';

type TTrx = Transaction<DB>;

/** The client's quiet-hours rules (one per channel at most), and when they last changed. */
export async function readQuietHours(trx: TTrx, clientId: number): Promise<TQuietHoursView> {
  const rows = await trx
    .selectFrom('quiet_hours')
    .select(['channel_id', 'enabled', 'start_time', 'end_time', 'updated_at'])
    .where('client_id', '=', clientId)
    .orderBy('channel_id')
    .execute();
  const latest = rows.reduce<Date | null>(
    (at, row) => (at === null || row.updated_at > at ? row.updated_at : at),
    null,
  );
  return {
    rules: rows.map((row) => ({
      channelId: row.channel_id,
      enabled: row.enabled,
      start: row.start_time,
      end: row.end_time,
    })),
    updatedAt: latest?.toISOString() ?? null,
  };
}

/** Replaces the client's rules with `setting`'s (a channel left out has none). */
export async function writeQuietHours(
  trx: TTrx,
  clientId: number,
  setting: TQuietHours,
): Promise<void> {
  await trx.deleteFrom('quiet_hours').where('client_id', '=', clientId).execute();
  if (setting.rules.length === 0) return;
  await trx
    .insertInto('quiet_hours')
    .values(
      setting.rules.map((rule) => ({
        client_id: clientId,
        channel_id: rule.channelId,
        enabled: rule.enabled,
        start_time: rule.start,
        end_time: rule.end,
      })),
    )
    .execute();
}

/**
 * The rule a marketing send of `channelId` obeys, or null (none set, or switched off). Read
 * inside the caller's tenant transaction (the engine's).
 */
export async function quietHoursRuleOf(
  trx: TTrx,
  clientId: number,
  channelId: number,
): Promise<TQuietHoursRule | null> {
  const row = await trx
    .selectFrom('quiet_hours')
    .select(['channel_id', 'enabled', 'start_time', 'end_time'])
    .where('client_id', '=', clientId)
    .where('channel_id', '=', channelId)
    .where('enabled', '=', true)
    .executeTakeFirst();
  return row
    ? { channelId: row.channel_id, enabled: true, start: row.start_time, end: row.end_time }
    : null;
}
