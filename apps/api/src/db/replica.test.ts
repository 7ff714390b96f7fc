import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#/build-app.ts';
import { loadConfig } from '#/config.ts';
import { createUntypedKysely } from '#/db/pool.ts';
import type { DB } from '#/db/schema.ts';
import { signIn } from '../../test/auth-helpers.ts';
import { TEST_APP_SECRET } from '../../test/create-test-app.ts';
import {
  debianPostgresBin,
  hasDebianPostgres,
  startDebianPostgres,
  type TDebianCluster,
} from '../../test/debian-postgres.ts';
import { startStandby, type TStandby } from '../../test/streaming-replica.ts';

/**
 * DATABASE_REPLICA_URL against a real hot standby fed by streaming replication (Debian's
 * PostgreSQL 15 for both: the embedded npm binaries have no pg_basebackup). Pausing the
 * standby's replay makes the primary's later commits a marker visible on one side only.
 */
const available = hasDebianPostgres(15);
const title = available
  ? 'DATABASE_REPLICA_URL: dashboards, analytics 360 and exports read a streaming replica'
  : `DATABASE_REPLICA_URL: SKIPPED, ${debianPostgresBin(15)} is missing (apt-get install postgresql-15; .ci/run installs it)`;

describe.skipIf(!available)(title, () => {
  let primary: TDebianCluster;
  let standby: TStandby;
  let dataDir: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    primary = await startDebianPostgres(15);
    const ownerUrl = await primary.createManagedOwner('acme_owner', 'acme');
    standby = await startStandby(primary, debianPostgresBin(15));
    dataDir = await mkdtemp(path.join(tmpdir(), 'resonate-replica-data-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: ownerUrl,
      // The operator's URL names the replica's owner login; requests sign in as the app role.
      DATABASE_REPLICA_URL: standby.url('acme'),
      DATA_DIR: dataDir,
      APP_SECRET: TEST_APP_SECRET,
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
      SEED_DEMO: 'true',
    });
    app = await buildApp(config, { queue: false, server: { pluginTimeout: 60_000 } });
    await app.ready();
  }, 90_000);
  afterAll(async () => {
    await app?.close();
    await standby?.stop();
    await primary?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('a dashboard widget answers from the replica, writes go to the primary, and the lag shows while replay is paused', async () => {
    const admin = await signIn(app, 'admin@acme.test');
    const today = new Date().toISOString().slice(0, 10);
    const dashboard = async (name: string, body: object) => {
      const response = await app.inject({
        method: 'POST',
        url: `/api/Dashboard/${name}`,
        headers: { accesstoken: admin.accessToken },
        payload: body,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data;
    };
    const leadSources = async () =>
      (
        (await dashboard('GetLeadsSourceData', { fromDate: today, toDate: today })) as {
          sources: { source: string }[];
        }
      ).sources.map((row) => row.source);

    await standby.resumeAndCatchUp();
    expect(await dashboard('GetDataLag', {})).toEqual({ behindSeconds: 0 });
    await standby.pauseReplay();

    // A write through the API while replay is paused: it succeeds (the standby would refuse
    // it) and lands on the primary.
    const created = await app.inject({
      method: 'POST',
      url: '/api/DataExchange/CreateApiKey',
      headers: { accesstoken: admin.accessToken },
      payload: {
        clientId: admin.clientId,
        name: 'Written to the primary',
        scopes: ['events:write'],
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    // The marker: a lead source committed on the primary after the pause.
    const owner = app.ownerDb as Kysely<DB>;
    await sql`insert into lead_source_rollups (client_id, day, lead_source, leads)
      values (${admin.clientId}, ${today}::date, 'Replica marker', 7)`.execute(owner);

    await standby.waitUntilReceived();
    expect(await leadSources()).not.toContain('Replica marker');
    const paused = (await dashboard('GetDataLag', {})) as { behindSeconds: number };
    expect(paused.behindSeconds).toBeGreaterThan(0);

    await standby.resumeAndCatchUp();
    expect(await leadSources()).toContain('Replica marker');
    expect(await dashboard('GetDataLag', {})).toEqual({ behindSeconds: 0 });

    // The reads above ran on the replica as the app role; the request pool never went there.
    const onStandby = createUntypedKysely({ url: standby.url('acme'), max: 1, name: 'check' });
    try {
      const { rows } = await sql<{ application_name: string; usename: string }>`
        select distinct application_name, usename from pg_stat_activity
        where datname = 'acme' and application_name like 'resonate%'
        order by application_name`.execute(onStandby);
      expect(rows).toEqual([{ application_name: 'resonate-read', usename: 'resonate_app' }]);
    } finally {
      await onStandby.destroy();
    }
  }, 30_000);
});
