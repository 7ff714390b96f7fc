/**
 * Issue 8's benchmark: with BENCH_CONTACTS contacts and BENCH_EVENTS events in the demo tenant
 * (1,000,000 and 10,000,000 by default; the history is cached between runs, see
 * history-cache.ts), the eight Dashboard/ endpoints and the 360 timeline's first page over
 * HTTP (target p95 < 50 ms), the same dashboard figures computed over raw events in the same
 * run (the ratio), and ingestion with batches of 500 over HTTP while dashboards are asked
 * (target >= 10,000 events/s, dashboards p95 < 100 ms).
 */
import { rmSync } from 'node:fs';
import type { Kysely } from 'kysely';
import type { DB } from '../../apps/api/src/db/schema.ts';
import { withTenant } from '../../apps/api/src/db/tenant.ts';
import { dashboardQueries, rawEventQueries } from '../../apps/api/src/modules/dashboard/index.ts';
import { signInOverApi } from '../../e2e/support/api-sign-in.ts';
import { startServer } from '../../e2e/support/server.ts';
import type { BenchRow } from '../suites.ts';
import { benchDb } from './bench-db.ts';
import { cachedHistory, historySize } from './history-cache.ts';
import { ingestUnderLoad } from './ingest-load.ts';
import { describe, ms, postJson, timeCalls } from './timing.ts';
import { DASHBOARD_ENDPOINTS } from './widgets.ts';

const TARGET_MS = 50;
const UNDER_LOAD_MS = 100;
const TARGET_EVENTS_PER_SECOND = 10_000;
const HTTP_RUNS = 40;
const RAW_RUNS = 1;
const DAY_MS = 86_400_000;

const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);
const count = (n: number) => n.toLocaleString('en-GB');

