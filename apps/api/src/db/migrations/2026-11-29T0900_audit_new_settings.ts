import { sql, type Kysely } from 'kysely';

/**
 * Frozen: this file never imports app code.
 *
 * The audit log's triggers (2026-11-29T0400) on the settings that came the same day: quiet
 * hours, subscription topics and the preference page's brand, the opt-in settings, and A/B
 * tests. Contacts' own topic choices and opt-in records are their consent proof, kept on their
 * rows, not here.
 */

/** [table, client column, key columns, name column] */
const AUDITED: readonly [string, string, string, string | null][] = [
  ['quiet_hours', 'client_id', 'channel_id', null],
  ['subscription_topics', 'client_id', 'id', 'name'],
  ['preference_centres', 'client_id', 'client_id', 'brand_name'],
  ['opt_in_settings', 'client_id', 'client_id', null],
  ['communication_experiments', 'client_id', 'communication_id', null],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [table, clientColumn, keys, name] of AUDITED) {
    const args = [clientColumn, keys, ...(name ? [name] : [])].map((arg) => sql.lit(arg));
    await sql`create trigger audit_capture after insert or update or delete on ${sql.table(table)}
      for each row execute function audit_capture(${sql.join(args)})`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [table] of AUDITED) {
    await sql`drop trigger if exists audit_capture on ${sql.table(table)}`.execute(db);
  }
}
