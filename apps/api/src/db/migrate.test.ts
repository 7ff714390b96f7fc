import { sql } from 'kysely';
import { NO_MIGRATIONS } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMigrator, migrateToLatest } from '#/db/migrate.ts';
import { createUntypedKysely } from '#/db/pool.ts';
import { createTestDatabase, type TTestDatabase } from '../../test/create-test-app.ts';

describe('migrations', () => {
  let database: TTestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase({ empty: true });
  });
  afterAll(() => database.drop());

  it('two processes migrating one database at once apply each migration exactly once', async () => {
    const first = createUntypedKysely({ url: database.url, max: 2, name: 'migrator-1' });
    const second = createUntypedKysely({ url: database.url, max: 2, name: 'migrator-2' });
    try {
      const [a, b] = await Promise.all([migrateToLatest(first), migrateToLatest(second)]);
      const applied = [...a, ...b].map((result) => result.migrationName);
      expect(applied.length).toBeGreaterThan(0);
      expect(new Set(applied).size).toBe(applied.length);
      const { rows } = await sql<{
        n: number;
      }>`select count(*)::int as n from kysely_migration`.execute(first);
      expect(rows[0]!.n).toBe(applied.length);
    } finally {
      await first.destroy();
      await second.destroy();
    }
  });

  it('every migration goes down and up again', async () => {
    const db = createUntypedKysely({ url: database.url, max: 1, name: 'migrator' });
    try {
      const migrator = createMigrator(db);
      const down = await migrator.migrateTo(NO_MIGRATIONS);
      expect(down.error).toBeUndefined();
      const { rows } = await sql`select to_regclass('public.departments') as t`.execute(db);
      expect(rows[0]).toEqual({ t: null });
      expect(await migrateToLatest(db)).not.toHaveLength(0);
    } finally {
      await db.destroy();
    }
  });
});
