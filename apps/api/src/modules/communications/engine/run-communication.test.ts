import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMM_MSG } from '@resonate/contracts/campaigns/communications';
import { STATUS } from '@resonate/contracts/campaigns/communication-status';
import type { DB } from '#/db/schema.ts';
import {
  comm,
  createCommunicationFixture,
  ownerOf,
  seedListWithContacts,
  type TCommunicationFixture,
} from '../test/communication-fixtures.ts';
import { runDueCommunications } from './run-due.ts';
import { startCommunication } from './start-communication.ts';
import {
  communicationRow,
  insertEmailCommunication,
  messageStatuses,
} from './test/engine-fixture.ts';
import { suppressionHash } from '../../../../test/suppression-hash.ts';

let f: TCommunicationFixture;
let owner: Kysely<DB>;

beforeAll(async () => {
  f = await createCommunicationFixture({ contacts: 40 });
  owner = ownerOf(f.app);
  // Runs are tried at moments decades ahead: the licence must still be in force then (a run
  // after it lapses is paused, licence-sending.test.ts).
  await sql`update licences set valid_until = '2199-01-01' where client_id = ${f.clientId}
    and replaced_at is null`.execute(owner);
}, 60_000);
afterAll(() => f.close());

const sendNow = async (id: number, now = new Date()) => {
  await startCommunication(f.app, f.clientId, id, now);
  await runDueCommunications(f.app, now, { batchSize: 7 });
};

