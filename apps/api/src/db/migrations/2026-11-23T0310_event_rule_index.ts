import { sql, type Kysely } from 'kysely';

/**
 * Frozen: this file never imports app code.
 *
 * The 360 timeline's person-and-time index replaced the person-type-time index of contact
 * events, and dynamic-list rules such as "opened an email in the last 30 days" lost the plan
 * that index gave them (a merge join of contacts and events in passport order, 218 ms over a
 * million contacts) for hash joins built in every worker (514 ms; 451 ms with the index back). Both orders are needed: the
 * timeline reads one person newest first, the rules read one person's events of one type.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index if not exists contact_events_passport_idx
    on contact_events (client_id, passport_id, type, occurred_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists contact_events_passport_idx`.execute(db);
}
