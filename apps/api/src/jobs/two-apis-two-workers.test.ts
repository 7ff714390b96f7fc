import { readdir } from 'node:fs/promises';
import { sql, type Kysely } from 'kysely';
import { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS } from '@resonate/contracts/campaigns/communication-status';
import { LICENCE_EXPIRY_NOTICE_DAYS } from '@resonate/contracts/onboarding/licence';
import type { DB } from '#/db/schema.ts';
import { DEMO_CLIENTS } from '#/modules/demo/index.ts';
import type { TWorkerProcess } from '../../test/api-process.ts';
import { signIn } from '../../test/auth-helpers.ts';
import { startInstallation, type TInstallation } from '../../test/installation.ts';
import { connect, openRequest, startSlowSmtpSink, type TSlowSink } from '../../test/stop-probes.ts';
import { multipart } from '#/modules/audience/testing.ts';
import {
  insertEmailCommunication,
  edges,
  entryList,
  exit,
  sendEmail,
  ownerOf,
  seedListWithContacts,
  useSmtpSink,
  type TCaller,
} from '#/modules/communications/testing.ts';
import { JOURNEY_TICK_QUEUE } from '#/modules/communications/index.ts';
import { previousPeriod } from '#/modules/invoices/index.ts';
import { EXPIRE_ADHOC_LISTS_QUEUE } from './expire-adhoc-lists-job.ts';
import { INVOICE_CLOSING_QUEUE } from './invoice-closing-job.ts';
import { LICENCE_EXPIRY_QUEUE } from './licence-expiry-job.ts';

/**
 * Issue 24, items 2 and 3, on one installation scaled out: two API processes (RUN_WORKER=false)
 * and two worker processes (`npm run worker`), real ones, started together on an empty database
 * (one installation for both items: process starts are most of the cost).
 *
 * Item 2: the work a user gives through either API happens exactly once. Item 3: workers get
 * SIGTERM (a deploy: they hand their work back) and SIGKILL (a crash: the engine's recovery)
 * during a send and an import and are started again; an API process gets SIGTERM with a
 * request and a notification stream open. The grace is short (4 s) so that a stop is quick and
 * an import outlasts it.
 */
/** Short, so a stop is quick; an import still running at a stop is handed back at once. */
const GRACE_SECONDS = 3;

let i: TInstallation;
let owner: Kysely<DB>;
let admin: TCaller;
let sink: TSlowSink;
/** The test's own pg-boss: sends jobs as pg-boss's cron or a second delivery would. */
let boss: PgBoss;

beforeAll(async () => {
  i = await startInstallation({
    apis: 2,
    workers: 2,
    empty: true,
    env: { SHUTDOWN_GRACE_SECONDS: String(GRACE_SECONDS) },
  });
  owner = ownerOf(i.control);
  admin = await signIn(i.control, 'admin@acme.test');
  sink = await startSlowSmtpSink();
  await useSmtpSink(i.control, admin, sink);
  boss = new PgBoss({ connectionString: i.database.url, schedule: false, supervise: false });
  await boss.start();
}, 120_000);
afterAll(async () => {
  await boss?.stop({ graceful: false });
  await i?.close();
  await sink?.close();
});

/** POSTs to an API process as the admin. */
async function post(api: 0 | 1, path: string, body: object) {
  const response = await i.apis[api]!.call(path, body, { accesstoken: admin.accessToken });
  expect(response.status, JSON.stringify(response.json)).toBe(200);
  return response.json.data as Record<string, unknown>;
}

