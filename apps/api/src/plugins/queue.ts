import fp from 'fastify-plugin';
import type { PgBoss } from 'pg-boss';
import { startQueue } from '#/jobs/queue.ts';
import { createShutdown } from '#/jobs/shutdown.ts';
import { startJobWorkers } from '#/jobs/workers.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** pg-boss on the app's PostgreSQL (owner connection: it creates its own schema). */
    queue: PgBoss;
  }
}

export default fp(
  async function queue(app) {
    const works = app.config.runWorker;
    const boss = await startQueue({ url: app.ownerDatabaseUrl, log: app.log, works });
    app.decorate('queue', boss);
    const shutdown = createShutdown(app.config.shutdownGraceMs);
    // Stops fetching and waits for the running jobs; the pool stays open for requests that
    // still queue jobs while the HTTP server drains.
    let working: Promise<void> | undefined;
    const stopWorking = () =>
      (working ??= boss.stop({
        graceful: true,
        close: false,
        timeout: app.config.shutdownGraceMs,
      }));
    // RUN_WORKER=false leaves the jobs to `npm run worker` processes.
    if (works) {
      await startJobWorkers({
        db: app.jobDb,
        bulkPool: app.bulkPool,
        config: app.config,
        log: app.log,
        queue: boss,
        shutdown,
      });
      // Before the HTTP server drains: long jobs hand back while requests finish.
      app.addHook('preClose', async () => {
        shutdown.begin();
        stopWorking().catch((error: unknown) => app.log.error({ err: error }, 'queue stop'));
      });
    }
    // Registered after the database plugin, so this runs before the pools close.
    app.addHook('onClose', async () => {
      shutdown.begin();
      await stopWorking().catch(() => undefined);
      await boss.stop({ close: true });
    });
  },
  { name: 'queue', dependencies: ['database'] },
);
