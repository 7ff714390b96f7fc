import { spawn, type ChildProcess } from 'node:child_process';
import type { Kysely } from 'kysely';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS } from '@resonate/contracts/campaigns/communication-status';
import type { DB } from '#/db/schema.ts';
import { TEST_APP_SECRET } from '../../../../test/create-test-app.ts';
import {
  createCommunicationFixture,
  ownerOf,
  useSmtpSink,
  type TCommunicationFixture,
  type TSmtpSink,
} from '../test/communication-fixtures.ts';
import { startCommunication } from './start-communication.ts';
import {
  communicationRow,
  insertEmailCommunication,
  messageStatuses,
} from './test/engine-fixture.ts';

/**
 * Crash safety (issue 9): a real sending process is killed (SIGKILL) in the middle of a run and
 * another one takes over. Every recipient must have exactly one distinct Message-ID (a message
 * re-sent after the crash carries the same one, so the mailbox shows one message), nobody may
 * get two different ones, and every message row must end 'sent'.
 */
const RECIPIENTS = 300;
const root = new URL('../../../../../../', import.meta.url).pathname;
const child = new URL('./test/send-child.ts', import.meta.url).pathname;

type TReceived = { to: string; messageId: string };

/** An SMTP sink that takes a few milliseconds per message, so a kill lands mid-send. */
async function slowSink(received: TReceived[]): Promise<TSmtpSink & { server: SMTPServer }> {
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    allowInsecureAuth: true,
    logger: false,
    onAuth: (auth, _session, callback) => callback(null, { user: auth.username ?? 'x' }),
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const data = Buffer.concat(chunks).toString('utf8');
        const messageId = /^Message-ID:\s*(.+)$/im.exec(data)?.[1]?.trim() ?? '';
        setTimeout(() => {
          for (const to of session.envelope.rcptTo) received.push({ to: to.address, messageId });
          callback();
        }, 8);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  return {
    server,
    port,
    received: [],
    rejectRecipients: new Set(),
    waitFor: async () => [],
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

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
const received: TReceived[] = [];
let sink: Awaited<ReturnType<typeof slowSink>>;

beforeAll(async () => {
  f = await createCommunicationFixture({ contacts: RECIPIENTS, smtp: false });
  owner = ownerOf(f.app);
  sink = await slowSink(received);
  await useSmtpSink(f.app, f.admin, sink);
}, 60_000);
afterAll(async () => {
  await f.close();
  await sink.close();
});

describe('a worker killed mid-send', () => {
  it('the next worker finishes the run: one message id per recipient, all rows sent', async () => {
    const id = await insertEmailCommunication(owner, f.clientId, [f.listId]);
    await startCommunication(f.app, f.clientId, id);

    const first = startChild(f);
    const deadline = Date.now() + 60_000;
    while (received.length < RECIPIENTS / 3) {
      if (Date.now() > deadline) throw new Error(`only ${received.length} arrived`);
      if (first.exitCode !== null) throw new Error('the first worker finished before the kill');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    first.kill('SIGKILL');
    await exited(first);
    const atKill = await messageStatuses(owner, f.clientId, id);
    expect(atKill.queued ?? 0).toBeGreaterThan(0);

    const second = startChild(f);
    expect(await exited(second)).toBe(0);
    // Late acceptances of the first worker's last connections.
    await new Promise((resolve) => setTimeout(resolve, 200));

    expect(await messageStatuses(owner, f.clientId, id)).toEqual({ sent: RECIPIENTS });
    expect((await communicationRow(owner, f.clientId, id)).status).toBe(STATUS.sent);

    const idsByRecipient = new Map<string, Set<string>>();
    for (const { to, messageId } of received) {
      idsByRecipient.set(to, (idsByRecipient.get(to) ?? new Set()).add(messageId));
    }
    expect(idsByRecipient.size).toBe(RECIPIENTS);
    for (const [to, ids] of idsByRecipient) {
      expect(ids.size, `${to} got ${[...ids].join(', ')}`).toBe(1);
      expect([...ids][0]).toMatch(new RegExp(`^<c${id}\\.r1\\.m\\d+@`));
    }
    const resent = received.length - RECIPIENTS;
    console.info(
      `worker killed with ${JSON.stringify(atKill)}; ${resent} ambiguous message(s) sent again with the same Message-ID`,
    );
    // Only rows caught 'sending' at the kill can arrive twice: at most one batch.
    expect(resent).toBeLessThanOrEqual(10);
  }, 120_000);
});
