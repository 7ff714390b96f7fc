import { sql } from 'kysely';
import { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUntypedKysely, type TUntypedDb } from '#/db/pool.ts';
import { createTestDatabase, type TTestDatabase } from '../../test/create-test-app.ts';

/**
 * What our schedules rely on (issue 24, item 2): every worker calls schedule() for every cron
 * job of src/jobs/, and pg-boss still creates one job per period. Each cron pass is claimed by
 * one instance, and each occurrence is filed under a singleton key for its minute. Three
 * instances here pass every second (production: every 30 s) over a cron that fires every
 * second, the harshest case: still one job per minute.
 */
let database: TTestDatabase;
let db: TUntypedDb;
const instances: PgBoss[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  db = createUntypedKysely({ url: database.url, max: 1, name: 'scheduled-once' });
});
afterAll(async () => {
  await Promise.all(instances.map((boss) => boss.stop({ graceful: false })));
  await db.destroy();
  await database.drop();
});

const minuteOf = (ms: number) => Math.floor(ms / 60_000);

describe('a cron schedule on several instances', () => {
  it('creates one job per period, whichever instance runs the pass', async () => {
    const queue = 'scheduled-once-test';
    for (let n = 0; n < 3; n += 1) {
      const boss = new PgBoss({
        connectionString: database.url,
        max: 2,
        supervise: false,
        cronMonitorIntervalSeconds: 1,
        cronWorkerIntervalSeconds: 1,
      });
      await boss.start();
      instances.push(boss);
    }
    await instances[0]!.createQueue(queue);
    const from = Date.now();
    // As every worker's start does: the same schedule from each instance.
    await Promise.all(
      instances.map((boss) => boss.schedule(queue, '* * * * * *', null, { tz: 'UTC' })),
    );
    await new Promise((resolve) => setTimeout(resolve, 4_500));
    const to = Date.now();

    const { rows } = await sql<{ n: number }>`select count(*)::int as n from pgboss.job
      where name = ${queue}`.execute(db);
    // Passes ran (several a second between the three), and each minute got one job.
    const minutes = minuteOf(to) - minuteOf(from - 1_000) + 1;
    expect(rows[0]!.n).toBeGreaterThanOrEqual(1);
    expect(rows[0]!.n).toBeLessThanOrEqual(minutes);
    const { rows: slots } = await sql<{ n: number; keys: number }>`
      select count(*)::int as n, count(distinct singleton_on)::int as keys from pgboss.job
      where name = '__pgboss__send-it' and data->>'name' = ${queue}`.execute(db);
    expect(slots[0]!.n).toBe(slots[0]!.keys);
  });
});
