import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#/build-app.ts';
import { ConfigError, loadConfig } from '#/config.ts';
import { appRolePassword, appRoleUrl } from '#/db/app-role.ts';
import { migrateToLatest } from '#/db/migrate.ts';
import { createUntypedKysely } from '#/db/pool.ts';
import type { DB } from '#/db/schema.ts';
import { runImport } from '#/modules/audience/testing.ts';
import { bandsFromScratch } from '#/modules/events/testing.ts';
import { signIn } from '../../test/auth-helpers.ts';
import type { TDebianCluster } from '../../test/debian-postgres.ts';
import {
  hasPostgres,
  OLDER_POSTGRES_VERSIONS,
  startPostgres,
  type TPostgresVersion,
} from '../../test/postgres-versions.ts';
import { TEST_APP_SECRET } from '../../test/create-test-app.ts';

/**
 * The product on each older PostgreSQL it supports (the embedded 18 runs everywhere else), as a
 * managed service gives it: the DATABASE_URL role has CREATEROLE and owns its database, but is
 * no superuser. One server per version, the same checks on each. CI installs Debian's
 * postgresql-15 and the npm binaries of 16 and 17 (.ci/run); elsewhere a missing version says
 * why it is skipped.
 */
for (const version of OLDER_POSTGRES_VERSIONS) describeVersion(version);

