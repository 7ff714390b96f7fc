import type { Kysely } from 'kysely';
import type pg from 'pg';
import fp from 'fastify-plugin';
import { openDatabase } from '#/db/open-database.ts';
import type { TUntypedDb } from '#/db/pool.ts';
import type { DB } from '#/db/schema.ts';
import { warnOfDemoAccounts } from '#/modules/demo/demo-warning.ts';
import { seedDemoTenant } from '#/modules/demo/seed-demo.ts';
import { seedDemoInWorker } from '#/modules/demo/seed-in-worker.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Request queries, as resonate_app: RLS applies. Scope tenant work with withTenant(). */
    db: Kysely<DB>;
    /** Background jobs, as resonate_app without the request statement timeout. */
    jobDb: Kysely<DB>;
    /** Owner connection for boot steps and maintenance only; never for request data. */
    ownerDb: TUntypedDb;
    /** Owner URL, handed to pg-boss. */
    ownerDatabaseUrl: string;
    /** Raw app-role clients for COPY streams; use withTenantClient() from db/tenant-client.ts. */
    bulkPool: pg.Pool;
  }
}

/**
 * Opens the database (embedded PostgreSQL when DATABASE_URL is unset), runs migrations and the
 * app-role bootstrap, and closes pools and the embedded server when the app closes.
 */
export default fp(
  async function database(app) {
    const database = await openDatabase(app.config, app.log);
    if (app.config.seedDemo) {
      // API tests seed no audience or history: small enough to stay in this thread.
      if (app.config.nodeEnv === 'test')
        await seedDemoTenant(database.ownerDb, app.log, { audience: false });
      else {
        await seedDemoInWorker(database.ownerDb, database.ownerUrl, app.log, app.config.appSecret);
      }
    }
    await warnOfDemoAccounts(database.db, app.config, app.log);
    app.decorate('db', database.db);
    app.decorate('jobDb', database.jobDb);
    app.decorate('ownerDb', database.ownerDb);
    app.decorate('ownerDatabaseUrl', database.ownerUrl);
    app.decorate('bulkPool', database.bulkPool);
    app.addHook('onClose', async () => {
      await database.close();
    });
  },
  { name: 'database', dependencies: ['config'] },
);
