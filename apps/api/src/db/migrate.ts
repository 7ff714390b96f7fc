import { promises as fs } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { forManagedOwner } from '#/db/managed-owner-migrations.ts';
import { checkDatabaseOwner } from '#/db/owner-check.ts';
import type { TUntypedDb } from '#/db/pool.ts';
import { FileMigrationProvider, Migrator, type MigrationResult } from 'kysely/migration';

export const MIGRATION_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * Migrations are TypeScript files named `YYYY-MM-DDTHHMM_name.ts`, so the default name order
 * is time order. Kysely's Migrator takes a PostgreSQL advisory lock around the run, so two
 * processes starting together apply each migration once (see migrate.test.ts).
 */
export function createMigrator(db: TUntypedDb): Migrator {
  return new Migrator({
    db,
    provider: new FileMigrationProvider({
      fs,
      path,
      migrationFolder: MIGRATION_FOLDER,
      // As loaded, adapted for an owner subject to row-level security (managed services).
      import: async (file: string) => forManagedOwner(file, await import(pathToFileURL(file).href)),
    }),
  });
}

/**
 * Applies every pending migration; throws with the failing migration's name on error. First
 * checks that the owner can (owner-check.ts): a clear list of what is missing instead.
 */
export async function migrateToLatest(db: TUntypedDb): Promise<MigrationResult[]> {
  await checkDatabaseOwner(db);
  const { error, results = [] } = await createMigrator(db).migrateToLatest();
  if (error) {
    const failed = results.find((result) => result.status === 'Error')?.migrationName;
    throw new Error(`Database migration ${failed ?? ''} failed: ${describe(error)}`, {
      cause: error,
    });
  }
  return results;
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
