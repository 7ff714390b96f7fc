import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { inject } from 'vitest';
import { buildApp, type TBuildAppOptions } from '#/build-app.ts';
import { loadConfig } from '#/config.ts';
import { createUntypedKysely, type TUntypedDb } from '#/db/pool.ts';
import { databaseUrl, TEMPLATE_DATABASE, TEST_APP_SECRET } from './test-cluster.ts';

export { TEST_APP_SECRET };

export type TTestDatabase = { name: string; url: string; drop: () => Promise<void> };

async function onAdmin<T>(fn: (admin: TUntypedDb) => Promise<T>) {
  const admin = createUntypedKysely({ url: inject('testAdminUrl'), max: 1, name: 'test-admin' });
  try {
    return await fn(admin);
  } finally {
    await admin.destroy();
  }
}

/** A fresh database on the test cluster: a migrated copy of the template, or empty. */
export async function createTestDatabase(
  options: { empty?: boolean } = {},
): Promise<TTestDatabase> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  await onAdmin((admin) =>
    options.empty
      ? sql`create database ${sql.id(name)}`.execute(admin)
      : sql`create database ${sql.id(name)} template ${sql.id(TEMPLATE_DATABASE)}`.execute(admin),
  );
  const drop = async () => {
    await onAdmin((admin) =>
      sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin),
    );
  };
  return { name, url: databaseUrl(inject('testAdminUrl'), name), drop };
}

export type TTestApp = {
  app: FastifyInstance;
  database: TTestDatabase;
  dataDir: string;
  close: () => Promise<void>;
};

export type TTestAppOptions = {
  /** Extra environment, e.g. { SMTP_URL } or { WEB_DIST_DIR }. */
  env?: Record<string, string>;
  /** Start pg-boss (default false: most tests do not need it and it costs a few connections). */
  queue?: boolean;
  /** Receives every log line (set LOG_LEVEL in env to see them). */
  logStream?: { write: (line: string) => void };
  /** Registers extra routes (at the root, so the app's error handler applies) before ready. */
  register?: (app: FastifyInstance) => void | Promise<void>;
  /** Answers the app's DNS TXT lookups (domain proofs) instead of the network. */
  dns?: TBuildAppOptions['dns'];
};

/** Builds the app against its own database, for `app.inject` (no listening socket). */
export async function createTestApp(options: TTestAppOptions = {}): Promise<TTestApp> {
  const database = await createTestDatabase();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'resonate-api-data-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    APP_SECRET: TEST_APP_SECRET,
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    SEED_DEMO: 'false',
    ...options.env,
  });
  const app = await buildApp(config, {
    queue: options.queue ?? false,
    logStream: options.logStream,
    dns: options.dns,
  });
  await options.register?.(app);
  await app.ready();
  const close = async () => {
    await app.close();
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  };
  return { app, database, dataDir, close };
}
