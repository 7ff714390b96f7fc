import fp from 'fastify-plugin';
import type { PgBoss } from 'pg-boss';
import { startQueue } from '#/jobs/queue.ts';
import { startJobWorkers } from '#/jobs/workers.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** pg-boss on the app's PostgreSQL (owner connection: it creates its own schema). */
    queue: PgBoss;
  }
}

export default fp(
  async function queue(app) {
    const boss = await startQueue({ url: app.ownerDatabaseUrl, log: app.log });
    app.decorate('queue', boss);
    // RUN_WORKER=false leaves the jobs to `npm run worker` processes.
    if (app.config.runWorker) {
      await startJobWorkers({
        db: app.jobDb,
        bulkPool: app.bulkPool,
        config: app.config,
        log: app.log,
        queue: boss,
      });
    }
    // Registered after the database plugin, so this runs before the pools close.
    app.addHook('onClose', async () => {
      await boss.stop({ graceful: true, timeout: 10_000 });
    });
  },
  { name: 'queue', dependencies: ['database'] },
);
