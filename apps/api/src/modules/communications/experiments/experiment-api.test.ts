import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPOSE_MSG } from '@resonate/contracts/campaigns/compose';
import { EXPERIMENT_MSG, type TExperiment } from '@resonate/contracts/campaigns/experiment';
import {
  comm,
  createCommunicationFixture,
  ownerOf,
  seedListWithContacts,
  type TCommunicationFixture,
} from '../test/communication-fixtures.ts';

/** The A/B test endpoints and the launch's refusals of a test that cannot run. */

let fx: TCommunicationFixture;

beforeAll(async () => {
  fx = await createCommunicationFixture({ contacts: 10 });
}, 60_000);
afterAll(() => fx.close());

const TEST: TExperiment = {
  variants: [
    { name: 'Calm', subject: 'News for {{ firstName }}' },
    { name: 'Loud', subject: 'BIG news for {{ firstName }}' },
  ],
  testSharePercent: 40,
  metric: 'clicks',
  durationHours: 4,
  defaultVariant: 0,
};

async function draft(extra: object = {}, channelId = 1): Promise<number> {
  const content =
    channelId === 1
      ? { kind: 'email', subject: 'Hello', preheader: '', html: '<p>Hi</p>', text: '' }
      : { kind: 'text', text: 'Hi {{ firstName }}' };
  const response = await comm(fx.app, fx.admin, 'SaveCommunicationDraft', {
    name: `AB ${Math.random().toString(36).slice(2, 8)}`,
    channelId,
    audience: { listIds: [fx.listId] },
    content,
    ...extra,
  });
  if (response.statusCode !== 200) throw new Error(response.body);
  return response.json().data.communication.communicationId;
}

const save = (communicationId: number, experiment: unknown) =>
  comm(fx.app, fx.admin, 'SaveExperiment', { communicationId, experiment });

describe('SaveExperiment and GetExperiment', () => {
  it('stores a draft’s test and reads it back, not started', async () => {
    const id = await draft();
    const saved = await save(id, TEST);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message).toBe(EXPERIMENT_MSG.saved);
    const read = await comm(fx.app, fx.admin, 'GetExperiment', { communicationId: id });
    expect(read.json().data).toMatchObject({ experiment: TEST, state: 'draft', variants: [] });

    const removed = await save(id, null);
    expect(removed.json().data.experiment).toBeNull();
  });

  it('refuses what the channel cannot test, by field', async () => {
    const sms = await draft({}, 2);
    const response = await save(sms, {
      ...TEST,
      metric: 'opens',
      variants: [
        { name: 'A', text: 'Hi' },
        { name: 'B', text: 'Hey', subject: 'No subject on SMS' },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      'experiment.metric': EXPERIMENT_MSG.metricNoData('Opens'),
      'experiment.variants.1.subject': EXPERIMENT_MSG.fieldNotForChannel('subject'),
    });
  });

  it('refuses one variant, six, a default that is not one of them, and identical variants', async () => {
    const id = await draft();
    const one = await save(id, { ...TEST, variants: [TEST.variants[0]] });
    expect(one.statusCode).toBe(400);
    expect(one.json().errors['experiment.variants']).toBe(EXPERIMENT_MSG.variantsMin);
    const six = Array.from({ length: 6 }, (_, i) => ({ name: `V${i}`, subject: `S${i}` }));
    expect((await save(id, { ...TEST, variants: six })).json().errors['experiment.variants']).toBe(
      EXPERIMENT_MSG.variantsMax,
    );
    const badDefault = await save(id, { ...TEST, defaultVariant: 2 });
    expect(badDefault.json().errors['experiment.defaultVariant']).toBe(
      EXPERIMENT_MSG.defaultVariantUnknown,
    );
    const same = await save(id, { ...TEST, variants: [TEST.variants[0], TEST.variants[0]] });
    expect(same.json().errors['experiment.variants']).toBe(EXPERIMENT_MSG.variantsIdentical);
  });

  it('takes send delays of 0 to 72 whole hours, and identical content only when the delays differ', async () => {
    const id = await draft();
    const withDelay = (sendDelayHours: unknown) =>
      save(id, { ...TEST, variants: [TEST.variants[0], { ...TEST.variants[1], sendDelayHours }] });
    for (const bad of [73, -1, 1.5, '3']) {
      const response = await withDelay(bad);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors['experiment.variants.1.sendDelayHours']).toBe(
        EXPERIMENT_MSG.sendDelayRange,
      );
    }
    expect((await withDelay(72)).statusCode).toBe(200);

    // The same content now and 6 hours later: a test of send time alone.
    const now = TEST.variants[0]!;
    const sameContent = {
      ...TEST,
      variants: [now, { ...now, name: 'Evening', sendDelayHours: 6 }],
    };
    const saved = await save(id, sameContent);
    expect(saved.statusCode, saved.body).toBe(200);
    const read = await comm(fx.app, fx.admin, 'GetExperiment', { communicationId: id });
    expect(read.json().data.experiment).toEqual(sameContent);
    // An explicit 0 is the same send time as none.
    const sameTime = await save(id, { ...TEST, variants: [now, { ...now, sendDelayHours: 0 }] });
    expect(sameTime.json().errors['experiment.variants']).toBe(EXPERIMENT_MSG.variantsIdentical);
  });

  it('answers 404 for a communication that is not there', async () => {
    const response = await comm(fx.app, fx.admin, 'GetExperiment', { communicationId: 99_999_999 });
    expect(response.statusCode).toBe(404);
  });
});