/** Reads until `done` says so; the last value read. */
async function poll<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 60_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`still ${JSON.stringify(value)} after ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const until = async (check: () => boolean | Promise<boolean>, ms = 60_000) => {
  await poll(async () => check(), Boolean, ms);
};

/** Copies at the sink per recipient whose address starts with `tag-`: their Message-IDs. */
function copiesOf(tag: string) {
  const byRecipient = new Map<string, string[]>();
  for (const copy of sink.copies.filter((c) => c.to.startsWith(`${tag}-`))) {
    byRecipient.set(copy.to, [...(byRecipient.get(copy.to) ?? []), copy.messageId]);
  }
  return byRecipient;
}

const onceEach = (copies: Map<string, string[]>) =>
  [...copies.values()].every((ids) => ids.length === 1);

/** Uploads a CSV through an API process and starts its import through the other. */
async function importThroughApis(csv: string): Promise<number> {
  const form = new FormData();
  form.append('files', new Blob([csv], { type: 'text/csv' }), 'people.csv');
  const upload = await fetch(`http://127.0.0.1:${i.apis[0]!.port}/api/Audience/UploadImportFiles`, {
    method: 'POST',
    headers: { accesstoken: admin.accessToken },
    body: form,
  });
  expect(upload.status).toBe(200);
  const { importId } = ((await upload.json()) as { data: { importId: number } }).data;
  await post(1, '/api/Audience/StartImport', {
    importId,
    mapping: { Email: 'email', Name: 'firstName' },
    mode: 'update',
    destination: { kind: 'none' },
  });
  return importId;
}

const importRow = (importId: number) =>
  owner
    .selectFrom('contact_imports')
    .select(['status', 'rows_read', 'rows_inserted', 'attempts'])
    .where('id', '=', importId)
    .executeTakeFirstOrThrow();

