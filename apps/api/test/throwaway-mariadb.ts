import { spawn, execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, chown, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import mysql from 'mysql2/promise';
import { findFreePort } from '#/db/free-port.ts';

const run = promisify(execFile);

/** Small files and no flushing: the server starts in seconds and holds a few rows only. */
const FAST_INNODB = [
  '--innodb-buffer-pool-size=16M',
  '--innodb-log-file-size=4M',
  '--innodb-data-file-path=ibdata1:4M:autoextend',
  '--innodb-flush-log-at-trx-commit=0',
  '--innodb-doublewrite=0',
];

/** Debian's mariadb-server (.ci/run installs it when missing). */
export const MARIADBD = '/usr/sbin/mariadbd';
const INSTALL_DB = '/usr/bin/mariadb-install-db';

export function hasMariaDb(): boolean {
  return existsSync(MARIADBD) && existsSync(INSTALL_DB);
}

export type TMariaDb = {
  port: number;
  /** A login that signs in over TCP with its password, allowed to read `database` only. */
  createUser: (user: string, password: string, database: string) => Promise<void>;
  stop: () => Promise<void>;
};

/**
 * A throwaway MariaDB on a free loopback port: its own data directory and socket, grant tables
 * on (passwords are really checked), durability off for speed. Root signs in over the socket
 * only, with no password, for the test's own setup. As root, the server runs as `mysql`.
 */
export async function startMariaDb(): Promise<TMariaDb> {
  const dir = await mkdtemp(path.join(tmpdir(), 'resonate-mariadb-'));
  await chmod(dir, 0o755);
  const asRoot = userInfo().uid === 0;
  const userArgs = asRoot ? ['--user=mysql'] : [];
  if (asRoot) {
    const [{ stdout: uid }, { stdout: gid }] = await Promise.all([
      run('id', ['-u', 'mysql']),
      run('id', ['-g', 'mysql']),
    ]);
    await chown(dir, Number(uid), Number(gid));
  }
  const data = path.join(dir, 'data');
  const socketPath = path.join(dir, 'server.sock');
  await run(INSTALL_DB, [
    '--no-defaults',
    ...userArgs,
    `--datadir=${data}`,
    '--auth-root-authentication-method=normal',
    '--skip-test-db',
    '--skip-name-resolve',
    ...FAST_INNODB,
  ]);
  const port = await findFreePort();
  const server = spawn(
    MARIADBD,
    [
      '--no-defaults',
      ...userArgs,
      `--datadir=${data}`,
      `--socket=${socketPath}`,
      `--port=${port}`,
      '--bind-address=127.0.0.1',
      '--skip-name-resolve',
      ...FAST_INNODB,
      '--skip-log-bin',
      `--log-error=${path.join(dir, 'server.log')}`,
      `--pid-file=${path.join(dir, 'server.pid')}`,
    ],
    { stdio: 'ignore' },
  );
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const asRootUser = () => mysql.createConnection({ socketPath, user: 'root', password: '' });
  await waitForServer(asRootUser, exited);

  const createUser = async (user: string, password: string, database: string) => {
    const root = await asRootUser();
    try {
      await root.query('CREATE DATABASE IF NOT EXISTS ??', [database]);
      await root.query('CREATE USER ?@? IDENTIFIED BY ?', [user, '%', password]);
      await root.query('GRANT SELECT ON ??.* TO ?@?', [database, user, '%']);
    } finally {
      await root.end();
    }
  };
  const stop = async () => {
    server.kill('SIGKILL');
    await exited;
    await rm(dir, { recursive: true, force: true });
  };
  return { port, createUser, stop };
}

/** Polls the socket until root signs in (the server is ready), failing if the server exits. */
async function waitForServer(
  connect: () => Promise<mysql.Connection>,
  exited: Promise<void>,
): Promise<void> {
  let gone = false;
  void exited.then(() => (gone = true));
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      await (await connect()).end();
      return;
    } catch (error) {
      if (gone) {
        throw new Error('mariadbd exited before it was ready (see its server.log)', {
          cause: error,
        });
      }
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
