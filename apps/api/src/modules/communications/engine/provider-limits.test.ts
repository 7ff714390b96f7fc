import { sql, type Kysely } from 'kysely';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS } from '@resonate/contracts/campaigns/communication-status';
import { startRecordingServer } from '#/channels/test-support/recording-server.ts';
import type { DB } from '#/db/schema.ts';
import {
  comm,
  createCommunicationFixture,
  ownerOf,
  useSmtpSink,
  type TCommunicationFixture,
} from '../test/communication-fixtures.ts';
import { runCommunication } from './run-communication.ts';
import { startCommunication } from './start-communication.ts';
import {
  insertEmailCommunication,
  insertSmsCommunication,
  useRecordingSmsProvider,
} from './test/engine-fixture.ts';
import { suppressionHash } from '../../../../test/suppression-hash.ts';

/**
 * Provider limits (issue 22, item 8): a provider's 429 with Retry-After pauses that provider
 * for every run of the client (the pause lives in the database, so worker processes share it);
 * an SMTP 4xx is retried with backoff, a 5xx is final.
 */

let f: TCommunicationFixture;
let owner: Kysely<DB>;
let provider: Awaited<ReturnType<typeof startRecordingServer>>;
/** When each request reached the provider, and what it answered. */
const seen: { at: number; status: number }[] = [];
let throttleNext = 0;

beforeAll(async () => {
  provider = await startRecordingServer(() => {
    const status = throttleNext > 0 ? 429 : 202;
    if (throttleNext > 0) throttleNext -= 1;
    seen.push({ at: Date.now(), status });
    return status === 429
      ? { status, body: { title: 'Too many requests' }, headers: { 'retry-after': '2' } }
      : { status, body: { message_uuid: `u${seen.length}` } };
  });
  // SMTP is pointed at this file's own server in its test.
  f = await createCommunicationFixture({ contacts: 6, smtp: false });
  owner = ownerOf(f.app);
  await useRecordingSmsProvider(f, provider.url, '+4477009002');
}, 60_000);
afterAll(async () => {
  await f.close();
  await provider.close();
});

async function smsCommunication(): Promise<number> {
  const id = await insertSmsCommunication(owner, f.clientId, [f.listId]);
  await startCommunication(f.app, f.clientId, id);
  return id;
}

async function rowsOf(id: number) {
  const rows = await sql<{
    address: string;
    status: string;
    attempts: number;
    error: string | null;
    next_attempt_at: Date | null;
  }>`
    select address, status, attempts, error, next_attempt_at from messages
    where client_id = ${f.clientId} and communication_id = ${id} order by id`.execute(owner);
  return rows.rows;
}

describe('a provider that answers 429', () => {
  it('is paused for Retry-After across concurrent runs of the client, and every message still goes once', async () => {
    const [a, b] = [await smsCommunication(), await smsCommunication()];
    throttleNext = 1;
    const results = await Promise.all(
      [a, b].map((communicationId) =>
        runCommunication(
          f.app,
          { clientId: f.clientId, communicationId, run: 1 },
          { concurrency: 1 },
        ),
      ),
    );
    expect(results).toEqual(['finished', 'finished']);

    const throttled = seen.find((s) => s.status === 429)!;
    // A request already on its way when the 429 came back may arrive just after it; after
    // that, neither run hands the provider anything until the Retry-After is over.
    const during = seen.filter((s) => s.at > throttled.at + 200 && s.at < throttled.at + 1_900);
    expect(during).toEqual([]);
    expect(seen.filter((s) => s.status === 202)).toHaveLength(12);

    const limit = await owner
      .selectFrom('provider_limits')
      .selectAll()
      .where('client_id', '=', f.clientId)
      .executeTakeFirstOrThrow();
    expect(limit.provider).toBe('2');
    expect(limit.blocked_until.getTime() - throttled.at).toBeGreaterThanOrEqual(1_500);
    // Every message sent once; the throttled attempt does not count towards the limit.
    for (const id of [a, b]) {
      const rows = await rowsOf(id);
      expect(rows.map((r) => r.status)).toEqual(Array(6).fill('sent'));
      expect(rows.map((r) => r.attempts)).toEqual(Array(6).fill(1));
    }
  }, 30_000);
});