export async function dashboardBenchmark(): Promise<BenchRow[]> {
  const size = historySize();
  const history = await cachedHistory(size);
  if (history.generationSeconds !== null) {
    process.stdout.write(
      `  (history generated in ${(history.generationSeconds / 60).toFixed(1)} min)\n`,
    );
  }
  const server = await startServer({
    DATA_DIR: history.dataDir,
    LOG_LEVEL: 'error',
    RATE_LIMIT_PER_MINUTE: '100000000',
  });
  const { db, clientId, close } = await benchDb(history.dataDir);
  try {
    const session = await signInOverApi(server.baseURL, 'admin@acme.test');
    const auth = { accesstoken: session.accessToken };
    const today = Date.UTC(
      history.generatedAt.getUTCFullYear(),
      history.generatedAt.getUTCMonth(),
      history.generatedAt.getUTCDate(),
    );
    const fullRange = { fromDate: isoDay(today - 365 * DAY_MS), toDate: isoDay(today) };
    const monthRange = { fromDate: isoDay(today - 29 * DAY_MS), toDate: isoDay(today) };
    const scope = { clientId, departmentId: 0, now: history.generatedAt };
    const label = `${count(size.contacts)} contacts, ${count(size.events)} events`;

    const rows: BenchRow[] = [];
    for (const { widget, endpoint } of DASHBOARD_ENDPOINTS) {
      const path = `/api/Dashboard/${endpoint}`;
      const year = await timeCalls(
        () => postJson(server.baseURL, path, fullRange, auth),
        HTTP_RUNS,
      );
      const month = await timeCalls(
        () => postJson(server.baseURL, path, monthRange, auth),
        HTTP_RUNS,
      );
      const inTenant = (run: (trx: Kysely<DB>) => Promise<unknown>) =>
        withTenant(db, { clientId }, run);
      const rollup = await timeCalls(
        () => inTenant((trx) => dashboardQueries[widget](trx, scope, fullRange)),
        10,
      );
      // Raw scans take seconds to minutes at full size: one run each, after the rollups warmed
      // the same tables.
      const raw = await timeCalls(
        () => inTenant((trx) => rawEventQueries[widget](trx, scope, fullRange)),
        RAW_RUNS,
        0,
      );
      rows.push({
        name: `Dashboard/${endpoint} (${label})`,
        figure: `366 d ${describe(year)}; 30 d p95 ${ms(month.p95)} ms`,
        baseline: `raw events ${ms(raw.p50)} ms vs rollups p50 ${ms(rollup.p50)} ms (SQL, 366 d)`,
        ratio: `${(raw.p50 / Math.max(rollup.p50, 0.01)).toFixed(0)}x faster`,
        target: `p95 < ${TARGET_MS} ms`,
        met: year.p95 < TARGET_MS && month.p95 < TARGET_MS,
      });
    }

    // The busiest people: the longest timelines are the slowest first pages.
    const busiest = await withTenant(db, { clientId }, (trx) =>
      trx
        .selectFrom('contact_engagement')
        .select('passport_id')
        .where('client_id', '=', clientId)
        .orderBy('engagements', 'desc')
        .limit(20)
        .execute(),
    );
    const health = await timeCalls(
      () => fetch(`${server.baseURL}/api/health`).then((r) => r.arrayBuffer()),
      HTTP_RUNS,
    );
    const timeline = await timeCalls(
      (i) =>
        postJson(
          server.baseURL,
          '/api/UserAnalytics360/TimeLine',
          { passportId: busiest[i % busiest.length]!.passport_id },
          auth,
        ),
      HTTP_RUNS,
    );
    rows.push({
      name: `UserAnalytics360/TimeLine first page, 20 busiest people (${label})`,
      figure: describe(timeline),
      baseline: `GET /api/health ${describe(health)}`,
      ratio: `${(timeline.p50 / Math.max(health.p50, 0.01)).toFixed(1)}x /api/health`,
      target: `p95 < ${TARGET_MS} ms`,
      met: timeline.p95 < TARGET_MS,
    });

    const { key } = await postJson<{ key: string }>(
      server.baseURL,
      '/api/DataExchange/CreateApiKey',
      { clientId, name: 'Benchmark ingestion', scopes: ['events:write'] },
      auth,
    );
    const passports = await withTenant(db, { clientId }, (trx) =>
      trx
        .selectFrom('contacts')
        .select('passport_id')
        .where('client_id', '=', clientId)
        .orderBy('id')
        .limit(50_000)
        .execute(),
    );
    const email = await withTenant(db, { clientId }, (trx) =>
      trx
        .selectFrom('communications')
        .select('id')
        .where('client_id', '=', clientId)
        .where('channel_id', '=', 1)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow(),
    );
    const atRest = await timeCalls(
      (i) =>
        postJson(
          server.baseURL,
          `/api/Dashboard/${DASHBOARD_ENDPOINTS[i % 8]!.endpoint}`,
          monthRange,
          auth,
        ),
      HTTP_RUNS,
    );
    const load = await ingestUnderLoad({
      baseURL: server.baseURL,
      apiKey: key,
      accessToken: session.accessToken,
      passports: passports.map((p) => p.passport_id),
      communicationId: email.id,
      range: monthRange,
      seconds: Number(process.env.BENCH_INGEST_SECONDS ?? 30),
      senders: 4,
    });
    rows.push({
      name: `POST /api/events, batches of 500, 4 senders (${count(load.accepted)} events stored)`,
      figure: `${count(Math.round(load.eventsPerSecond))} events/s`,
      baseline: `target ${count(TARGET_EVENTS_PER_SECOND)} events/s`,
      ratio: `${((load.eventsPerSecond / TARGET_EVENTS_PER_SECOND) * 100).toFixed(0)}% of target`,
      target: `>= ${count(TARGET_EVENTS_PER_SECOND)} events/s`,
      met: load.eventsPerSecond >= TARGET_EVENTS_PER_SECOND && load.errors === 0,
    });
    rows.push({
      name: 'Dashboard/ endpoints (30 d, in turn) while ingesting',
      figure: describe(load.dashboards),
      baseline: `at rest ${describe(atRest)}`,
      ratio: `${(load.dashboards.p95 / Math.max(atRest.p95, 0.01)).toFixed(1)}x p95 at rest`,
      target: `p95 < ${UNDER_LOAD_MS} ms`,
      met: load.dashboards.p95 < UNDER_LOAD_MS && load.errors === 0,
    });
    return rows;
  } finally {
    await close();
    await server.stop();
    rmSync(history.dataDir, { recursive: true, force: true });
  }
}
