import { sql, type Kysely } from 'kysely';

/**
 * Frozen: this file never imports app code.
 *
 * Rendered email previews (issues 9 and 10). A preview shown in the app's own page would run
 * under the app's strict CSP, which strips every inline style an email has; so a rendered
 * preview is kept here for a few minutes and served from its own URL with a CSP of its own
 * (inline styles, remote images, no script at all). The id is a random capability; rows are
 * short-lived and need no WAL, hence unlogged. No client id: the row is reached only by its
 * random id, from a frame that carries no session.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create unlogged table preview_documents (
      id text primary key,
      html text not null,
      expires_at timestamptz not null
    )`.execute(db);
  await sql`create index preview_documents_expiry_idx on preview_documents (expires_at)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists preview_documents`.execute(db);
}
