import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { clusterDirOf, embeddedServerVersion, restoreCluster } from './cluster-files.ts';
import type { TClusterDatabase, TManifest } from './manifest.ts';
import { restoreDataFiles } from './restore-files.ts';
import type { TRestoreOptions } from './run-restore.ts';

/**
 * Restores a file-level backup of the embedded cluster: into an empty DATA_DIR only, for the
 * embedded server of the same major version (PostgreSQL reads no other's files). The backup and
 * the APP_SECRET are checked by the caller; this checks the target before writing anything.
 */
export async function restoreClusterBackup(
  options: TRestoreOptions,
  manifest: TManifest,
  database: TClusterDatabase,
): Promise<void> {
  const { config, from, log } = options;
  const major = database.postgresMajor;
  if (config.databaseUrl) {
    throw new Error(
      `This backup is a file copy of the embedded PostgreSQL ${major} database: restore it with DATABASE_URL unset, into an empty DATA_DIR. To move it to another server, start it here, install postgresql-client-${major} and take a new backup (pg_dump).`,
    );
  }
  const target = clusterDirOf(config.dataDir);
  if ((await readdir(target).catch(() => [])).length > 0) {
    throw new Error(
      `DATA_DIR (${config.dataDir}) already holds an embedded database (${target}): restore into an empty DATA_DIR.`,
    );
  }
  const server = await embeddedServerVersion();
  if (server.major !== major) {
    throw new Error(
      `This backup holds a PostgreSQL ${major} cluster and the embedded server here is PostgreSQL ${server.version}: restore it with a Resonate version that embeds PostgreSQL ${major} (the backup was made by ${manifest.appVersion}).`,
    );
  }
  await mkdir(config.dataDir, { recursive: true });
  const copied = await restoreDataFiles(from, manifest, config.dataDir);
  log.info({ files: copied }, 'files restored');
  // Written beside, then renamed: an interrupted restore never leaves a half cluster in place.
  const partial = `${target}.restoring`;
  await rm(target, { recursive: true, force: true });
  await rm(partial, { recursive: true, force: true });
  try {
    await restoreCluster(path.join(from, database.folder), database, partial);
    await rename(partial, target);
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    throw error;
  }
  log.info({ files: database.files.length, dir: target }, 'embedded cluster restored');
}
