import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCommunicationFixture,
  ownerOf,
  type TCommunicationFixture,
} from '../../test/communication-fixtures.ts';
import {
  createAndStart,
  edges,
  entriesOf,
  entryList,
  exit,
  sendEmail,
} from '../test/journey-fixture.ts';
import { tickJourneys } from './tick.ts';

/** A worker asked to stop (SIGTERM) starts no more journeys; the next tick moves them. */
let f: TCommunicationFixture;
beforeAll(async () => {
  f = await createCommunicationFixture({ contacts: 2 });
}, 60_000);
afterAll(() => f.close());

describe('a journey tick on a stopping worker', () => {
  it('leaves the journeys it has not reached to the next tick', async () => {
    const journeyId = await createAndStart(f.app, f.admin, {
      nodes: [entryList(f.listId), sendEmail('hello'), exit('done')],
      edges: edges(['start', 'hello'], ['hello', 'done']),
    });
    const stopping = new AbortController();
    stopping.abort();
    expect(await tickJourneys(f.app, new Date(), stopping.signal)).toEqual({
      journeys: 0,
      entered: 0,
      moved: 0,
    });
    expect(await entriesOf(ownerOf(f.app), f.clientId, journeyId)).toEqual([]);
    expect((await tickJourneys(f.app, new Date())).entered).toBe(2);
  });
});
