import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { createKysely } from '../../apps/api/src/db/pool.ts';
import type { DB } from '../../apps/api/src/db/schema.ts';

/**
 * A typed connection (bigint as numbers, as the app's) to the embedded PostgreSQL of a running
 * bench server, to call the dashboard's query functions directly, and the demo tenant's id.
 */
export async function benchDb(dataDir: string) {
  const password = (await readFile(join(dataDir, 'pg-superuser-password'), 'utf8')).trim();
  const port = Number(
    (await readFile(join(dataDir, 'pg', 'postmaster.pid'), 'utf8')).split('\n')[3],
  );
  const url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/resonate`;
  const db: Kysely<DB> = createKysely<DB>({ url, max: 2, name: 'bench-issue8', parseInt8: true });
  const client = await db
    .selectFrom('clients')
    .select('id')
    .where('tenant_short_code', '=', 'ACME')
    .executeTakeFirstOrThrow();
  return { db, clientId: client.id, close: () => db.destroy() };
}
