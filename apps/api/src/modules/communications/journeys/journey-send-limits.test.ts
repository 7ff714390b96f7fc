import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMM_MSG, COMMUNICATION_LIMITS } from '@resonate/contracts/campaigns/communications';
import type {
  TJourneyGraph,
  TJourneyNode,
  TSendConfig,
} from '@resonate/contracts/campaigns/journeys';
import {
  comm,
  createCommunicationFixture,
  type TCommunicationFixture,
} from '../test/communication-fixtures.ts';
import { edges, entryList, exit, saveJourney, sendEmail } from './test/journey-fixture.ts';

/**
 * The journey editor's sending rules of a send step (issue 22, item 7): throttle, send window
 * and frequency cap are saved with the step and read back, validated by the contracts' schema
 * (a bad one is a 400 with its field, never a 500), and a window that can never open marks the
 * step when the journey is validated or started.
 */
let f: TCommunicationFixture;

beforeAll(async () => {
  f = await createCommunicationFixture({ contacts: 1 });
}, 60_000);
afterAll(() => f.close());

const graphWith = (rules: Partial<TSendConfig>): TJourneyGraph => {
  const mail = sendEmail('mail') as Extract<TJourneyNode, { type: 'send' }>;
  return {
    nodes: [entryList(f.listId), { ...mail, config: { ...mail.config, ...rules } }, exit('done')],
    edges: edges(['start', 'mail'], ['mail', 'done']),
  };
};
const RULES = {
  throttlePerMinute: 120,
  sendWindow: { from: '09:00', to: '17:30', days: [1, 3, 5] },
  frequencyCap: { max: 2, days: 7 },
};

describe('journey send step rules', () => {
  it('saves the throttle, send window and frequency cap and reads them back', async () => {
    const saved = await saveJourney(f.app, f.admin, graphWith(RULES));
    expect(saved.statusCode, saved.body).toBe(200);
    const journeyId = saved.json().data.journeyId;
    const read = await comm(f.app, f.admin, 'GetJourney', { journeyId });
    const step = (read.json().data.graph as TJourneyGraph).nodes.find((n) => n.id === 'mail');
    expect(step?.type === 'send' && step.config).toMatchObject(RULES);
    const valid = await comm(f.app, f.admin, 'ValidateJourney', { graph: graphWith(RULES) });
    expect(valid.json().data.errors['nodes.mail']).toBeUndefined();
  });

  it('marks a send step whose window ends before it starts, and will not start it', async () => {
    const backwards = graphWith({ sendWindow: { from: '18:00', to: '09:00', days: [1] } });
    const valid = await comm(f.app, f.admin, 'ValidateJourney', { graph: backwards });
    expect(valid.statusCode).toBe(200);
    expect(valid.json().data.errors['nodes.mail']).toBe(COMM_MSG.windowInvalid);
    const saved = await saveJourney(f.app, f.admin, backwards);
    const journeyId = saved.json().data.journeyId;
    const start = await comm(f.app, f.admin, 'StartJourney', { journeyId });
    expect(start.statusCode).toBe(400);
    expect(start.json().errors['nodes.mail']).toBe(COMM_MSG.windowInvalid);
  });

  it('refuses rules outside the contracts with a 400 naming the field, never a 500', async () => {
    const bad: Partial<TSendConfig>[] = [
      { sendWindow: { from: '09:00', to: '18:00', days: [] } },
      { sendWindow: { from: '9am', to: '18:00', days: [1] } },
      { sendWindow: { from: '09:00', to: '18:00', days: [7] } },
      { throttlePerMinute: COMMUNICATION_LIMITS.throttlePerMinuteMax + 1 },
      { throttlePerMinute: -1 },
      { frequencyCap: { max: 0, days: 7 } },
      { frequencyCap: { max: 1, days: COMMUNICATION_LIMITS.frequencyCapDaysMax + 1 } },
    ];
    for (const rules of bad) {
      const response = await saveJourney(f.app, f.admin, graphWith(rules));
      expect(response.statusCode, JSON.stringify(rules)).toBe(400);
      const fields = Object.keys(response.json().errors ?? {});
      expect(fields.some((field) => /sendWindow|throttlePerMinute|frequencyCap/.test(field))).toBe(
        true,
      );
    }
    const noDays = await saveJourney(f.app, f.admin, graphWith(bad[0]!));
    expect(Object.values(noDays.json().errors)).toContain(COMM_MSG.windowNoDays);
  });
});
