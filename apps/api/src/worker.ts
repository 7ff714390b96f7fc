import closeWithGrace from 'close-with-grace';
import { pino } from 'pino';
import { ConfigError, loadConfig } from '#/config.ts';
import { openDatabase } from '#/db/open-database.ts';
import { startQueue } from '#/jobs/queue.ts';
import { startJobWorkers } from '#/jobs/workers.ts';
import { loggerOptions } from '#/logger.ts';
import { startMetricsServer } from '#/metrics/metrics-server.ts';
import { prepareConfig } from '#/secrets.ts';

/**
 * The background worker alone (`npm run worker`), for scaling jobs out of the API process. It
 * opens the same database (and migrates it, so it can start first), starts pg-boss, and will
 * register the job handlers of src/jobs/ here as they are written.
 */
async function main() {
  const config = await prepareConfig(loadConfig());
  const log = pino(loggerOptions(config) || { enabled: false });
  const database = await openDatabase(config, log);
  const queue = await startQueue({ url: database.ownerUrl, log });
  await startJobWorkers({ db: database.jobDb, bulkPool: database.bulkPool, config, log, queue });
  // METRICS_PORT of the worker's own environment (give it its own beside an API process).
  const metrics = await startMetricsServer(config, log);
  log.info('worker started; waiting for jobs');

  closeWithGrace({ delay: 20_000, logger: log }, async ({ err, signal }) => {
    if (err) log.error({ err }, 'closing after an error');
    else log.info({ signal }, 'worker shutting down');
    await queue.stop({ graceful: true, timeout: 10_000 });
    await database.close();
    await metrics?.close();
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
});