async function contactsLike(pattern: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from contacts
    where email like ${pattern}`.execute(owner);
  return rows[0]!.n;
}

/** A communication to `recipients` new contacts (`tag-<n>@example.test`), started via an API. */
async function startSend(recipients: number, tag: string): Promise<number> {
  const { listId } = await seedListWithContacts(i.control, admin.clientId, recipients, tag);
  const id = await insertEmailCommunication(owner, admin.clientId, [listId]);
  await post(0, '/api/Communication/ResumeCommunication', { communicationId: id });
  return id;
}

/** Waits until the communication is sent; its messages by status, with what was in doubt. */
async function sendFinished(id: number) {
  await poll(
    () =>
      owner
        .selectFrom('communications')
        .select('status')
        .where('id', '=', id)
        .executeTakeFirstOrThrow(),
    (row) => row.status === STATUS.sent,
    90_000,
  );
  const { rows } = await sql<{ status: string; n: number; in_doubt: number }>`
    select status, count(*)::int as n, sum(in_doubt)::int as in_doubt from messages
    where communication_id = ${id} group by status`.execute(owner);
  return rows;
}

describe('two API processes and two workers on one database', () => {
  it('start together on an empty database: migrated once, seeded once, every process up', async () => {
    const files = await readdir(new URL('../db/migrations/', import.meta.url));
    const { rows } = await sql<{ n: number; names: number }>`
      select count(*)::int as n, count(distinct name)::int as names
      from kysely_migration`.execute(owner);
    expect(rows[0]).toEqual({ n: files.length, names: files.length });
    const clients = await owner.selectFrom('clients').select('id').execute();
    expect(clients).toHaveLength(DEMO_CLIENTS.length);
    const version = await sql<{ n: number }>`select count(*)::int as n from pgboss.version`.execute(
      owner,
    );
    expect(version.rows[0]!.n).toBe(1);
    for (const api of i.apis) expect((await api.call('/api/health')).status).toBe(200);
    for (const worker of i.workers) expect(worker.child.exitCode).toBeNull();
  });

  it('import a file uploaded through one API and started through the other exactly once', async () => {
    const rows = 2_000;
    const lines = Array.from({ length: rows }, (_, n) => `imp${n}@scale.test,P${n}\r\n`);
    const importId = await importThroughApis(`Email,Name\r\n${lines.join('')}`);
    const done = await poll(
      () => importRow(importId),
      (row) => row.status === 'completed' || row.status === 'failed',
    );
    expect({ ...done, rows_inserted: Number(done.rows_inserted) }).toMatchObject({
      status: 'completed',
      rows_inserted: rows,
      attempts: 1,
    });
    expect(await contactsLike('imp%@scale.test')).toBe(rows);
  });

  it('send a communication started through an API: each recipient gets one message', async () => {
    const recipients = 300;
    const id = await startSend(recipients, 'camp');
    expect(await sendFinished(id)).toEqual([{ status: 'sent', n: recipients, in_doubt: 0 }]);
    // Every worker has had time to pick up any stray job for the run.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const copies = copiesOf('camp');
    expect(copies.size).toBe(recipients);
    expect(onceEach(copies)).toBe(true);
    const row = await owner
      .selectFrom('communications')
      .select('run_no')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.run_no).toBe(1);
  });

  it('tick a journey on both workers: each list member enters once and gets its step once', async () => {
    const { listId, contacts } = await seedListWithContacts(i.control, admin.clientId, 40, 'jrny');
    const saved = await post(1, '/api/Communication/SaveJourney', {
      name: 'Scale-out journey',
      graph: {
        nodes: [entryList(listId), sendEmail('hello'), exit('done')],
        edges: edges(['start', 'hello'], ['hello', 'done']),
      },
    });
    const journeyId = saved.journeyId as number;
    await post(0, '/api/Communication/StartJourney', { journeyId });
    // Ticks on both workers: the start's, and extra ones sent at once, as the cron would.
    const ticks = () => Promise.all([1, 2, 3, 4].map(() => boss.send(JOURNEY_TICK_QUEUE, null)));
    await ticks();
    await until(() => copiesOf('jrny').size === contacts.length);
    await ticks();
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(onceEach(copiesOf('jrny'))).toBe(true);
    const entries = await sql<{ contact_id: string; n: number }>`
      select contact_id, count(*)::int as n from journey_entries where journey_id = ${journeyId}
      group by contact_id`.execute(owner);
    expect(entries.rows).toHaveLength(contacts.length);
    expect(entries.rows.every((row) => row.n === 1)).toBe(true);
  });

  it('run the daily sweeps delivered twice at once to both workers exactly once', async () => {
    const clientId = admin.clientId;
    // A licence ending in five days (a notice is due) and an ad-hoc list past its expiry.
    const licence = await owner
      .updateTable('licences')
      .set({ valid_until: new Date(Date.now() + 5 * 86_400_000) })
      .where('client_id', '=', clientId)
      .where('replaced_at', 'is', null)
      .returning('id')
      .executeTakeFirstOrThrow();
    await owner
      .insertInto('audience_lists')
      .values({
        client_id: clientId,
        name: 'Expired ad-hoc',
        kind: 'adhoc',
        source: 'manual',
        expires_at: new Date(Date.now() - 60_000),
      })
      .execute();
    const since = new Date();
    // As pg-boss's cron plus a second delivery would: two jobs of each, taken by both workers.
    const queues = [LICENCE_EXPIRY_QUEUE, INVOICE_CLOSING_QUEUE, EXPIRE_ADHOC_LISTS_QUEUE];
    const jobs = await Promise.all([...queues, ...queues].map((queue) => boss.send(queue, null)));
    await poll(
      async () => {
        const { rows } = await sql<{ n: number }>`select count(*)::int as n from pgboss.job
          where id = any(${jobs}::uuid[]) and state = 'completed'`.execute(owner);
        return rows[0]!.n;
      },
      (n) => n === jobs.length,
    );

    const notices = await owner
      .selectFrom('notifications')
      .select(['user_id'])
      .where('client_id', '=', clientId)
      .where('created_at', '>=', since)
      .where('event_name', 'like', '%licence expires in%')
      .execute();
    expect(notices.length).toBeGreaterThan(0);
    expect(new Set(notices.map((n) => n.user_id)).size).toBe(notices.length);
    const recorded = await owner
      .selectFrom('licence_expiry_notices')
      .select('days_before')
      .where('licence_id', '=', licence.id)
      .execute();
    const reached = LICENCE_EXPIRY_NOTICE_DAYS.filter((days) => days >= 5);
    expect(recorded.map((r) => r.days_before).sort((x, y) => x - y)).toEqual(
      [...reached].sort((x, y) => x - y),
    );

    const period = previousPeriod(new Date());
    const periodKey = `${period.year}-${String(period.month).padStart(2, '0')}`;
    const { rows: invoices } = await sql<{ client_id: string; n: number }>`
      select client_id, count(*)::int as n from invoices where period_key = ${periodKey}
      group by client_id`.execute(owner);
    expect(invoices.length).toBeGreaterThan(0);
    expect(invoices.every((row) => row.n === 1)).toBe(true);

    const adhoc = await owner
      .selectFrom('audience_lists')
      .select('id')
      .where('name', '=', 'Expired ad-hoc')
      .execute();
    expect(adhoc).toEqual([]);
  });
});

type TLogEntry = TWorkerProcess['logs'][number];

/**
 * The running worker holding a piece of work: the one whose latest line about it says it
 * started (and not that it ended). Workers log both (communication-send-job.ts, run-import.ts).
 */
function holderOf(started: (e: TLogEntry) => boolean, ended: (e: TLogEntry) => boolean) {
  const live = i.allWorkers.filter((w) => w.child.exitCode === null && w.child.signalCode === null);
  return live.find((worker) => {
    const last = worker.logs.findLast((e) => started(e) || ended(e));
    return last !== undefined && started(last);
  });
}

const runHolder = (communicationId: number) =>
  holderOf(
    (e) => e.msg === 'communication run started' && e.communicationId === communicationId,
    (e) => e.msg === 'communication run' && e.communicationId === communicationId,
  );

const importHolder = (importId: number) =>
  holderOf(
    (e) => e.msg === 'contact import started' && e.importId === importId,
    (e) =>
      e.importId === importId &&
      (e.msg === 'contact import committed' || e.msg === 'contact import handed back on shutdown'),
  );

describe('workers stopped mid-work', () => {
  it('SIGTERM during a send: the run is handed back and every recipient gets exactly one message', async () => {
    const recipients = 800;
    const id = await startSend(recipients, 'term');
    await until(() => copiesOf('term').size >= recipients * 0.25);
    const holder = await poll(async () => runHolder(id), Boolean);
    const stoppedAt = Date.now();
    expect(await holder!.stop('SIGTERM')).toBe(0);
    // Soon: it handed back instead of waiting out the grace (a busy machine's margin added).
    expect(Date.now() - stoppedAt).toBeLessThan(GRACE_SECONDS * 1000 + 2_000);
    const ended = holder!.logs.findLast((e) => e.msg === 'communication run');
    expect(ended).toMatchObject({ communicationId: id, result: 'handedBack' });
    const replacement = i.startWorker();

    // The other worker resumes the run at once.
    expect(await sendFinished(id)).toEqual([{ status: 'sent', n: recipients, in_doubt: 0 }]);
    const copies = copiesOf('term');
    expect(copies.size).toBe(recipients);
    expect(onceEach(copies)).toBe(true);
    await replacement;
  }, 120_000);

  it('SIGKILL during a send: every recipient gets it, copies only of what was in doubt', async () => {
    const recipients = 600;
    const id = await startSend(recipients, 'kill');
    await until(() => copiesOf('kill').size >= recipients * 0.3);
    const holder = await poll(async () => runHolder(id), Boolean);
    await holder!.stop('SIGKILL');
    // What the crash left between claim and mark: the only messages that may arrive twice.
    const { rows: left } = await sql<{ n: number }>`select count(*)::int as n from messages
      where communication_id = ${id} and status = 'sending'`.execute(owner);
    const inDoubt = left[0]!.n;
    // Restarted, as an orchestrator does: a starting worker sweeps for runs left under way.
    await i.startWorker();
    expect(await sendFinished(id)).toEqual([{ status: 'sent', n: recipients, in_doubt: inDoubt }]);
    const copies = copiesOf('kill');
    expect(copies.size).toBe(recipients);
    // A copy is the same message (one Message-ID), and only one that was in doubt.
    expect([...copies.values()].every((ids) => new Set(ids).size === 1)).toBe(true);
    const extra = [...copies.values()].reduce((sum, ids) => sum + ids.length - 1, 0);
    expect(extra).toBeLessThanOrEqual(inDoubt);
  }, 120_000);

  it('an import survives a SIGTERM (handed back, not counted) and a SIGKILL (run again): every contact imported once', async () => {
    const rows = 60_000;
    const lines = Array.from({ length: rows }, (_, n) => `stop${n}@import.test,S${n}\r\n`);
    const importId = await importThroughApis(`Email,Name\r\n${lines.join('')}`);
    const runningOn = () =>
      poll(async () => {
        const row = await importRow(importId);
        return row.status === 'running' && Number(row.rows_read) > 0
          ? importHolder(importId)
          : undefined;
      }, Boolean);

    // A deploy stops the worker running it: rolled back, queued, taken by the other at once.
    const first = await runningOn();
    expect(await first!.stop('SIGTERM')).toBe(0);
    expect(first!.logs.some((e) => e.msg === 'contact import handed back on shutdown')).toBe(true);
    expect(await contactsLike('stop%@import.test')).toBe(0);

    // That worker crashes mid-run; the recovery sweep of the one started next runs it again.
    const second = await runningOn();
    expect(second).not.toBe(first);
    expect((await importRow(importId)).attempts).toBe(1);
    await second!.stop('SIGKILL');
    expect((await importRow(importId)).status).toBe('running');
    expect(await contactsLike('stop%@import.test')).toBe(0);
    await i.startWorker();

    const done = await poll(
      () => importRow(importId),
      (row) => row.status !== 'running' && row.status !== 'queued',
      90_000,
    );
    expect({ ...done, rows_inserted: Number(done.rows_inserted) }).toMatchObject({
      status: 'completed',
      rows_inserted: rows,
      attempts: 2,
    });
    expect(await contactsLike('stop%@import.test')).toBe(rows);
  }, 180_000);
});

describe('an API process on SIGTERM', () => {
  it('ends its notification streams, refuses new connections, finishes the request in flight and cuts one that outlives the grace', async () => {
    const api = i.apis[1]!;
    const ticket = await post(1, '/api/AlertAndNotifications/GetStreamTicket', {
      clientId: admin.clientId,
      userId: admin.userId,
    });
    const query = `ticket=${encodeURIComponent(ticket.ticket as string)}`;
    const stream = await fetch(
      `http://127.0.0.1:${api.port}/api/AlertAndNotifications/Stream?${query}`,
    );
    expect(stream.status).toBe(200);
    const reader = stream.body!.getReader();
    const streamEnded = (async () => {
      while (!(await reader.read()).done);
      return Date.now();
    })();

    // An upload whose body is half sent when the signal comes, and one never finished.
    const { payload, headers } = multipart([
      { name: 'late.csv', content: 'Email\r\nlate@import.test\r\n' },
    ]);
    const uploadHeaders = {
      ...headers,
      accesstoken: admin.accessToken,
      'content-length': String(payload.length),
    };
    const inFlight = openRequest(api.port, '/api/Audience/UploadImportFiles', uploadHeaders);
    const hanging = openRequest(api.port, '/api/Audience/UploadImportFiles', uploadHeaders);
    inFlight.request.write(payload.subarray(0, 100));
    hanging.request.write(payload.subarray(0, 100));
    await new Promise((resolve) => setTimeout(resolve, 300));

    const stoppedAt = Date.now();
    const exited = api.stop('SIGTERM');
    expect((await streamEnded) - stoppedAt).toBeLessThan(1_000);
    await until(async () => (await connect(api.port)) === 'refused', 2_000);
    inFlight.request.end(payload.subarray(100));
    expect(await inFlight.answer).toEqual({ status: 200 });
    expect(await hanging.answer).toEqual({ error: expect.any(String) });
    expect(await exited).toBe(0);
    const took = Date.now() - stoppedAt;
    expect(took).toBeGreaterThanOrEqual(GRACE_SECONDS * 1000 - 200);
    expect(took).toBeLessThan(GRACE_SECONDS * 1000 + 3_000);
    // The other API process still serves.
    expect((await i.apis[0]!.call('/api/health')).status).toBe(200);
  }, 30_000);
});
