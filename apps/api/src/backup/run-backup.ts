import { execFile } from 'node:child_process';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { TAppConfig } from '#/secrets.ts';
import { connectOwner, toolConnection } from './backup-database.ts';
import { copyDataFiles, ensureEmptyFolder, sha256Of } from './data-files.ts';
import {
  DUMP_FILE,
  FILES_FOLDER,
  PG_DUMP_FORMAT,
  writeManifest,
  type TManifest,
  manifestHeader,
} from './manifest.ts';
import { findPgTool } from './pg-tools.ts';
import { backupClusterFiles, withoutPgDump } from './run-cluster-backup.ts';

const run = promisify(execFile);

export type TBackupOptions = {
  config: TAppConfig;
  /** The backup folder to create (it must not exist, or be empty). */
  out: string;
  log: FastifyBaseLogger;
  /** The environment pg_dump runs in (its PATH is searched for it). */
  env: NodeJS.ProcessEnv;
};

/**
 * `npm run backup`: a folder holding the database (pg_dump, custom format: compressed, restorable
 * table by table), DATA_DIR's files and a manifest with their checksums. The dump is one
 * consistent snapshot; files written while it runs may or may not be in the copy, so take
 * backups when imports are quiet (or accept that the newest upload may be missing).
 */
export async function runBackup(options: TBackupOptions): Promise<TManifest> {
  const { config, out } = options;
  // The embedded cluster with no client tools for its version: a file copy while it is stopped.
  const stoppedCopy = config.databaseUrl ? undefined : await withoutPgDump(options);
  if (stoppedCopy !== undefined) return backupClusterFiles(options, stoppedCopy);
  const owner = await connectOwner(config, options.log);
  try {
    const pgDump = await findPgTool('pg_dump', owner.serverMajor, {
      pgBinDir: config.pgBinDir,
      searchPath: options.env.PATH,
    });
    await ensureEmptyFolder(out);
    const { rows } = await sql<{ applied: number; latest: string | null }>`
      select count(*)::int as applied, max(name) as latest from kysely_migration`.execute(owner.db);
    const dumpFile = path.join(out, DUMP_FILE);
    const connection = toolConnection(owner.url, options.env);
    await run(
      pgDump.file,
      [
        '--format=custom',
        '--no-password',
        // A managed owner is subject to the forced row security of the tenant tables (its own
        // policy lets it see every row): without this pg_dump refuses such tables.
        '--enable-row-security',
        `--file=${dumpFile}`,
        `--dbname=${connection.dbname}`,
      ],
      { env: connection.env, maxBuffer: 16 * 1024 * 1024 },
    );
    const files = await copyDataFiles(config.dataDir, path.join(out, FILES_FOLDER), [
      path.resolve(out),
    ]);
    const manifest: TManifest = {
      ...manifestHeader(config.appSecret),
      database: {
        format: PG_DUMP_FORMAT,
        file: DUMP_FILE,
        sha256: await sha256Of(dumpFile),
        serverVersion: owner.serverVersion,
        pgDumpVersion: pgDump.version,
        pgDumpMajor: pgDump.major,
        embedded: owner.embedded,
        owner: owner.owner,
        migrations: { applied: rows[0]!.applied, latest: rows[0]!.latest },
      },
      files,
    };
    await writeManifest(out, manifest);
    options.log.info({ bytes: (await stat(dumpFile)).size }, 'database dumped');
    return manifest;
  } finally {
    await owner.close();
  }
}
