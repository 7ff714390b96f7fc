import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import type { DB, TUsageMetric } from '#/db/schema.ts';
import { withTenant } from '#/db/tenant.ts';
import { clientImportsDir } from '#/modules/audience/index.ts';
import { imagesDir } from '#/modules/communications/index.ts';
import { isoDay } from '../month-range.ts';

/**
 * Where a client's files live under DATA_DIR, all of which count as its data storage: contact
 * imports (with uploads still in progress and rejected rows), direct-mail letters and the
 * template builder's images (issue 26, item 5).
 */
export function clientFileDirs(dataDir: string, clientId: number): string[] {
  return [
    clientImportsDir(dataDir, clientId),
    path.join(dataDir, 'direct-mail', String(clientId)),
    imagesDir(dataDir, clientId),
  ];
}

/** Bytes of every file under a directory (0 when it does not exist). */
export async function directoryBytes(dir: string): Promise<number> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true, recursive: true });
  } catch {
    return 0;
  }
  let total = 0;
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const info = await stat(path.join(entry.parentPath, entry.name)).catch(() => undefined);
    total += info?.size ?? 0;
  }
  return total;
}

/**
 * The daily levels of every client: contacts stored, data storage (its files on disk) and its
 * share of the database (from usage_database_shares(): each big table's total size times the
 * client's share of its rows). Written as the day's value, so running it twice a day only
 * refreshes it.
 */
export async function snapshotUsage(
  deps: { db: Kysely<DB>; dataDir: string },
  now = new Date(),
): Promise<number> {
  const day = isoDay(now);
  const shares = await sql<{ client_id: string; bytes: string }>`
    select client_id, bytes from usage_database_shares()`.execute(deps.db);
  const dbBytes = new Map<number, number>();
  for (const row of shares.rows) {
    const id = Number(row.client_id);
    dbBytes.set(id, (dbBytes.get(id) ?? 0) + Number(row.bytes));
  }
  const clients = await sql<{ id: string }>`select id from usage_metered_clients() as id`.execute(
    deps.db,
  );
  for (const { id } of clients.rows) {
    const clientId = Number(id);
    let storage = 0;
    for (const dir of clientFileDirs(deps.dataDir, clientId)) storage += await directoryBytes(dir);
    await withTenant(deps.db, { clientId }, async (trx) => {
      const contacts = await trx
        .selectFrom('contacts')
        .select(sql<string>`count(*)`.as('n'))
        .where('client_id', '=', clientId)
        .executeTakeFirstOrThrow();
      const levels: [TUsageMetric, number][] = [
        ['contacts', Number(contacts.n)],
        ['storage_bytes', storage],
        ['database_bytes', dbBytes.get(clientId) ?? 0],
      ];
      await trx
        .insertInto('usage_daily')
        .values(
          levels.map(([metric, quantity]) => ({ client_id: clientId, day, metric, quantity })),
        )
        .onConflict((oc) =>
          oc
            .columns(['client_id', 'metric', 'day', 'channel_id', 'department_id'])
            .doUpdateSet((eb) => ({
              quantity: eb.ref('excluded.quantity'),
              last_updated_at: sql`now()`,
            })),
        )
        .execute();
    });
  }
  return clients.rows.length;
}
