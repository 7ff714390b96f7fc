import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { createInterface } from 'node:readline';
import { TEST_APP_SECRET } from './test-cluster.ts';

const root = new URL('../../../', import.meta.url).pathname;
const server = new URL('../src/server.ts', import.meta.url).pathname;
const worker = new URL('../src/worker.ts', import.meta.url).pathname;

/** A real process of the product (`npm start` or `npm run worker`) run by a test. */
export type TProductProcess = {
  child: ChildProcess;
  /** Sends a signal (default SIGTERM) and resolves with the exit code once the process is gone. */
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
  /** Resolves when the process exits (with its exit code; null when a signal ended it). */
  exited: Promise<number | null>;
};

/** A real API process (`node apps/api/src/server.ts`) listening on 127.0.0.1 at a free port. */
export type TApiProcess = TProductProcess & {
  port: number;
  /** POSTs JSON (or GETs without a body) and returns the status and the parsed envelope. */
  call: (
    path: string,
    body?: object,
    headers?: Record<string, string>,
  ) => Promise<{ status: number; json: { data?: unknown; message?: string } & object }>;
};

/** A worker process (`node apps/api/src/worker.ts`) with its JSON log lines as they come. */
export type TWorkerProcess = TProductProcess & {
  /** Every log line so far, parsed (the worker logs at info level here). */
  logs: { msg?: string; [key: string]: unknown }[];
};

export type TProcessOptions = {
  databaseUrl: string;
  dataDir: string;
  env?: Record<string, string>;
};

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

function spawnProduct(
  script: string,
  options: TProcessOptions,
  env: Record<string, string>,
  stdout: 'inherit' | 'pipe',
): TProductProcess {
  const child = spawn(process.execPath, [script], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: options.databaseUrl,
      DATA_DIR: options.dataDir,
      APP_SECRET: TEST_APP_SECRET,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      ...env,
      ...options.env,
    },
    stdio: ['ignore', stdout, 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    return exited;
  };
  return { child, exited, stop };
}

/**
 * Starts the API as an operator runs it, on an existing database and data directory (shared
 * by every process of one installation), and waits until /api/health answers. API only
 * (RUN_WORKER=false) unless `env` says otherwise.
 */
export async function startApiProcess(options: TProcessOptions): Promise<TApiProcess> {
  const port = await freePort();
  const product = spawnProduct(
    server,
    options,
    { PORT: String(port), HOST: '127.0.0.1', RUN_WORKER: 'false' },
    'inherit',
  );
  const base = `http://127.0.0.1:${port}`;
  const call: TApiProcess['call'] = async (path, body, headers = {}) => {
    const response = await fetch(base + path, {
      method: body ? 'POST' : 'GET',
      headers: body ? { 'content-type': 'application/json', ...headers } : headers,
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: response.status, json: (await response.json()) as object };
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (product.child.exitCode !== null) {
      throw new Error(`API process exited with ${product.child.exitCode}`);
    }
    const up = await call('/api/health').then(
      (response) => response.status === 200,
      () => false,
    );
    if (up) return { ...product, port, call };
    if (Date.now() > deadline) {
      await product.stop('SIGKILL');
      throw new Error('API process did not start within 60 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The worker's line once it works every queue (worker.ts). */
const WORKER_READY = 'worker started; waiting for jobs';

/** Starts `npm run worker` on the installation and waits until it works every queue. */
export async function startWorkerProcess(options: TProcessOptions): Promise<TWorkerProcess> {
  const product = spawnProduct(worker, options, { LOG_LEVEL: 'info' }, 'pipe');
  const logs: TWorkerProcess['logs'] = [];
  const ready = new Promise<void>((resolve, reject) => {
    createInterface({ input: product.child.stdout! }).on('line', (line) => {
      try {
        const entry = JSON.parse(line) as TWorkerProcess['logs'][number];
        logs.push(entry);
        if (entry.msg === WORKER_READY) resolve();
      } catch {
        // not a log line
      }
    });
    void product.exited.then((code) => reject(new Error(`worker exited with ${code}`)));
  });
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('worker did not start within 60 s')), 60_000);
  });
  try {
    await Promise.race([ready, timeout]);
  } catch (error) {
    await product.stop('SIGKILL');
    throw error;
  } finally {
    clearTimeout(timer);
  }
  return { ...product, logs };
}
