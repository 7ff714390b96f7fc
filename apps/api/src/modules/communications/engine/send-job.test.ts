import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS } from '@resonate/contracts/campaigns/communication-status';
import type { DB } from '#/db/schema.ts';
import {
  createCommunicationFixture,
  ownerOf,
  type TCommunicationFixture,
} from '../test/communication-fixtures.ts';
import { startCommunication } from './start-communication.ts';
import { communicationRow, insertEmailCommunication } from './test/engine-fixture.ts';

/** The engine through pg-boss, as in production: start queues the run, the worker sends it. */
let f: TCommunicationFixture;
let owner: Kysely<DB>;

beforeAll(async () => {
  f = await createCommunicationFixture({ contacts: 5, queue: true });
  owner = ownerOf(f.app);
}, 60_000);
afterAll(() => f.close());

describe('the send job', () => {
  it('a started communication is sent by the queue worker', async () => {
    const id = await insertEmailCommunication(owner, f.clientId, [f.listId]);
    await startCommunication(f.app, f.clientId, id);
    const mails = await f.sink!.waitFor(5, 30_000);
    expect(new Set(mails.map((m) => m.to[0]))).toEqual(new Set(f.contacts.map((c) => c.email)));
    const deadline = Date.now() + 15_000;
    while ((await communicationRow(owner, f.clientId, id)).status !== STATUS.sent) {
      if (Date.now() > deadline) throw new Error('the run never finished');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }, 60_000);
});
