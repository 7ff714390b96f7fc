import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS } from '@resonate/contracts/campaigns/communication-status';
import type { TExperiment } from '@resonate/contracts/campaigns/experiment';
import type { DB } from '#/db/schema.ts';
import { withTenant } from '#/db/tenant.ts';
import {
  createCommunicationFixture,
  ownerOf,
  type TCommunicationFixture,
} from '../test/communication-fixtures.ts';
import { expandAudience } from '../engine/expand-audience.ts';
import { lockCommunication } from '../engine/run-state.ts';
import { runDueCommunications } from '../engine/run-due.ts';
import { startCommunication } from '../engine/start-communication.ts';
import { communicationRow, insertEmailCommunication } from '../engine/test/engine-fixture.ts';
import { loadExperiment, upsertExperiment } from './experiment-repository.ts';
import { bucketOf, bucketSql, variantOfBucket } from './experiment-split.ts';

/** The engine's path through an A/B test on a real database and SMTP sink, clock in hand. */

let f: TCommunicationFixture;
let owner: Kysely<DB>;
const HOUR = 3_600_000;
const T0 = new Date('2030-03-04T10:00:00Z');

const TEST: TExperiment = {
  variants: [
    { name: 'Plain', subject: 'A for {{ firstName }}' },
    { name: 'Urgent', subject: 'B for {{ firstName }}' },
  ],
  testSharePercent: 50,
  metric: 'opens',
  durationHours: 2,
  defaultVariant: 0,
};

beforeAll(async () => {
  f = await createCommunicationFixture({ contacts: 60 });
  owner = ownerOf(f.app);
  // Runs happen years ahead: the licence must still be in force then.
  await sql`update licences set valid_until = '2199-01-01' where client_id = ${f.clientId}
    and replaced_at is null`.execute(owner);
}, 60_000);
afterAll(() => f.close());

async function withTest(experiment: TExperiment): Promise<number> {
  const id = await insertEmailCommunication(owner, f.clientId, [f.listId]);
  await withTenant(f.app.db, { clientId: f.clientId }, (trx) =>
    upsertExperiment(trx, f.clientId, id, experiment),
  );
  return id;
}

async function messagesOf(id: number) {
  const rows = await sql<{ id: number; passport_id: string; variant: number; status: string }>`
    select id, passport_id, variant, status from messages
    where client_id = ${f.clientId} and communication_id = ${id} order by id`.execute(owner);
  return rows.rows;
}

/** The sink's mails of one communication (its Message-IDs name it) since `from`. */
const mailsOf = (id: number, from: number) =>
  f.sink!.received.slice(from).filter((m) => m.messageId?.startsWith(`<c${id}.`));

const variantOf = (id: number, passportId: string, experiment = TEST) =>
  variantOfBucket(
    bucketOf(id, passportId),
    experiment.testSharePercent,
    experiment.variants.length,
  );