describe('the sending engine', () => {
  it('sends one personalised message per contact, records them and counts them in the rollups', async () => {
    const before = f.sink!.received.length;
    const id = await insertEmailCommunication(owner, f.clientId, [f.listId], {
      createdBy: f.admin.userId,
    });
    await startCommunication(f.app, f.clientId, id);
    expect((await communicationRow(owner, f.clientId, id)).status).toBe(STATUS.sending);
    await runDueCommunications(f.app, new Date(), { batchSize: 7 });

    const row = await communicationRow(owner, f.clientId, id);
    expect(row.status).toBe(STATUS.sent);
    expect(row.run_no).toBe(1);
    expect(Number(row.audience_size)).toBe(40);
    expect(row.next_run_at).toBeNull();
    expect(await messageStatuses(owner, f.clientId, id)).toEqual({ sent: 40 });

    const mails = f.sink!.received.slice(before);
    expect(mails).toHaveLength(40);
    expect(new Set(mails.map((m) => m.to[0])).size).toBe(40);
    // One delivery id per message, of the agreed form.
    expect(new Set(mails.map((m) => m.messageId)).size).toBe(40);
    for (const mail of mails) expect(mail.messageId).toMatch(new RegExp(`^<c${id}\\.r1\\.m\\d+@`));
    const first = f.contacts[0]!;
    const toFirst = mails.find((m) => m.to[0] === first.email)!;
    expect(toFirst.subject).toBe(`Hello ${first.firstName}`);

    const rollup = await sql<{ sent: number }>`select coalesce(sum(sent), 0)::int as sent
      from event_rollups where client_id = ${f.clientId} and communication_id = ${id}`.execute(
      owner,
    );
    expect(rollup.rows[0]!.sent).toBe(40);

    const progress = await comm(f.app, f.admin, 'GetSendProgress', { communicationId: id });
    expect(progress.statusCode, progress.body).toBe(200);
    const data = progress.json().data.progress;
    expect(data).toMatchObject({ status: STATUS.sent, run: 1, total: 40 });
    expect(data.counts.sent).toBe(40);
  });

  it('starting twice sends once', async () => {
    const before = f.sink!.received.length;
    const id = await insertEmailCommunication(owner, f.clientId, [f.listId]);
    await startCommunication(f.app, f.clientId, id);
    await startCommunication(f.app, f.clientId, id);
    await runDueCommunications(f.app);
    await startCommunication(f.app, f.clientId, id);
    await runDueCommunications(f.app);
    expect(f.sink!.received.length - before).toBe(40);
    expect((await communicationRow(owner, f.clientId, id)).run_no).toBe(1);
  });

  it('a hard bounce suppresses the address and the run ends partially sent', async () => {
    const { listId, contacts } = await seedListWithContacts(f.app, f.clientId, 3);
    const bad = contacts[1]!.email;
    f.sink!.rejectRecipients.add(bad);
    try {
      const id = await insertEmailCommunication(owner, f.clientId, [listId]);
      await sendNow(id);
      expect((await communicationRow(owner, f.clientId, id)).status).toBe(STATUS.partially_sent);
      expect(await messageStatuses(owner, f.clientId, id)).toEqual({ sent: 2, bounced: 1 });
      const suppression = await owner
        .selectFrom('suppressions')
        .select('reason')
        .where('client_id', '=', f.clientId)
        .where('address_hash', '=', suppressionHash(bad))
        .executeTakeFirst();
      expect(suppression?.reason).toBe('hard_bounce');

      // The next communication leaves the suppressed address out.
      const next = await insertEmailCommunication(owner, f.clientId, [listId]);
      await sendNow(next);
      expect(await messageStatuses(owner, f.clientId, next)).toEqual({ sent: 2 });
    } finally {
      f.sink!.rejectRecipients.delete(bad);
    }
  });

  it('the frequency cap writes capped people as suppressed, never sent', async () => {
    const { listId } = await seedListWithContacts(f.app, f.clientId, 4);
    const firstId = await insertEmailCommunication(owner, f.clientId, [listId]);
    await sendNow(firstId);
    const capped = await insertEmailCommunication(owner, f.clientId, [listId], {
      frequencyCap: { max: 1, days: 7 },
    });
    const before = f.sink!.received.length;
    await sendNow(capped);
    expect(f.sink!.received.length).toBe(before);
    expect(await messageStatuses(owner, f.clientId, capped)).toEqual({ suppressed: 4 });
    const row = await communicationRow(owner, f.clientId, capped);
    expect(row.status).toBe(STATUS.audience_empty);
  });

  it('a later schedule waits for its time in the client time zone', async () => {
    const { listId } = await seedListWithContacts(f.app, f.clientId, 2);
    const id = await insertEmailCommunication(owner, f.clientId, [listId], {
      schedule: { kind: 'later', at: '2099-01-01T09:00' },
    });
    await startCommunication(f.app, f.clientId, id);
    const row = await communicationRow(owner, f.clientId, id);
    expect(row.status).toBe(STATUS.scheduled);
    expect(row.next_run_at).not.toBeNull();
    await runDueCommunications(f.app);
    expect(await messageStatuses(owner, f.clientId, id)).toEqual({});
    await runDueCommunications(f.app, new Date(row.next_run_at!.getTime() + 1_000));
    expect(await messageStatuses(owner, f.clientId, id)).toEqual({ sent: 2 });
  });

  it('a recurring communication schedules its next run after each one', async () => {
    const { listId } = await seedListWithContacts(f.app, f.clientId, 2);
    const id = await insertEmailCommunication(owner, f.clientId, [listId], {
      schedule: { kind: 'recurring', at: '2026-01-01T00:00', every: 'daily' },
    });
    await startCommunication(f.app, f.clientId, id);
    const planned = await communicationRow(owner, f.clientId, id);
    // The first occurrence from now on (the start date is in the past: missed runs are skipped).
    expect(planned.next_run_at!.getTime()).toBeGreaterThan(Date.now() - 61_000);
    await runDueCommunications(f.app, new Date(planned.next_run_at!.getTime() + 1_000));
    const row = await communicationRow(owner, f.clientId, id);
    expect(row.status).toBe(STATUS.recurring);
    expect(row.run_no).toBe(1);
    expect(row.next_run_at!.getTime() - planned.next_run_at!.getTime()).toBe(24 * 3_600_000);
    await runDueCommunications(f.app, new Date(row.next_run_at!.getTime() + 1_000));
    const second = await communicationRow(owner, f.clientId, id);
    expect(second.run_no).toBe(2);
    expect(await messageStatuses(owner, f.clientId, id)).toEqual({ sent: 4 });
  });

  it('outside the send window it waits for the window', async () => {
    const { listId } = await seedListWithContacts(f.app, f.clientId, 2);
    const today = new Date().getUTCDay();
    const id = await insertEmailCommunication(owner, f.clientId, [listId], {
      // A window on another day of the week only.
      sendWindow: { from: '00:00', to: '23:59', days: [(today + 3) % 7] },
    });
    await sendNow(id);
    const row = await communicationRow(owner, f.clientId, id);
    expect(row.status).toBe(STATUS.waiting_window);
    expect(row.next_run_at!.getTime()).toBeGreaterThan(Date.now() + 24 * 3_600_000);
    expect(await messageStatuses(owner, f.clientId, id)).toEqual({ queued: 2 });
  });

  it('a template that does not parse fails the communication with its reason', async () => {
    const id = await insertEmailCommunication(owner, f.clientId, [f.listId], {
      html: '<p>{% if %}</p>',
    });
    await sendNow(id);
    const row = await communicationRow(owner, f.clientId, id);
    expect(row.status).toBe(STATUS.failed);
    expect(row.last_error).toContain('The template has an error');
  });

  it('a list deleted before the send fails it with the list message', async () => {
    const { listId } = await seedListWithContacts(f.app, f.clientId, 1);
    const id = await insertEmailCommunication(owner, f.clientId, [listId]);
    await owner.deleteFrom('audience_lists').where('id', '=', listId).execute();
    await sendNow(id);
    const row = await communicationRow(owner, f.clientId, id);
    expect(row.status).toBe(STATUS.failed);
    expect(row.last_error).toBe(COMM_MSG.listGone);
  });

  it('a paused communication sends nothing until resumed', async () => {
    const { listId } = await seedListWithContacts(f.app, f.clientId, 3);
    const id = await insertEmailCommunication(owner, f.clientId, [listId]);
    await startCommunication(f.app, f.clientId, id);
    await owner
      .updateTable('communications')
      .set({ status: STATUS.paused })
      .where('id', '=', id)
      .execute();
    await runDueCommunications(f.app);
    expect(await messageStatuses(owner, f.clientId, id)).toEqual({});
    await startCommunication(f.app, f.clientId, id);
    await runDueCommunications(f.app);
    expect(await messageStatuses(owner, f.clientId, id)).toEqual({ sent: 3 });
  });

  it('GetSendProgress: 404 for an unknown communication, 400 for a bad id', async () => {
    const missing = await comm(f.app, f.admin, 'GetSendProgress', { communicationId: 99_999_999 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(COMM_MSG.notFound);
    const bad = await comm(f.app, f.admin, 'GetSendProgress', { communicationId: 'x' });
    expect(bad.statusCode).toBe(400);
  });
});
