import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import type { FastifyBaseLogger as Logger } from 'fastify';
import { enableAppRoleLogin } from '#/db/app-role.ts';
import {
  findRunningCluster,
  startEmbeddedPostgres,
  type TEmbeddedPostgres,
} from '#/db/embedded-postgres.ts';
import { migrateToLatest } from '#/db/migrate.ts';
import type pg from 'pg';
import { createBulkPool, createKysely, createUntypedKysely, type TUntypedDb } from '#/db/pool.ts';
import type { DB } from '#/db/schema.ts';
import { REQUEST_STATEMENT_TIMEOUT_MS } from '@resonate/contracts/resource-limits';
import { readOrCreateSecretFile, type TAppConfig } from '#/secrets.ts';
import { addressKeySetting } from '#/crypto/address-hash.ts';
import { checkAddressHashKey } from '#/db/address-key-check.ts';

export type TDatabase = {
  /**
   * Request queries: connects as resonate_app, so row-level security always applies. Every
   * statement is cancelled after REQUEST_STATEMENT_TIMEOUT_MS, so a runaway query cannot hold
   * one of its connections; bulk work a person waits for raises it in its own transaction.
   */
  db: Kysely<DB>;
  /**
   * Background jobs: also resonate_app, without the request timeout: a job works through whole
   * tenants (sends, folds, clean-ups) with nobody waiting, and must not be cut off half-way.
   */
  jobDb: Kysely<DB>;
  /** Owner (embedded: superuser) connection, for migrations and boot steps; never requests. */
  ownerDb: TUntypedDb;
  /** Owner URL, for pg-boss, which creates and owns its own schema. */
  ownerUrl: string;
  /** Raw clients as resonate_app for COPY streams (imports, exports); see tenant-client.ts. */
  bulkPool: pg.Pool;
  close: () => Promise<void>;
};

const EMBEDDED_DATABASE = 'resonate';

function superuserUrl(password: string, port: number, database: string): string {
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
}

/**
 * DATABASE_URL when set. Otherwise the embedded cluster under DATA_DIR: reused when another of
 * our processes already runs it (then that process stops it), else started here.
 */
export async function resolveOwnerUrl(config: TAppConfig, log: Logger) {
  if (config.databaseUrl) return { ownerUrl: config.databaseUrl, embedded: undefined };
  const dir = path.join(config.dataDir, 'pg');
  const password = await readOrCreateSecretFile(path.join(config.dataDir, 'pg-superuser-password'));
  const runningPort = await findRunningCluster(dir);
  if (runningPort) {
    log.info({ port: runningPort }, 'using the embedded PostgreSQL already running on DATA_DIR');
    return {
      ownerUrl: superuserUrl(password, runningPort, EMBEDDED_DATABASE),
      embedded: undefined,
    };
  }
  const embedded = await startEmbeddedPostgres({ dir, password, port: config.embeddedPgPort, log });
  await ensureDatabase(embedded, EMBEDDED_DATABASE, log);
  return { ownerUrl: embedded.url(EMBEDDED_DATABASE), embedded };
}

async function ensureDatabase(embedded: TEmbeddedPostgres, name: string, log: Logger) {
  const admin = createUntypedKysely({
    url: embedded.url('postgres'),
    max: 1,
    name: 'resonate-boot',
  });
  try {
    const { rows } = await sql`select 1 from pg_database where datname = ${name}`.execute(admin);
    if (rows.length > 0) return;
    await sql`create database ${sql.id(name)}`.execute(admin);
    log.info({ database: name }, 'created database');
  } finally {
    await admin.destroy();
  }
}

/**
 * Opens the database: the embedded cluster when DATABASE_URL is unset, then migrations and the
 * app-role bootstrap on a small owner pool, then the request pool as the app role. Two pools
 * because the owner can create tables and (being their owner, or a superuser) escape RLS; the
 * requests must never hold such a connection.
 */
export async function openDatabase(config: TAppConfig, log: Logger): Promise<TDatabase> {
  const { ownerUrl, embedded } = await resolveOwnerUrl(config, log);
  // Every pool carries the suppressions' hash key, the owner's too: a migration converts
  // stored addresses with it (2026-11-28T0810).
  const addressKey = addressKeySetting(config.appSecret);
  const ownerDb = createUntypedKysely({
    url: ownerUrl,
    max: 3,
    name: 'resonate-owner',
    addressKey,
  });
  let db: Kysely<DB> | undefined;
  let jobDb: Kysely<DB> | undefined;
  let bulkPool: pg.Pool | undefined;
  const close = async () => {
    await db?.destroy();
    await jobDb?.destroy();
    await bulkPool?.end();
    await ownerDb.destroy();
    await embedded?.stop();
  };
  try {
    const applied = await migrateToLatest(ownerDb);
    if (applied.length > 0)
      log.info({ migrations: applied.map((m) => m.migrationName) }, 'migrated');
    await checkAddressHashKey(ownerDb);
    const appUrl = await enableAppRoleLogin(ownerDb, ownerUrl, config.appSecret);
    db = createKysely<DB>({
      url: appUrl,
      max: 10,
      name: 'resonate-app',
      parseInt8: true,
      statementTimeoutMs: REQUEST_STATEMENT_TIMEOUT_MS,
      addressKey,
    });
    jobDb = createKysely<DB>({
      url: appUrl,
      max: 5,
      name: 'resonate-jobs',
      parseInt8: true,
      addressKey,
    });
    bulkPool = createBulkPool(appUrl);
    return { db, jobDb, ownerDb, ownerUrl, bulkPool, close };
  } catch (error) {
    await close().catch((closeError) => log.error({ err: closeError }, 'database close failed'));
    throw error;
  }
}
