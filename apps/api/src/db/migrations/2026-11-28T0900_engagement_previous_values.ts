import { sql, type Kysely } from 'kysely';

/**
 * Frozen: this file never imports app code.
 *
 * Ingestion moves a person between engagement bands, so its upsert of contact_engagement must
 * know the row as it was just before (its last day and count). `RETURNING old.*` answers that
 * only since PostgreSQL 18; the product supports 15 and later (managed services). The upsert
 * now copies the values it replaces into these columns and returns them: exact under
 * concurrent ingestion, because they are written under the same row lock as the new values.
 * Null on a row the upsert inserted. Adding nullable columns without a default rewrites nothing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table contact_engagement
    add column previous_last_engaged_at timestamptz,
    add column previous_engagements bigint`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table contact_engagement
    drop column if exists previous_last_engaged_at,
    drop column if exists previous_engagements`.execute(db);
}
