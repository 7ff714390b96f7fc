import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '#/build-app.ts';
import { loadConfig } from '#/config.ts';
import {
  startApiProcess,
  startWorkerProcess,
  type TApiProcess,
  type TWorkerProcess,
} from './api-process.ts';
import { createTestDatabase, type TTestDatabase } from './create-test-app.ts';
import { TEST_APP_SECRET } from './test-cluster.ts';

/**
 * One installation run as an operator scales it out (issue 24): N API processes and M worker
 * processes, real ones, on one database and one DATA_DIR. Beside them an in-process app on the
 * same database, without a queue, for the test's own set-up and reads (`control`).
 */
export type TInstallation = {
  database: TTestDatabase;
  dataDir: string;
  apis: TApiProcess[];
  workers: TWorkerProcess[];
  control: FastifyInstance;
  /** Every process any worker started so far, restarted ones too (their logs). */
  allWorkers: TWorkerProcess[];
  startWorker: () => Promise<TWorkerProcess>;
  close: () => Promise<void>;
};

export type TInstallationOptions = {
  apis: number;
  workers: number;
  /**
   * Start every process together on an empty database (they migrate it and seed the demo
   * tenant between them); otherwise the migrated template, seeded first by `control`.
   */
  empty?: boolean;
  /** Environment for every process (e.g. SHUTDOWN_GRACE_SECONDS). */
  env?: Record<string, string>;
};

async function openControlApp(databaseUrl: string, dataDir: string, seed: boolean) {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    APP_SECRET: TEST_APP_SECRET,
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    SEED_DEMO: seed ? 'true' : 'false',
    ALLOW_PRIVATE_CHANNEL_HOSTS: 'true',
  });
  const app = await buildApp(config, { queue: false });
  await app.ready();
  return app;
}

export async function startInstallation(options: TInstallationOptions): Promise<TInstallation> {
  const database = await createTestDatabase({ empty: options.empty });
  const dataDir = await mkdtemp(path.join(tmpdir(), 'resonate-installation-'));
  // Loopback SMTP sinks are reachable (development and tests only).
  const env = { ALLOW_PRIVATE_CHANNEL_HOSTS: 'true', ...options.env };
  const on = { databaseUrl: database.url, dataDir, env };
  let control: FastifyInstance | undefined;
  if (!options.empty) control = await openControlApp(database.url, dataDir, true);
  const allWorkers: TWorkerProcess[] = [];
  const startWorker = async () => {
    const worker = await startWorkerProcess(on);
    allWorkers.push(worker);
    return worker;
  };
  const apiOptions = { ...on, env: { ...env, SEED_DEMO: options.empty ? 'true' : 'false' } };
  const apiStarts = Array.from({ length: options.apis }, () => startApiProcess(apiOptions));
  const workerStarts = Array.from({ length: options.workers }, startWorker);
  const started = await Promise.allSettled([...apiStarts, ...workerStarts]);
  const stopAll = () =>
    Promise.all(
      started.map((s) => (s.status === 'fulfilled' ? s.value.stop('SIGKILL') : undefined)),
    );
  const failed = started.find((s) => s.status === 'rejected');
  if (failed) {
    await stopAll();
    await control?.close();
    await database.drop();
    throw failed.reason;
  }
  control ??= await openControlApp(database.url, dataDir, false);
  return {
    database,
    dataDir,
    apis: await Promise.all(apiStarts),
    workers: await Promise.all(workerStarts),
    control,
    allWorkers,
    startWorker,
    async close() {
      await Promise.all(allWorkers.map((worker) => worker.stop('SIGKILL')));
      await stopAll();
      await control.close();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
