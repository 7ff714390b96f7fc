import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS } from '@resonate/contracts/campaigns/communication-status';
import { startRecordingServer } from '#/channels/test-support/recording-server.ts';
import type { DB } from '#/db/schema.ts';
import {
  createCommunicationFixture,
  ownerOf,
  type TCommunicationFixture,
} from '../test/communication-fixtures.ts';
import { trackingSigner } from '../tracking/tracking-token.ts';
import { CLAIM_REFUSALS } from './claim-messages.ts';
import { runDueCommunications } from './run-due.ts';
import { startCommunication } from './start-communication.ts';
import {
  communicationRow,
  insertEmailCommunication,
  insertSmsCommunication,
  messageStatuses,
  useRecordingSmsProvider,
} from './test/engine-fixture.ts';
import { suppressionHash } from '../../../../test/suppression-hash.ts';

/**
 * Checked at the moment of sending (issue 22, item 6): a throttled run sends two messages a
 * minute; between its slices a contact unsubscribes, another's address is suppressed and a
 * third reaches the frequency cap. Whatever the channel, none of them gets anything more.
 */

let f: TCommunicationFixture;
let owner: Kysely<DB>;
let provider: Awaited<ReturnType<typeof startRecordingServer>>;

beforeAll(async () => {
  provider = await startRecordingServer(() => ({ status: 202, body: { message_uuid: 'u' } }));
  f = await createCommunicationFixture({ contacts: 6 });
  owner = ownerOf(f.app);
  // Mobiles for the SMS run, and the client's SMS account at the recording provider.
  await useRecordingSmsProvider(f, provider.url, '+4477009001');
}, 60_000);
afterAll(async () => {
  await f.close();
  await provider.close();
});

const MINUTE = 60_000;

/** Runs the due sweep at `at`, never sleeping: a throttled run comes back for later. */
const sweep = (at: Date) => runDueCommunications(f.app, at, { maxSleepMs: 100, batchSize: 10 });

async function messagesOf(id: number) {
  const rows = await sql<{ passport_id: string; status: string; error: string | null }>`
    select passport_id, status, error from messages
    where client_id = ${f.clientId} and communication_id = ${id} order by id`.execute(owner);
  return rows.rows;
}

const smsCommunication = (extra: { frequencyCap?: object } = {}) =>
  insertSmsCommunication(owner, f.clientId, [f.listId], { throttlePerMinute: 2, ...extra });

/** Another campaign's message to this person on the channel, sent just now. */
async function sentElsewhere(passportId: string, channelId: number, address: string) {
  const other = await insertEmailCommunication(owner, f.clientId, []);
  await owner
    .insertInto('messages')
    .values({
      client_id: f.clientId,
      communication_id: other,
      run_no: 1,
      passport_id: passportId,
      channel_id: channelId,
      address,
      status: 'sent',
      sent_at: new Date(),
    })
    .execute();
}

/** Starts the run at `start` and sweeps a minute apart until it ends; returns the last time. */
async function finish(id: number, start: Date): Promise<void> {
  let at = start;
  for (let i = 0; i < 10; i += 1) {
    at = new Date(at.getTime() + MINUTE);
    await sweep(at);
    if ((await communicationRow(owner, f.clientId, id)).status === STATUS.sent) return;
  }
  throw new Error('the run never finished');
}

