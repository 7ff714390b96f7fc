import type { Kysely } from 'kysely';
import type pg from 'pg';
import fp from 'fastify-plugin';
import { openDatabase } from '#/db/open-database.ts';
import { openReplica, primaryAsReadDatabase } from '#/db/replica.ts';
import type { TUntypedDb } from '#/db/pool.ts';
import type { DB } from '#/db/schema.ts';
import { warnOfDemoAccounts, seedDemoTenant, seedDemoInWorker } from '#/modules/demo/index.ts';

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
    /**
     * Read-only heavy queries (dashboard widgets, analytics 360, exports): DATABASE_REPLICA_URL
     * when set, else the same pool as `db`. Pass it only to use cases that never write.
     */
    readDb: Kysely<DB>;
    /** COPY ... TO STDOUT clients beside readDb (the replica's when there is one). */
    readBulkPool: pg.Pool;
    /** How many seconds readDb's data is behind the primary (0 without a replica). */
    replicaLagSeconds: () => Promise<number>;
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
    const replicaUrl = app.config.databaseReplicaUrl;
    const read = replicaUrl
      ? await openReplica(app.config, replicaUrl).catch(async (error: unknown) => {
          await database.close();
          throw error;
        })
      : primaryAsReadDatabase(database.db, database.bulkPool);
    if (replicaUrl) app.log.info('dashboards, analytics 360 and exports read the replica');
    app.decorate('readDb', read.readDb);
    app.decorate('readBulkPool', read.readBulkPool);
    app.decorate('replicaLagSeconds', read.lagSeconds);
    app.addHook('onClose', async () => {
      await read.close();
      await database.close();
    });
  },
  { name: 'database', dependencies: ['config'] },
);
