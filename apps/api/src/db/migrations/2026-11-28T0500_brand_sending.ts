import { sql, type Kysely } from 'kysely';

/**
 * Frozen: this file never imports app code.
 *
 * Sending as the brand (issue 22, items 1 and 2):
 * - smtp_settings.outbox: the development outbox. Campaign mail is written as .eml files under
 *   DATA_DIR/outbox instead of being sent (the demo tenant on a fresh install); saving a real
 *   server turns it off.
 * - smtp_domains.dns_status: the outcome of the last DNS check per record ({"dkim": "verified",
 *   "spf": "not_found", ...}), so a refusal to send can say which record is missing without a
 *   DNS lookup at send time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table smtp_settings add column outbox boolean not null default false`.execute(db);
  await sql`alter table smtp_domains add column dns_status jsonb not null default '{}'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table smtp_domains drop column dns_status`.execute(db);
  await sql`alter table smtp_settings drop column outbox`.execute(db);
}
