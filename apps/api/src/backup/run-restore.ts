import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { TConfig } from '#/config.ts';
import {
  letOwnerThroughRowSecurity,
  OWNER_POLICY,
  ownerPowers,
} from '#/db/managed-owner-migrations.ts';
import type { TUntypedDb } from '#/db/pool.ts';
import { prepareConfig } from '#/secrets.ts';
import { connectOwner, toolConnection } from './backup-database.ts';
import {
  appSecretCheck,
  CLUSTER_FILES_FORMAT,
  DUMP_FILE,
  readManifest,
  type TManifest,
} from './manifest.ts';
import { findPgTool } from './pg-tools.ts';
import { restoreDataFiles, secretAfterRestore, verifyBackup } from './restore-files.ts';
import { restoreClusterBackup } from './run-cluster-restore.ts';

const run = promisify(execFile);

export type TRestoreOptions = {
  config: TConfig;
  /** The backup folder `npm run backup` wrote. */
  from: string;
  log: FastifyBaseLogger;
  /** The environment pg_restore runs in (its PATH is searched for it). */
  env: NodeJS.ProcessEnv;
};

export const APP_SECRET_MISMATCH =
  'APP_SECRET differs from the one this backup was made with. Stored credentials, the app role password and suppression hashes derive from it: set APP_SECRET to the original value and run the restore again.';

async function assertEmpty(db: TUntypedDb): Promise<void> {
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n from pg_tables
    where schemaname not in ('pg_catalog', 'information_schema')`.execute(db);
  const tables = rows[0]?.n ?? 0;
  if (tables > 0) {
    throw new Error(
      `The target database already has ${tables} tables: restore into a new, empty database.`,
    );
  }
}

/**
 * The app role is cluster-wide and not in a database dump: made here as the first migration
 * makes it (login comes at the first start, from APP_SECRET), so the dump's grants apply.
 */
async function ensureAppRole(db: TUntypedDb): Promise<void> {
  await sql`
    do $$
    begin
      create role resonate_app nologin nosuperuser nobypassrls nocreatedb nocreaterole noinherit;
    exception when duplicate_object or unique_violation then null;
    end
    $$`.execute(db);
}

/**
 * Default privileges (and the managed owner's own row-security policy) belong to the role that
 * set them, which may not exist here (a restore
 * under another owner): the dump's are left out and set again for the restoring owner, as the
 * first migration set them, so tables later migrations create are open to the app role.
 */
async function grantDefaultPrivileges(db: TUntypedDb): Promise<void> {
  await sql`alter default privileges in schema public
    grant select, insert, update, delete on tables to resonate_app`.execute(db);
  await sql`alter default privileges in schema public
    grant usage, select on sequences to resonate_app`.execute(db);
}

async function pgRestore(tool: string, dump: string, url: string, env: NodeJS.ProcessEnv) {
  const work = await mkdtemp(path.join(tmpdir(), 'resonate-restore-'));
  try {
    const { stdout } = await run(tool, ['--list', dump], { maxBuffer: 64 * 1024 * 1024 });
    // Both name the backup's owner, who may not exist here: set again for this owner after.
    const ownersOwn = new RegExp(` DEFAULT ACL | POLICY \\S+ \\S+ ${OWNER_POLICY} `);
    const list = stdout
      .split('\n')
      .filter((line) => !ownersOwn.test(line))
      .join('\n');
    const listFile = path.join(work, 'toc.list');
    await writeFile(listFile, list);
    const connection = toolConnection(url, env);
    await run(
      tool,
      [
        '--no-owner',
        '--single-transaction',
        '--no-password',
        `--use-list=${listFile}`,
        `--dbname=${connection.dbname}`,
        dump,
      ],
      { env: connection.env, maxBuffer: 16 * 1024 * 1024 },
    );
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/**
 * `npm run restore -- <folder>`: checks the backup, the APP_SECRET and that the target is
 * empty before writing anything; then DATA_DIR's files, then the database in one transaction
 * (all or nothing). The next start migrates nothing and logs the app role in from APP_SECRET.
 * A file-level backup of the embedded cluster goes back as files (run-cluster-restore.ts).
 */
export async function runRestore(options: TRestoreOptions): Promise<TManifest> {
  const { from, log } = options;
  const manifest = await readManifest(from);
  await verifyBackup(from, manifest);
  const secret = await secretAfterRestore(options.config.appSecret, from, options.config.dataDir);
  if (!secret || appSecretCheck(secret) !== manifest.appSecretCheck) {
    throw new Error(APP_SECRET_MISMATCH);
  }
  if (manifest.database.format === CLUSTER_FILES_FORMAT) {
    await restoreClusterBackup(options, manifest, manifest.database);
    return manifest;
  }
  const dump = path.join(from, DUMP_FILE);
  // With the secret settled, prepareConfig generates none (the backup's app-secret is copied).
  const config = await prepareConfig({ ...options.config, appSecret: secret });
  const owner = await connectOwner(config, log);
  try {
    await assertEmpty(owner.db);
    const tool = await findPgTool(
      'pg_restore',
      Math.max(owner.serverMajor, manifest.database.pgDumpMajor),
      { pgBinDir: config.pgBinDir, searchPath: options.env.PATH },
    );
    const copied = await restoreDataFiles(from, manifest, config.dataDir);
    log.info({ files: copied }, 'files restored');
    await ensureAppRole(owner.db);
    await pgRestore(tool.file, dump, owner.url, options.env);
    await grantDefaultPrivileges(owner.db);
    const powers = await ownerPowers(owner.db);
    if (!powers.superuser && !powers.bypassrls) await letOwnerThroughRowSecurity(owner.db);
    return manifest;
  } finally {
    await owner.close();
  }
}
