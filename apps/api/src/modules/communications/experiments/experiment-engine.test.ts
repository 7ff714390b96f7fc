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
    await runDueCommunications(f.app, new Date(T0.getTime() + 3 * HOUR));
    const decided = await withTenant(f.app.db, { clientId: f.clientId }, (trx) =>
      loadExperiment(trx, f.clientId, id),
    );
    expect(decided).toMatchObject({ state: 'winner_sent', winner: 1 });
    expect(decided!.decisionReason).toMatch(/default variant/);
    const rest = mailsOf(id, atEnd);
    expect(rest.length).toBeGreaterThan(0);
    for (const mail of rest) expect(mail.subject).toMatch(/^B for /);
  });
});
