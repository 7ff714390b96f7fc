/**
 * Monthly partitions of contact_events (issue 24, item 5), before and after, on one embedded
 * PostgreSQL: a database migrated to just before the partitioning migration and one migrated
 * to the latest, each loaded with EVENTS events over 12 months (10 clients). Then, on each:
 * the insert rate of 1,000-event batches as ingestion writes them (its conflict rule included),
 * and two rollups over raw events: one client's daily counts by type for the last 30 days (as
 * the dashboard and dynamic lists read them) and for a month a year back. Not a test: run
 * `node bench/event-partitions.ts [events]` and read the figures.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { startEmbeddedPostgres } from '../apps/api/src/db/embedded-postgres.ts';
import { createMigrator } from '../apps/api/src/db/migrate.ts';
import { createUntypedKysely } from '../apps/api/src/db/pool.ts';

const EVENTS = Number(process.argv[2] ?? 2_000_000);
const CLIENTS = 10;
const BATCHES = 20;
const BATCH = 1_000;
const RUNS = 5;
const BEFORE = '2026-11-28T1800_whatsapp_app_secret';
const quiet = { info: () => {}, warn: () => {}, debug: () => {}, error: () => {} } as never;

type TDb = Kysely<unknown>;

async function load(db: TDb): Promise<number> {
  await sql`insert into clients (name) select 'bench ' || g from generate_series(1, ${CLIENTS}::int) g`.execute(
    db,
  );
  const started = Date.now();
  const chunk = 500_000;
  for (let from = 0; from < EVENTS; from += chunk) {
    // Spread over the 12 months before now, one passport per 20 events.
    await sql`insert into contact_events (client_id, event_key, passport_id, type, channel_id,
        occurred_at)
      select 1 + g % ${CLIENTS}::int, 'bench-' || g,
        md5((g / 20)::text)::uuid,
        (array['sent', 'delivered', 'opened', 'clicked'])[1 + g % 4], 1 + g % 3,
        now() - make_interval(secs => (g::bigint * 15768) % 31536000)
      from generate_series(${from + 1}::int, ${Math.min(from + chunk, EVENTS)}::int) g`.execute(db);
  }
  // As autovacuum leaves a table that has settled (index-only scans need the visibility map).
  await sql`vacuum analyze contact_events`.execute(db);
  return Date.now() - started;
}

async function insertRate(db: TDb, partitioned: boolean, tag: string): Promise<number> {
  const target = partitioned
    ? sql`(client_id, event_key, occurred_at)`
    : sql`(client_id, event_key)`;
  // As write-events.ts writes them (its eventId check within a month of occurredAt).
  const guard = partitioned
    ? sql`where (select e.id from contact_events e
        where e.client_id = 1 and e.event_key = input.event_key
          and e.occurred_at > now() - interval '1 minute' - interval '31 days'
          and e.occurred_at < now() - interval '1 minute' + interval '31 days' limit 1) is null`
    : sql``;
  const started = performance.now();
  for (let batch = 0; batch < BATCHES; batch += 1) {
    const keys = Array.from({ length: BATCH }, (_, n) => `${tag}-${batch}-${n}`);
    await sql`
      with input as (select k as event_key from unnest(${keys}::text[]) k)
      insert into contact_events (client_id, event_key, passport_id, type, channel_id, occurred_at)
      select 1, event_key, md5(event_key)::uuid, 'opened', 1, now() - interval '1 minute'
      from input ${guard}
      on conflict ${target} do nothing`.execute(db);
  }
  return (BATCHES * BATCH) / ((performance.now() - started) / 1000);
}

async function median(run: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let n = 0; n < RUNS; n += 1) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[Math.floor(RUNS / 2)]!;
}

const DAY = 86_400_000;
/** Bounds as parameters, as the app passes them (so the planner prunes partitions). */
const dailyCounts = (db: TDb, fromDaysAgo: number, toDaysAgo: number) =>
  sql`select (occurred_at at time zone 'UTC')::date as day, type, count(*)
    from contact_events
    where client_id = 3 and occurred_at >= ${new Date(Date.now() - fromDaysAgo * DAY)}
      and occurred_at < ${new Date(Date.now() - toDaysAgo * DAY)}
    group by 1, 2`.execute(db);

async function measure(url: string, partitioned: boolean) {
  const db = createUntypedKysely({ url, max: 1, name: 'bench' });
  const migrator = createMigrator(db);
  const { error } = partitioned
    ? await migrator.migrateToLatest()
    : await migrator.migrateTo(BEFORE);
  if (error) throw error;
  const loadMs = await load(db);
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_inherits
    where inhparent = to_regclass('contact_events')`.execute(db);
  const figures = {
    schema: partitioned ? `partitioned (${rows[0]!.n} partitions)` : 'one table',
    loadSeconds: Math.round(loadMs / 100) / 10,
    insertsPerSecond: Math.round(await insertRate(db, partitioned, 'a')),
    lastMonthRollupMs: Math.round(await median(() => dailyCounts(db, 30, 0))),
    yearAgoMonthRollupMs: Math.round(await median(() => dailyCounts(db, 360, 330))),
    insertsPerSecondAgain: Math.round(await insertRate(db, partitioned, 'b')),
  };
  await db.destroy();
  return figures;
}

const dir = await mkdtemp(path.join(tmpdir(), 'resonate-partition-bench-'));
const cluster = await startEmbeddedPostgres({
  dir: path.join(dir, 'pg'),
  password: 'bench',
  log: quiet,
  unsafeFast: true,
});
try {
  const admin = createUntypedKysely({ url: cluster.url('postgres'), max: 1, name: 'bench' });
  for (const name of ['before_partitions', 'after_partitions']) {
    await sql`create database ${sql.id(name)}`.execute(admin);
  }
  await admin.destroy();
  console.log(`${EVENTS} events over 12 months, ${CLIENTS} clients`);
  // `node bench/event-partitions.ts 2000000 after` measures the partitioned schema only.
  const only = process.argv[3];
  console.table([
    ...(only === 'after' ? [] : [await measure(cluster.url('before_partitions'), false)]),
    ...(only === 'before' ? [] : [await measure(cluster.url('after_partitions'), true)]),
  ]);
} finally {
  await cluster.stop();
  await rm(dir, { recursive: true, force: true });
}
