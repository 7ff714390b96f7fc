import { access, copyFile, mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { sha256Of } from './data-files.ts';
import { FILES_FOLDER, PG_DUMP_FORMAT, type TManifest } from './manifest.ts';

/** The embedded cluster's password: a cluster already under DATA_DIR keeps its own. */
const CLUSTER_PASSWORD_FILE = 'pg-superuser-password';
const APP_SECRET_FILE = 'app-secret';

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/** Throws unless every file of the backup is there with the checksum the manifest gives. */
export async function verifyBackup(dir: string, manifest: TManifest) {
  const damaged: string[] = [];
  const check = async (file: string, sha256: string, name: string) => {
    if ((await sha256Of(file).catch(() => '')) !== sha256) damaged.push(name);
  };
  const database = manifest.database;
  if (database.format === PG_DUMP_FORMAT) {
    await check(path.join(dir, database.file), database.sha256, database.file);
  } else {
    for (const file of database.files) {
      const name = path.posix.join(database.folder, file.path);
      await check(path.join(dir, name), file.sha256, name);
    }
  }
  for (const file of manifest.files) {
    await check(path.join(dir, FILES_FOLDER, file.path), file.sha256, file.path);
  }
  if (damaged.length > 0) {
    throw new Error(`The backup is damaged or incomplete: ${damaged.join(', ')}`);
  }
}

/**
 * The APP_SECRET a server on this DATA_DIR will run with after the restore: the environment's,
 * else the generated one the backup carries, else one already in DATA_DIR.
 */
export async function secretAfterRestore(
  appSecret: string | undefined,
  dir: string,
  dataDir: string,
): Promise<string | undefined> {
  if (appSecret) return appSecret;
  for (const file of [
    path.join(dir, FILES_FOLDER, APP_SECRET_FILE),
    path.join(dataDir, APP_SECRET_FILE),
  ]) {
    const text = await readFile(file, 'utf8').catch(() => undefined);
    if (text !== undefined) return text.trim();
  }
  return undefined;
}

/**
 * Copies the backup's files into DATA_DIR. A file already there with the same content is left
 * alone; one with other content stops the restore before anything is written (restore into a
 * fresh DATA_DIR); the cluster password is kept when DATA_DIR already holds a cluster.
 */
export async function restoreDataFiles(dir: string, manifest: TManifest, dataDir: string) {
  const hasCluster = await exists(path.join(dataDir, 'pg', 'PG_VERSION'));
  const toCopy: string[] = [];
  const conflicts: string[] = [];
  for (const file of manifest.files) {
    if (file.path === CLUSTER_PASSWORD_FILE && hasCluster) continue;
    const target = path.join(dataDir, file.path);
    if (!(await exists(target))) toCopy.push(file.path);
    else if ((await sha256Of(target)) !== file.sha256) conflicts.push(file.path);
  }
  if (conflicts.length > 0) {
    throw new Error(
      `DATA_DIR (${dataDir}) already holds other versions of: ${conflicts.join(', ')}. Restore into an empty DATA_DIR.`,
    );
  }
  for (const relative of toCopy) {
    const target = path.join(dataDir, relative);
    await mkdir(path.dirname(target), { recursive: true });
    await copyFile(path.join(dir, FILES_FOLDER, relative), target);
  }
  return toCopy.length;
}