function describeVersion(version: TPostgresVersion) {
  const { major } = version;
  const available = hasPostgres(version);
  const title = available
    ? `PostgreSQL ${major} with a managed-service owner (CREATEROLE, not superuser)`
    : `PostgreSQL ${major} with a managed-service owner: SKIPPED, ${version.bin} is missing (${version.install})`;

  describe.skipIf(!available)(title, () => {
    let cluster: TDebianCluster;
    let dataDir: string;
    const apps: FastifyInstance[] = [];

    const start = async (databaseUrl: string) => {
      const config = loadConfig({
        // Not 'test': the whole demo seed (audience and history, whose event ingestion updates
        // engagement rows), in its worker thread, as a first start runs it.
        NODE_ENV: 'development',
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        APP_SECRET: TEST_APP_SECRET,
        LOG_LEVEL: 'silent',
        WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
        SEED_DEMO: 'true',
      });
      // The server's own allowance (server.ts): the demo seed takes over a minute on a busy host.
      const app = await buildApp(config, { queue: true, server: { pluginTimeout: 120_000 } });
      apps.push(app);
      await app.ready();
      return app;
    };

    beforeAll(async () => {
      cluster = await startPostgres(version);
      dataDir = await mkdtemp(path.join(tmpdir(), `resonate-pg${major}-data-`));
    }, 30_000);
    afterAll(async () => {
      for (const app of apps) await app.close();
      await cluster?.stop();
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    });

    it('boots (migrations, app role, demo seed), signs in, lists contacts, imports a CSV and ingests events', async () => {
      const ownerUrl = await cluster.createManagedOwner('acme_owner', 'acme');
      const app = await start(ownerUrl);
      const admin = await signIn(app, 'admin@acme.test');

      const contacts = await app.inject({
        method: 'POST',
        url: '/api/Audience/GetContacts',
        headers: { accesstoken: admin.accessToken },
        payload: { pageNo: 1, pageSize: 5 },
      });
      expect(contacts.statusCode).toBe(200);
      expect(contacts.json().data.contacts).toHaveLength(5);

      const created = await app.inject({
        method: 'POST',
        url: '/api/DataExchange/CreateApiKey',
        headers: { accesstoken: admin.accessToken },
        payload: {
          clientId: admin.clientId,
          name: `PostgreSQL ${major}`,
          scopes: ['events:write'],
        },
      });
      expect(created.statusCode).toBe(200);
      const event = (eventId: string) => ({
        eventId,
        type: 'opened',
        occurredAt: new Date(Date.now() - 60_000).toISOString(),
        person: { email: `pg${major}@example.test` },
      });
      const post = (events: object[]) =>
        app.inject({
          method: 'POST',
          url: '/api/events',
          headers: { authorization: `Bearer ${created.json().data.key}` },
          payload: { events },
        });
      // The second batch updates the person's engagement row: its band move needs the row as it
      // was (RETURNING old.* on 18, the previous_* columns everywhere).
      expect((await post([event('pg15-1')])).json().data).toMatchObject({ accepted: 1 });
      expect((await post([event('pg15-2'), event('pg15-1')])).json().data).toMatchObject({
        accepted: 1,
        duplicates: 1,
      });
      // A CSV import (COPY on the app role's raw clients, new people's UUIDv7 passports) run by
      // the in-process worker.
      const imported = await runImport(
        app,
        admin,
        [
          {
            name: 'pg15.csv',
            content: 'Email,First name\r\nann@pg15.test,Ann\r\nbob@pg15.test,Bob\r\n',
          },
        ],
        { mapping: { Email: 'email', 'First name': 'firstName' } },
      );
      expect(imported).toMatchObject({ status: 'completed', rowsInserted: 2 });

      // The band counts maintained through every upsert of the seed's history and these batches
      // equal those recomputed from the engagement rows: each move knew the row before it.
      const owner = app.ownerDb as Kysely<DB>;
      const { rows: maintained } = await sql<Record<string, unknown>>`
      select to_char(last_day, 'YYYY-MM-DD') as last_day, frequency_band, contacts::int
      from engagement_rollups where client_id = ${admin.clientId} and contacts <> 0
      order by last_day, frequency_band`.execute(owner);
      expect(maintained.length).toBeGreaterThan(1);
      expect(maintained).toEqual(await bandsFromScratch(owner, admin.clientId));

      // The owner's own policy (it cannot bypass RLS here) opens nothing to the app role: with
      // no tenant set, a request connection sees no contact; the owner sees them all.
      const count = `select count(*)::int as n from contacts`;
      const appRole = createUntypedKysely({
        url: appRoleUrl(ownerUrl, appRolePassword(TEST_APP_SECRET)),
        max: 1,
        name: `pg${major}-app-role`,
      });
      try {
        expect((await sql<{ n: number }>`${sql.raw(count)}`.execute(appRole)).rows).toEqual([
          { n: 0 },
        ]);
      } finally {
        await appRole.destroy();
      }
      const all = await sql<{ n: number }>`${sql.raw(count)}`.execute(owner);
      expect(all.rows[0]!.n).toBeGreaterThan(5);
    }, 180_000);

    it('a second database on the same server (the app role exists already) migrates too', async () => {
      // Roles are cluster-wide: the first migration finds resonate_app and, as written, would
      // ALTER it naming NOSUPERUSER, which PostgreSQL 15 (and 16) refuse to anyone but a superuser.
      const url = await cluster.createManagedOwner('globex_owner', 'globex');
      const owner = createUntypedKysely({ url, max: 1, name: `pg${major}-second` });
      try {
        expect((await migrateToLatest(owner)).every((m) => m.status === 'Success')).toBe(true);
      } finally {
        await owner.destroy();
      }
    }, 30_000);

    it('refuses to start for an owner without CREATEROLE on a language-sorted database, listing both', async () => {
      const url = await cluster.createManagedOwner('bare_owner', 'bare', {
        createrole: false,
        icuLocale: 'en',
      });
      const error: unknown = await start(url).catch((failure: unknown) => failure);
      // A ConfigError: server.ts prints its message alone, without a stack trace.
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as Error).message).toMatch(
        /^The DATABASE_URL role bare_owner cannot set up the database bare\. It needs:\n {2}- a database that sorts text by code point \(its collation is an ICU locale\).*\n {2}- CREATEROLE.*alter role bare_owner createrole\)\n/,
      );
    }, 30_000);
  });
}
