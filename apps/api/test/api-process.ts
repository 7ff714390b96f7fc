import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { TEST_APP_SECRET } from './test-cluster.ts';

const root = new URL('../../../', import.meta.url).pathname;
const server = new URL('../src/server.ts', import.meta.url).pathname;

/** A real API process (`node apps/api/src/server.ts`) listening on 127.0.0.1 at a free port. */
export type TApiProcess = {
  port: number;
  /** POSTs JSON (or GETs without a body) and returns the status and the parsed envelope. */
  call: (
    path: string,
    body?: object,
    headers?: Record<string, string>,
  ) => Promise<{ status: number; json: { data?: unknown; message?: string } & object }>;
  stop: () => Promise<void>;
};

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

/**
 * Starts the API as an operator runs it, on an existing database and data directory (shared
 * by every process of one installation), and waits until /api/health answers.
 */
export async function startApiProcess(options: {
  databaseUrl: string;
  dataDir: string;
  env?: Record<string, string>;
}): Promise<TApiProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [server], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: options.databaseUrl,
      DATA_DIR: options.dataDir,
      APP_SECRET: TEST_APP_SECRET,
      SEED_DEMO: 'false',
      RUN_WORKER: 'false',
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const call: TApiProcess['call'] = async (path, body, headers = {}) => {
    const response = await fetch(base + path, {
      method: body ? 'POST' : 'GET',
      headers: body ? { 'content-type': 'application/json', ...headers } : headers,
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: response.status, json: (await response.json()) as object };
  };
  const stop = async () => {
    child.kill('SIGTERM');
    await exited(child);
  };
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`API process exited with ${child.exitCode}`);
    const up = await call('/api/health').then(
      (response) => response.status === 200,
      () => false,
    );
    if (up) return { port, call, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error('API process did not start within 30 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
