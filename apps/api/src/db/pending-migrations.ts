import { readdir } from 'node:fs/promises';
import { sql } from 'kysely';
import { MIGRATION_FOLDER } from '#/db/migrate.ts';
import type { TUntypedDb } from '#/db/pool.ts';

/** The migrations this build ships: fixed for the life of the process, so listed once. */
let shipped: Promise<string[]> | undefined;

function shippedMigrations(): Promise<string[]> {
  // The names Kysely's FileMigrationProvider gives them: file names without the extension.
  shipped ??= readdir(MIGRATION_FOLDER).then((files) =>
    files
      .filter((file) => /\.(ts|js|mjs)$/.test(file) && !file.endsWith('.d.ts'))
      .map((file) => file.replace(/\.(ts|js|mjs)$/, ''))
      .sort(),
  );
  return shipped;
}

/**
 * The shipped migrations the database has not applied, in order (a database restored from an
 * older backup, or a start that stopped half-way): a process must not serve on such a schema.
 */
export async function pendingMigrations(ownerDb: TUntypedDb): Promise<string[]> {
  const names = await shippedMigrations();
  const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(ownerDb);
  const applied = new Set(rows.map((row) => row.name));
  return names.filter((name) => !applied.has(name));
}
