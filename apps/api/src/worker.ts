import closeWithGrace from 'close-with-grace';
import { pino } from 'pino';
import { ConfigError, loadConfig } from '#/config.ts';
import { openDatabase } from '#/db/open-database.ts';
import { startQueue } from '#/jobs/queue.ts';
import { createShutdown } from '#/jobs/shutdown.ts';
import { startJobWorkers } from '#/jobs/workers.ts';
import { loggerOptions } from '#/logger.ts';
import { startMetricsServer } from '#/metrics/metrics-server.ts';
import { prepareConfig } from '#/secrets.ts';

/** Past the grace: a job that ignored every signal is cut off with the process. */
const HARD_STOP_MARGIN_MS = 10_000;

/**
 * The background worker alone (`npm run worker`), for scaling jobs out of the API process; run
 * as many as needed. It opens the same database (and migrates it, under a lock, so it can start
 * first), starts pg-boss and works every queue of src/jobs/.
 *
 * SIGTERM: stop fetching jobs, let the running ones finish within SHUTDOWN_GRACE_SECONDS (a send
 * run hands back at once, an import at the deadline; see jobs/shutdown.ts), then close.
 */
async function main() {
  const config = await prepareConfig(loadConfig());
  const log = pino(loggerOptions(config) || { enabled: false });
  const database = await openDatabase(config, log);
  const queue = await startQueue({ url: database.ownerUrl, log });
  const shutdown = createShutdown(config.shutdownGraceMs);
  const deps = { db: database.jobDb, bulkPool: database.bulkPool, config, log, queue, shutdown };
  await startJobWorkers(deps);
  // METRICS_PORT of the worker's own environment (give it its own beside an API process).
  const metrics = await startMetricsServer(config, log);
  log.info('worker started; waiting for jobs');

  closeWithGrace(
    { delay: config.shutdownGraceMs + HARD_STOP_MARGIN_MS, logger: log },
    async ({ err, signal }) => {
      if (err) log.error({ err }, 'closing after an error');
      else log.info({ signal }, 'worker shutting down');
      shutdown.begin();
      await queue.stop({ graceful: true, timeout: config.shutdownGraceMs });
      await database.close();
      await metrics?.close();
      log.info('worker stopped');
    },
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
});
