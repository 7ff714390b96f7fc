import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../../../test/auth-helpers.ts';
import {
  createTestApp,
  TEST_APP_SECRET,
  type TTestApp,
} from '../../../../../test/create-test-app.ts';
import { call, getImport, uploaded, waitForStatus, type TCaller } from './import-test-helpers.ts';

const root = new URL('../../../../../../../', import.meta.url).pathname;
const ROWS = 150_000;

let t: TTestApp;
let admin: TCaller & { clientId: number };
const workers: ChildProcess[] = [];

/** `npm run worker` against the test app's database and data directory. */
function startWorker(): ChildProcess {
  const child = spawn(process.execPath, ['apps/api/src/worker.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: t.database.url,
      DATA_DIR: t.dataDir,
      APP_SECRET: TEST_APP_SECRET,
      LOG_LEVEL: 'silent',
    },
    stdio: 'ignore',
  });
  workers.push(child);
  return child;
}

beforeAll(async () => {
  // The API without its in-process worker: jobs wait for the worker processes below.
  t = await createTestApp({ queue: true, env: { SEED_DEMO: 'true', RUN_WORKER: 'false' } });
  admin = await signIn(t.app, 'admin@acme.test');
});
afterAll(async () => {
  for (const worker of workers) if (worker.exitCode === null) worker.kill('SIGKILL');
  await t.close();
});

async function contactCount(): Promise<number> {
  const { rows } = await sql<{ n: string }>`select count(*) n from contacts
    where client_id = ${admin.clientId}`.execute(t.app.ownerDb);
  return Number(rows[0]!.n);
}

describe('a worker killed mid-import', () => {
  it('leaves no partial rows; the next worker runs the import again to completion', async () => {
    const rows = Array.from({ length: ROWS }, (_, i) => `crash${i}@import.test,C${i}\r\n`);
    const importId = await uploaded(t.app, admin, [
      { name: 'crash.csv', content: `Email,Name\r\n${rows.join('')}` },
    ]);
    const before = await contactCount();
    const start = await call(t.app, admin, 'StartImport', {
      importId,
      mapping: { Email: 'email', Name: 'firstName' },
      mode: 'update',
      destination: { kind: 'newTargetList', name: 'Crash list' },
    });
    expect(start.statusCode).toBe(200);

    const first = startWorker();
    // Kill it while it reads the file: its transaction is open, nothing is committed.
    for (;;) {
      const { import: summary } = await getImport(t.app, admin, importId);
      if (summary.status === 'running' && summary.rowsRead > 0) break;
      expect(['queued', 'running']).toContain(summary.status);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    first.kill('SIGKILL');
    await once(first, 'exit');

    const { import: stopped } = await getImport(t.app, admin, importId);
    expect(stopped.status).toBe('running');
    expect(stopped.rowsRead).toBeLessThan(ROWS);
    expect(await contactCount()).toBe(before);
    const lists = await sql`select 1 from audience_lists where name = 'Crash list'`.execute(
      t.app.ownerDb,
    );
    expect(lists.rows).toHaveLength(0);

    // A new worker's recovery sweep finds the import without a live run and queues it again.
    startWorker();
    const done = await waitForStatus(t.app, admin, importId, ['completed', 'failed'], 90_000);
    expect(done).toMatchObject({ status: 'completed', rowsInserted: ROWS, rowsRejected: 0 });
    expect(await contactCount()).toBe(before + ROWS);
    const { rows: attempts } = await sql<{ attempts: number }>`select attempts from contact_imports
      where id = ${importId}`.execute(t.app.ownerDb);
    expect(attempts[0]?.attempts).toBe(2);
  }, 120_000);
});
