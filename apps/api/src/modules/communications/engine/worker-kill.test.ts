import { spawn, type ChildProcess } from 'node:child_process';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS } from '@resonate/contracts/campaigns/communication-status';
import type { DB } from '#/db/schema.ts';
import { TEST_APP_SECRET } from '../../../../test/create-test-app.ts';
import { startSlowSmtpSink, type TSlowSink } from '../../../../test/stop-probes.ts';
import {
  comm,
  createCommunicationFixture,
  ownerOf,
  useSmtpSink,
  type TCommunicationFixture,
} from '../test/communication-fixtures.ts';
import { startCommunication } from './start-communication.ts';
import {
  communicationRow,
  insertEmailCommunication,
  messageStatuses,
} from './test/engine-fixture.ts';

/**
 * Exactly once (issue 22, item 5): a real sending process is killed with SIGKILL at random
 * points of a 5,000-recipient run, several times, and restarted each time. Each message is
 * claimed right before its handoff and marked right after the answer, so a kill leaves at most
 * the concurrency in doubt; those are sent again with the same Message-ID and counted as
 * possibly duplicated. At the sink: every recipient got it, one Message-ID each, and the copies
 * never exceed what the kills left in doubt.
 */
const RECIPIENTS = 5_000;
const CONCURRENCY = 8;
const KILLS = 4;
const root = new URL('../../../../../../', import.meta.url).pathname;
const child = new URL('./test/send-child.ts', import.meta.url).pathname;

function startChild(f: TCommunicationFixture): ChildProcess {
  return spawn(process.execPath, [child], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: f.t.database.url,
      DATA_DIR: f.t.dataDir,
      APP_SECRET: TEST_APP_SECRET,
      SEED_DEMO: 'false',
      SEND_BATCH: '500',
      SEND_CONCURRENCY: String(CONCURRENCY),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
}

const exited = (proc: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (proc.exitCode !== null || proc.signalCode !== null) resolve(proc.exitCode);
    else proc.once('exit', (code) => resolve(code));
  });

let f: TCommunicationFixture;
let owner: Kysely<DB>;
let sink: TSlowSink;
let received: TSlowSink['copies'];

beforeAll(async () => {
  f = await createCommunicationFixture({ contacts: RECIPIENTS, smtp: false });
  owner = ownerOf(f.app);
  sink = await startSlowSmtpSink(4);
  received = sink.copies;
  await useSmtpSink(f.app, f.admin, sink);
}, 60_000);
afterAll(async () => {
  await f.close();
  await sink.close();
});

async function sendingRows(id: number): Promise<number> {
  return (await messageStatuses(owner, f.clientId, id)).sending ?? 0;
}

describe('a worker killed mid-send', () => {
  it('SIGKILLed at random points of 5,000 sends: nobody lost, duplicates within the concurrency', async () => {
    const id = await insertEmailCommunication(owner, f.clientId, [f.listId]);
    await startCommunication(f.app, f.clientId, id);

    const inDoubtAtKill: number[] = [];
    for (let kill = 0; kill < KILLS; kill += 1) {
      const worker = startChild(f);
      // A random point of this stretch: kills spread over the run, never after its end.
      const target = received.length + 150 + Math.floor(Math.random() * 800);
      const deadline = Date.now() + 90_000;
      while (received.length < target) {
        if (Date.now() > deadline) throw new Error(`only ${received.length} arrived`);
        if (worker.exitCode !== null) throw new Error('the worker finished before the kill');
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      worker.kill('SIGKILL');
      await exited(worker);
      inDoubtAtKill.push(await sendingRows(id));
    }
    const last = startChild(f);
    expect(await exited(last)).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 200));

    expect(await messageStatuses(owner, f.clientId, id)).toEqual({ sent: RECIPIENTS });
    expect((await communicationRow(owner, f.clientId, id)).status).toBe(STATUS.sent);

    const idsByRecipient = new Map<string, Set<string>>();
    const copies = new Map<string, number>();
    for (const { to, messageId } of received) {
      idsByRecipient.set(to, (idsByRecipient.get(to) ?? new Set()).add(messageId));
      copies.set(to, (copies.get(to) ?? 0) + 1);
    }
    // Lost: none. Every recipient, one Message-ID each (a copy is the same message).
    expect(idsByRecipient.size).toBe(RECIPIENTS);
    for (const [to, ids] of idsByRecipient) {
      expect(ids.size, `${to} got ${[...ids].join(', ')}`).toBe(1);
      expect([...ids][0]).toMatch(new RegExp(`^<c${id}\\.r1\\.m\\d+@`));
    }
    const duplicated = received.length - RECIPIENTS;
    console.info(
      `${KILLS} kills left ${inDoubtAtKill.join(', ')} in doubt; ${duplicated} arrived twice`,
    );
    for (const left of inDoubtAtKill) expect(left).toBeLessThanOrEqual(CONCURRENCY);
    const inDoubt = inDoubtAtKill.reduce((sum, n) => sum + n, 0);
    expect(duplicated).toBeLessThanOrEqual(inDoubt);
    expect(Math.max(...copies.values())).toBeLessThanOrEqual(2);

    // Counted once each: the 'sent' events a killed worker had not written were written at restart.
    const rollup = await sql<{ sent: number }>`select coalesce(sum(sent), 0)::int as sent
      from event_rollups where client_id = ${f.clientId} and communication_id = ${id}`.execute(
      owner,
    );
    expect(rollup.rows[0]!.sent).toBe(RECIPIENTS);

    // The run records what may have arrived twice, and the progress answer shows it.
    const progress = await comm(f.app, f.admin, 'GetSendProgress', { communicationId: id });
    expect(progress.statusCode, progress.body).toBe(200);
    expect(progress.json().data.progress.possiblyDuplicated).toBe(inDoubt);
  }, 300_000);
});
