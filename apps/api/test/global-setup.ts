import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import type { TestProject } from 'vitest/node';
import { enableAppRoleLogin } from '#/db/app-role.ts';
import { startEmbeddedPostgres } from '#/db/embedded-postgres.ts';
import { migrateToLatest } from '#/db/migrate.ts';
import { createUntypedKysely } from '#/db/pool.ts';
import { startQueue } from '#/jobs/queue.ts';
import { databaseUrl, TEMPLATE_DATABASE, TEST_APP_SECRET } from './test-cluster.ts';

const quiet = { info: () => {}, warn: () => {}, debug: () => {}, error: () => {} } as never;

/**
 * One embedded PostgreSQL for the whole run (random free port, throwaway directory, fsync off),
 * and one migrated template database (with pg-boss's schema installed), which each test file
 * clones in milliseconds instead of migrating its own.
 */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(tmpdir(), 'resonate-api-test-'));
  await chmod(dir, 0o755); // as root, PostgreSQL runs as `postgres` and must reach it
  const cluster = await startEmbeddedPostgres({
    dir: path.join(dir, 'pg'),
    password: 'test',
    log: quiet,
    unsafeFast: true,
  });
  const adminUrl = cluster.url('postgres');
  const admin = createUntypedKysely({ url: adminUrl, max: 1, name: 'test-setup' });
  await sql`create database ${sql.id(TEMPLATE_DATABASE)}`.execute(admin);

  const templateUrl = databaseUrl(adminUrl, TEMPLATE_DATABASE);
  const template = createUntypedKysely({ url: templateUrl, max: 1, name: 'test-setup' });
  await migrateToLatest(template);
  await enableAppRoleLogin(template, templateUrl, TEST_APP_SECRET);
  await template.destroy();
  const boss = await startQueue({ url: templateUrl, log: quiet, max: 1 });
  await boss.stop({ graceful: false, close: true });
  await sql`alter database ${sql.id(TEMPLATE_DATABASE)} is_template true`.execute(admin);
  await admin.destroy();

  project.provide('testAdminUrl', adminUrl);
  return async () => {
    await cluster.stop();
    await rm(dir, { recursive: true, force: true });
  };
}
