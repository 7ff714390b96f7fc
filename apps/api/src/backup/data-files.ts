import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readdir, stat } from 'node:fs/promises';
import path from 'node:path';

export type TFileEntry = { path: string; bytes: number; sha256: string };

/**
 * DATA_DIR entries that are not the installation's files: the embedded cluster itself (its
 * contents travel in the database dump) and its postmaster lock.
 */
const NOT_BACKED_UP = new Set(['pg']);

export async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Every regular file under `root` (relative, `/`-separated), skipping `exclude` folders. */
async function listFiles(root: string, exclude: readonly string[]): Promise<string[]> {
  const out: string[] = [];
  const walk = async (dir: string) => {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (exclude.includes(full)) continue;
      if (dir === root && NOT_BACKED_UP.has(entry.name)) continue;
      if (entry.isDirectory()) await walk(full);
      else if (entry.isFile()) out.push(path.relative(root, full).split(path.sep).join('/'));
    }
  };
  await walk(root);
  return out.sort();
}

/**
 * Copies DATA_DIR's files (uploads, imports, template images, keys, the generated app secret)
 * into `target`, keeping their modes (0600 secrets stay 0600); answers what it copied.
 * `exclude`: absolute folders to leave out (a backup folder kept inside DATA_DIR).
 */
export async function copyDataFiles(
  dataDir: string,
  target: string,
  exclude: readonly string[] = [],
): Promise<TFileEntry[]> {
  const entries: TFileEntry[] = [];
  for (const relative of await listFiles(dataDir, exclude)) {
    const from = path.join(dataDir, relative);
    const to = path.join(target, relative);
    await mkdir(path.dirname(to), { recursive: true });
    await copyFile(from, to);
    entries.push({ path: relative, bytes: (await stat(to)).size, sha256: await sha256Of(to) });
  }
  return entries;
}

/** A backup goes into a new folder (or an empty one), readable by its owner only. */
export async function ensureEmptyFolder(dir: string): Promise<void> {
  const entries = await readdir(dir).catch(() => undefined);
  if (entries && entries.length > 0) throw new Error(`${dir} is not empty: choose a new folder`);
  await mkdir(dir, { recursive: true, mode: 0o700 });
}