describe('a throttled run checks each message when it is claimed', () => {
  it('email: an unsubscribe by the one-click link, a suppressed address and the frequency cap stop the messages still queued', async () => {
    const [, , unsubscriber, complainer, capped] = f.contacts;
    // An earlier campaign: its unsubscribe link is what the contact clicks.
    const earlier = await insertEmailCommunication(owner, f.clientId, [f.listId]);
    await startCommunication(f.app, f.clientId, earlier);
    await sweep(new Date());
    expect(await messageStatuses(owner, f.clientId, earlier)).toEqual({ sent: 6 });

    const id = await insertEmailCommunication(owner, f.clientId, [f.listId], {
      throttlePerMinute: 2,
      frequencyCap: { max: 2, days: 7 },
    });
    const start = new Date();
    await startCommunication(f.app, f.clientId, id, start);
    await sweep(start);
    expect((await communicationRow(owner, f.clientId, id)).status).toBe(STATUS.throttled);
    expect(await messageStatuses(owner, f.clientId, id)).toEqual({ sent: 2, queued: 4 });
    const before = f.sink!.received.length;

    // Meanwhile: the one-click unsubscribe (RFC 8058 POST) of the earlier mail ...
    const earlierMessage = await owner
      .selectFrom('messages')
      .select('id')
      .where('client_id', '=', f.clientId)
      .where('communication_id', '=', earlier)
      .where('passport_id', '=', unsubscriber!.passportId)
      .executeTakeFirstOrThrow();
    const token = trackingSigner(f.app.config.appSecret).sign({
      kind: 'unsubscribe',
      clientId: f.clientId,
      messageId: Number(earlierMessage.id),
    });
    const clicked = await f.app.inject({
      method: 'POST',
      url: `/t/u/${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(clicked.statusCode).toBe(200);
    // ... a complaint suppresses another address, and a third person gets another campaign.
    await owner
      .insertInto('suppressions')
      .values({
        client_id: f.clientId,
        channel_id: 1,
        address_hash: suppressionHash(complainer!.email),
        reason: 'complaint',
      })
      .execute();
    await sentElsewhere(capped!.passportId, 1, capped!.email);

    await finish(id, start);
    const to = f.sink!.received.slice(before).map((m) => m.to[0]);
    expect(to).toHaveLength(1);
    expect(to).not.toContain(unsubscriber!.email);
    expect(to).not.toContain(complainer!.email);
    expect(to).not.toContain(capped!.email);
    const rows = new Map((await messagesOf(id)).map((m) => [m.passport_id, m]));
    expect(rows.get(unsubscriber!.passportId)).toMatchObject({
      status: 'suppressed',
      error: CLAIM_REFUSALS.unsubscribed,
    });
    expect(rows.get(complainer!.passportId)).toMatchObject({
      status: 'suppressed',
      error: CLAIM_REFUSALS.suppressed,
    });
    expect(rows.get(capped!.passportId)).toMatchObject({
      status: 'suppressed',
      error: CLAIM_REFUSALS.frequencyCap,
    });
  });

  it('SMS: a contact who unsubscribes (or whose number is suppressed) during the run gets no text', async () => {
    const [, , unsubscriber, stopped] = f.contacts;
    const id = await smsCommunication();
    const start = new Date();
    await startCommunication(f.app, f.clientId, id, start);
    await sweep(start);
    expect((await communicationRow(owner, f.clientId, id)).status).toBe(STATUS.throttled);
    const before = provider.requests.length;
    expect(before).toBe(2);

    await sql`update contacts set consent = consent || '{"sms":"unsubscribed"}'::jsonb
      where client_id = ${f.clientId} and passport_id = ${unsubscriber!.passportId}`.execute(owner);
    const mobile = await owner
      .selectFrom('contacts')
      .select('mobile')
      .where('client_id', '=', f.clientId)
      .where('passport_id', '=', stopped!.passportId)
      .executeTakeFirstOrThrow();
    await owner
      .insertInto('suppressions')
      .values({
        client_id: f.clientId,
        channel_id: 2,
        address_hash: suppressionHash(mobile.mobile!),
        reason: 'unsubscribed',
      })
      .execute();

    await finish(id, start);
    expect(provider.requests.length - before).toBe(2);
    const sentTo = provider.requests.map((r) => (JSON.parse(r.body) as { to: string }).to);
    expect(sentTo).not.toContain(mobile.mobile!.replace('+', ''));
    const rows = new Map((await messagesOf(id)).map((m) => [m.passport_id, m]));
    expect(rows.get(unsubscriber!.passportId)?.status).toBe('suppressed');
    expect(rows.get(stopped!.passportId)?.status).toBe('suppressed');
  });
});