describe('an A/B test in the engine', () => {
  it('splits in SQL exactly as bucketOf does', async () => {
    const rows = await sql<{ passport_id: string; bucket: number }>`
      select passport_id, ${bucketSql(77, sql`passport_id`)}::int as bucket from contacts
      where client_id = ${f.clientId} and passport_id = any(${f.contacts.map((c) => c.passportId)}::uuid[])`.execute(
      owner,
    );
    expect(rows.rows).toHaveLength(f.contacts.length);
    for (const row of rows.rows) expect(row.bucket).toBe(bucketOf(77, row.passport_id));
  });

  it('sends the test share their variant, waits for the test end, then sends the winner to the rest', async () => {
    const id = await withTest(TEST);
    const before = f.sink!.received.length;
    await startCommunication(f.app, f.clientId, id, T0);
    await runDueCommunications(f.app, T0);

    // Only the test share, each with the variant its bucket gives.
    const tested = f.contacts.filter((c) => variantOf(id, c.passportId) !== null);
    const sentInTest = await messagesOf(id);
    expect(sentInTest).toHaveLength(tested.length);
    for (const m of sentInTest) expect(m.variant).toBe(variantOf(id, m.passport_id));
    const mails = mailsOf(id, before);
    expect(mails).toHaveLength(tested.length);
    for (const contact of tested) {
      const mail = mails.find((m) => m.to[0] === contact.email)!;
      const letter = variantOf(id, contact.passportId) === 0 ? 'A' : 'B';
      expect(mail.subject).toBe(`${letter} for ${contact.firstName}`);
    }
    let row = await communicationRow(owner, f.clientId, id);
    expect(row.status).toBe(STATUS.sending);
    // The run waits for the test's end (the engine's clock ticks on from T0 while it sends).
    expect(row.next_run_at!.getTime() - (T0.getTime() + 2 * HOUR)).toBeLessThan(60_000);
    const testing = await withTenant(f.app.db, { clientId: f.clientId }, (trx) =>
      loadExperiment(trx, f.clientId, id),
    );
    expect(testing?.state).toBe('testing');

    // Before the end nothing more goes.
    await runDueCommunications(f.app, new Date(T0.getTime() + HOUR));
    expect(await messagesOf(id)).toHaveLength(tested.length);

    // Everyone who got B opened it; nobody opened A.
    await sql`update messages set opened_at = ${new Date(T0.getTime() + HOUR)}
      where client_id = ${f.clientId} and communication_id = ${id} and variant = 1`.execute(owner);

    const atEnd = f.sink!.received.length;
    await runDueCommunications(f.app, new Date(T0.getTime() + 2 * HOUR + 60_000));
    const decided = await withTenant(f.app.db, { clientId: f.clientId }, (trx) =>
      loadExperiment(trx, f.clientId, id),
    );
    expect(decided).toMatchObject({ state: 'winner_sent', winner: 1 });
    expect(decided!.confidence).toBeGreaterThan(0.95);

    // Every contact has exactly one message; the rest got B, the test share kept theirs.
    const all = await messagesOf(id);
    expect(all).toHaveLength(f.contacts.length);
    expect(new Set(all.map((m) => m.passport_id)).size).toBe(f.contacts.length);
    const rest = mailsOf(id, atEnd);
    expect(rest).toHaveLength(f.contacts.length - tested.length);
    for (const mail of rest) expect(mail.subject).toMatch(/^B for /);
    for (const m of all) expect(m.variant).toBe(variantOf(id, m.passport_id) ?? 1);
    row = await communicationRow(owner, f.clientId, id);
    expect(row.status).toBe(STATUS.sent);
  });

  it('a resumed run writes no second message and moves no one to another variant', async () => {
    const id = await withTest({ ...TEST, testSharePercent: 30 });
    await startCommunication(f.app, f.clientId, id, T0);
    await runDueCommunications(f.app, T0);
    const first = await messagesOf(id);
    // A worker that died and restarted expands the same run again.
    const communication = await withTenant(f.app.db, { clientId: f.clientId }, (trx) =>
      lockCommunication(trx, f.clientId, id),
    );
    expect(await expandAudience(f.app.db, communication!, 1)).toBe(0);
    expect(await messagesOf(id)).toEqual(first);
  });

  it('sends the default variant when no variant wins with confidence, and says why', async () => {
    const id = await withTest({ ...TEST, defaultVariant: 1 });
    await startCommunication(f.app, f.clientId, id, T0);
    await runDueCommunications(f.app, T0);
    const atEnd = f.sink!.received.length;
    // No opens at all: nothing to compare.
    await runDueCommunications(f.app, new Date(T0.getTime() + 3 * HOUR + 60_000));
    const decided = await withTenant(f.app.db, { clientId: f.clientId }, (trx) =>
      loadExperiment(trx, f.clientId, id),
    );
    expect(decided).toMatchObject({ state: 'winner_sent', winner: 1 });
    expect(decided!.decisionReason).toMatch(/default variant/);
    const rest = mailsOf(id, atEnd);
    expect(rest.length).toBeGreaterThan(0);
    for (const mail of rest) expect(mail.subject).toMatch(/^B for /);
  });

  it('holds a delayed variant until its time, ends after the longest delay plus the duration, and sends the rest at the winning hour', async () => {
    // A now, B three hours later; the same duration for both, measured from each one's send.
    const timed: TExperiment = {
      ...TEST,
      variants: [TEST.variants[0]!, { ...TEST.variants[1]!, sendDelayHours: 3 }],
    };
    const id = await withTest(timed);
    const before = f.sink!.received.length;
    await startCommunication(f.app, f.clientId, id, T0);
    await runDueCommunications(f.app, T0);

    const tested = f.contacts.filter((c) => variantOf(id, c.passportId, timed) !== null);
    const ofB = tested.filter((c) => variantOf(id, c.passportId, timed) === 1);
    expect(ofB.length).toBeGreaterThan(0);
    // Every test-share row is written at once; B's wait, A's went.
    expect(await messagesOf(id)).toHaveLength(tested.length);
    expect(mailsOf(id, before)).toHaveLength(tested.length - ofB.length);
    let row = await communicationRow(owner, f.clientId, id);
    // The engine's clock ticks on from T0 while it works: times are T0-based within a minute.
    expect(row.next_run_at!.getTime() - (T0.getTime() + 3 * HOUR)).toBeLessThan(60_000);
    await runDueCommunications(f.app, new Date(T0.getTime() + 2 * HOUR));
    expect(mailsOf(id, before)).toHaveLength(tested.length - ofB.length);

    await runDueCommunications(f.app, new Date(T0.getTime() + 3 * HOUR + 60_000));
    const testMails = mailsOf(id, before);
    expect(testMails).toHaveLength(tested.length);
    for (const contact of ofB) {
      expect(testMails.find((m) => m.to[0] === contact.email)?.subject).toMatch(/^B for /);
    }
    row = await communicationRow(owner, f.clientId, id);
    // The test ends 3 h (longest delay) + 2 h (duration) after its start.
    expect(row.next_run_at!.getTime() - (T0.getTime() + 5 * HOUR)).toBeLessThan(60_000);
    const testing = await withTenant(f.app.db, { clientId: f.clientId }, (trx) =>
      loadExperiment(trx, f.clientId, id),
    );
    expect(testing!.testEndsAt!.getTime() - (T0.getTime() + 5 * HOUR)).toBeLessThan(60_000);
    await runDueCommunications(f.app, new Date(T0.getTime() + 4 * HOUR));
    expect(await messagesOf(id)).toHaveLength(tested.length);

    // Everyone opened, A's contacts only after A's two hours: inside B's window, not A's.
    await sql`update messages set opened_at = ${new Date(T0.getTime() + 4 * HOUR)}
      where client_id = ${f.clientId} and communication_id = ${id}`.execute(owner);
    const atEnd = f.sink!.received.length;
    const decidedAt = new Date(T0.getTime() + 5 * HOUR + 60_000);
    await runDueCommunications(f.app, decidedAt);
    const decided = await withTenant(f.app.db, { clientId: f.clientId }, (trx) =>
      loadExperiment(trx, f.clientId, id),
    );
    expect(decided).toMatchObject({ state: 'decided', winner: 1 });

    // Send time won too: the rest wait for B's hour (13:00) the next day, not the decision.
    const winningHour = new Date(T0.getTime() + 27 * HOUR);
    expect(mailsOf(id, atEnd)).toHaveLength(0);
    const restAt = (await communicationRow(owner, f.clientId, id)).next_run_at!;
    expect(restAt.getTime() - winningHour.getTime()).toBeLessThan(60_000);
    await runDueCommunications(f.app, new Date(winningHour.getTime() - HOUR));
    expect(mailsOf(id, atEnd)).toHaveLength(0);
    await runDueCommunications(f.app, new Date(winningHour.getTime() + 60_000));
    const rest = mailsOf(id, atEnd);
    expect(rest).toHaveLength(f.contacts.length - tested.length);
    for (const mail of rest) expect(mail.subject).toMatch(/^B for /);

    // Exactly one message, and one mail, per contact.
    const all = await messagesOf(id);
    expect(all).toHaveLength(f.contacts.length);
    expect(new Set(all.map((m) => m.passport_id)).size).toBe(f.contacts.length);
    const mails = mailsOf(id, before);
    expect(mails).toHaveLength(f.contacts.length);
    expect(new Set(mails.map((m) => m.to[0])).size).toBe(f.contacts.length);
    expect((await communicationRow(owner, f.clientId, id)).status).toBe(STATUS.sent);
  });
});
