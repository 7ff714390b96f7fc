import { sql, type Kysely } from 'kysely';

/**
 * Frozen: this file never imports app code.
 *
 * The communication list shows, per communication, how many messages were possibly sent twice
 * (messages.in_doubt > 0, issue 22 item 5). Those rows are rare (at most the engine's
 * concurrency per stopped worker), so a partial index holding only them answers a page of the
 * list without reading the messages of its communications.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index messages_in_doubt_idx on messages (client_id, communication_id)
    include (in_doubt) where in_doubt > 0`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists messages_in_doubt_idx`.execute(db);
}