describe('launching a communication with a test', () => {
  it('refuses a variant that does not render, a share that leaves no one for the winner and a test past the send window; nothing is sent', async () => {
    const { listId } = await seedListWithContacts(fx.app, fx.clientId, 1);
    const id = await draft({
      audience: { listIds: [listId] },
      sendWindow: { from: '09:00', to: '11:00', days: [0, 1, 2, 3, 4, 5, 6] },
    });
    const broken = {
      ...TEST,
      testSharePercent: 50,
      variants: [TEST.variants[0], { name: 'Broken', subject: 'Hi {{ firstName ' }],
    };
    expect((await save(id, broken)).statusCode).toBe(200);
    const response = await comm(fx.app, fx.admin, 'LaunchCommunication', { communicationId: id });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(COMPOSE_MSG.launchProblems);
    const errors = response.json().errors;
    expect(errors['experiment.variants.1.subject']).toMatch(/^Variant B: /);
    expect(errors['experiment.testSharePercent']).toBe(EXPERIMENT_MSG.noAudienceForWinner);
    expect(errors['experiment.durationHours']).toBe(
      EXPERIMENT_MSG.pastSendWindow('09:00', '11:00'),
    );
    const messages = await sql<{ n: number }>`select count(*)::int as n from messages
      where client_id = ${fx.clientId} and communication_id = ${id}`.execute(ownerOf(fx.app));
    expect(messages.rows[0]!.n).toBe(0);
  });

  it('refuses a send delay that puts a variant or the test end outside the send window', async () => {
    const id = await draft({
      sendWindow: { from: '09:00', to: '11:00', days: [0, 1, 2, 3, 4, 5, 6] },
    });
    // The test starts inside the window (at launch, or when it opens): B goes 3 h later, past
    // 11:00, and the test ends an hour after that.
    const late = { ...TEST, durationHours: 1 };
    late.variants = [TEST.variants[0]!, { ...TEST.variants[1]!, sendDelayHours: 3 }];
    await save(id, late);
    const response = await comm(fx.app, fx.admin, 'LaunchCommunication', { communicationId: id });
    expect(response.statusCode).toBe(400);
    const errors = response.json().errors;
    expect(errors['experiment.variants.1.sendDelayHours']).toMatch(
      /^Variant B would go at 1[2-3]:\d\d, outside the send window \(09:00–11:00\)/,
    );
    expect(errors['experiment.durationHours']).toMatch(
      /^With the longest send delay the test ends at 1[3-4]:\d\d, outside the send window/,
    );
    expect(errors['experiment.variants.0.sendDelayHours']).toBeUndefined();
  });

  it('refuses send delays on a best-time send', async () => {
    const id = await draft({ schedule: { kind: 'now', bestTime: true } });
    await save(id, {
      ...TEST,
      variants: [TEST.variants[0], { ...TEST.variants[1], sendDelayHours: 2 }],
    });
    const response = await comm(fx.app, fx.admin, 'LaunchCommunication', { communicationId: id });
    expect(response.json().errors.experiment).toBe(EXPERIMENT_MSG.bestTimeWithSendDelays);
  });

  it('refuses a test on a recurring send', async () => {
    const id = await draft({
      schedule: { kind: 'recurring', at: '2099-01-01T09:00', every: 'weekly' },
    });
    await save(id, TEST);
    const response = await comm(fx.app, fx.admin, 'LaunchCommunication', { communicationId: id });
    expect(response.json().errors.experiment).toBe(EXPERIMENT_MSG.recurringNotTested);
  });

  it('launches a test that can run; it cannot be changed or ended before it starts', async () => {
    const id = await draft();
    await save(id, TEST);
    const response = await comm(fx.app, fx.admin, 'LaunchCommunication', { communicationId: id });
    expect(response.statusCode, response.body).toBe(200);
    const change = await save(id, { ...TEST, testSharePercent: 30 });
    expect(change.statusCode).toBe(400);
    expect(change.json().message).toBe(EXPERIMENT_MSG.notEditable);
    const end = await comm(fx.app, fx.admin, 'EndExperimentTest', { communicationId: id });
    expect(end.statusCode).toBe(409);
    expect(end.json().message).toBe(EXPERIMENT_MSG.notTesting);
  });
});