describe('a message left in doubt on an HTTP channel', () => {
  it('is sent again at restart with the same Idempotency-Key, and counted as possibly duplicated', async () => {
    const id = await smsCommunication();
    const first = provider.requests.length;
    const run = { clientId: f.clientId, communicationId: id, run: 1 };
    expect(await runCommunication(f.app, run)).toBe('finished');
    const keys = provider.requests.slice(first).map((r) => r.headers['idempotency-key']);
    expect(new Set(keys).size).toBe(6);

    // A worker died with this message in the provider's hands: 'sending', the run under way.
    const [doubtful] = await rowsOf(id);
    await sql`update messages set status = 'sending' where client_id = ${f.clientId}
      and communication_id = ${id} and address = ${doubtful!.address}`.execute(owner);
    await sql`update communications set status = ${STATUS.sending}
      where client_id = ${f.clientId} and id = ${id}`.execute(owner);
    const before = provider.requests.length;
    expect(await runCommunication(f.app, run)).toBe('finished');

    const again = provider.requests.slice(before);
    expect(again).toHaveLength(1);
    expect(keys).toContain(again[0]!.headers['idempotency-key']);
    const progress = await comm(f.app, f.admin, 'GetSendProgress', { communicationId: id });
    expect(progress.json().data.progress.possiblyDuplicated).toBe(1);
    expect((await rowsOf(id)).map((r) => r.status)).toEqual(Array(6).fill('sent'));
  });
});

describe('SMTP answers', () => {
  it('a 4xx is retried with backoff, a 5xx to the message is final without suppressing the address', async () => {
    const [later, refused] = f.contacts;
    const server = new SMTPServer({
      disabledCommands: ['STARTTLS'],
      authOptional: true,
      allowInsecureAuth: true,
      logger: false,
      onAuth: (auth, _session, callback) => callback(null, { user: auth.username ?? 'x' }),
      onData(stream, session, callback) {
        stream.resume();
        stream.on('end', () => {
          const to = session.envelope.rcptTo[0]?.address;
          const code = to === later!.email ? 451 : to === refused!.email ? 554 : 0;
          if (!code) return callback();
          const error = new Error(code === 451 ? 'Try again later' : 'Message rejected');
          callback(Object.assign(error, { responseCode: code }));
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.server.address() as { port: number }).port;
    try {
      await useSmtpSink(f.app, f.admin, {
        port,
        received: [],
        rejectRecipients: new Set(),
        waitFor: async () => [],
        close: async () => undefined,
      });
      const id = await insertEmailCommunication(owner, f.clientId, [f.listId]);
      await startCommunication(f.app, f.clientId, id);
      const started = Date.now();
      const result = await runCommunication(
        f.app,
        { clientId: f.clientId, communicationId: id, run: 1 },
        { maxSleepMs: 100 },
      );
      expect(result).toBe('waiting');

      const rows = new Map((await rowsOf(id)).map((r) => [r.address, r]));
      const retry = rows.get(later!.email)!;
      expect(retry).toMatchObject({ status: 'queued', attempts: 1 });
      expect(retry.error).toMatch(/SMTP 451/);
      expect(retry.next_attempt_at!.getTime() - started).toBeGreaterThanOrEqual(25_000);
      const final = rows.get(refused!.email)!;
      expect(final).toMatchObject({ status: 'failed', attempts: 1, next_attempt_at: null });
      expect(final.error).toMatch(/SMTP 554/);
      const suppressed = await owner
        .selectFrom('suppressions')
        .select('reason')
        .where('client_id', '=', f.clientId)
        .where('address_hash', '=', suppressionHash(refused!.email))
        .execute();
      expect(suppressed).toEqual([]);
      expect([...rows.values()].filter((r) => r.status === 'sent')).toHaveLength(4);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  }, 30_000);
});
