import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { DB } from '#/db/schema.ts';

/** How long a preview URL answers: long enough to look, short enough not to linger. */
const LIFETIME_MINUTES = 10;
export const PREVIEW_PATH = '/preview/';

/**
 * Keeps a rendered email for a few minutes and answers the path that shows it. The app's own
 * pages run under a CSP without inline styles, and an iframe's srcdoc inherits that policy, so
 * an email's styles would be stripped; its own URL gets a policy of its own (preview-routes.ts).
 * Expired rows go as new ones come (an indexed range delete, a handful of rows).
 */
export async function storePreviewDocument(db: Kysely<DB>, html: string): Promise<string> {
  const id = randomBytes(16).toString('hex');
  await db.deleteFrom('preview_documents').where('expires_at', '<', new Date()).execute();
  await db
    .insertInto('preview_documents')
    .values({
      id,
      html,
      expires_at: sql<Date>`now() + make_interval(mins => ${LIFETIME_MINUTES})`,
    })
    .execute();
  return `${PREVIEW_PATH}${id}`;
}

export async function findPreviewDocument(db: Kysely<DB>, id: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('preview_documents')
    .select('html')
    .where('id', '=', id)
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
  return row?.html;
}
