import { COMM_MSG } from '@resonate/contracts/campaigns/communications';
import { COMPOSE_LIMITS, COMPOSE_MSG } from '@resonate/contracts/campaigns/compose';
import { CONTENT_MSG } from '@resonate/contracts/campaigns/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  comm,
  createCommunicationFixture,
  ownerOf,
  type TCommunicationFixture,
} from '../test/communication-fixtures.ts';
import { parseLocalDateTime, timeZoneName, zonedInstant } from '../engine/client-clock.ts';
import { TestSendLimit } from './test-send-limit.ts';

let fx: TCommunicationFixture;
let timeZone: string;

beforeAll(async () => {
  fx = await createCommunicationFixture({ contacts: 3 });
  const client = await ownerOf(fx.app)
    .selectFrom('clients')
    .select('time_zone_id')
    .where('id', '=', fx.clientId)
    .executeTakeFirstOrThrow();
  timeZone = timeZoneName(client.time_zone_id);
});
afterAll(async () => {
  await fx.close();
});

const goodEmail = {
  kind: 'email',
  subject: 'Hello {{ firstName | default: "there" }}',
  preheader: '',
  html: '<p>Dear {{firstName}}</p>',
  text: '',
};

/** A wall-clock time of the client `minutes` from now, as the wizard sends it. */
function localIn(minutes: number): string {
  const at = new Date(Date.now() + minutes * 60_000);
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
}

async function saved(name: string, extra: object = {}): Promise<number> {
  const response = await comm(fx.app, fx.admin, 'SaveCommunicationDraft', {
    name,
    channelId: 1,
    audience: { listIds: [fx.listId] },
    content: goodEmail,
    ...extra,
  });
  if (response.statusCode !== 200) throw new Error(response.body);
  return response.json().data.communication.communicationId;
}

describe('LaunchCommunication', () => {
  it('reports every problem at once, by field', async () => {
    const communicationId = await saved('Everything wrong', {
      audience: { listIds: [] },
      content: { kind: 'email', subject: '', html: '{{ firstName ', text: '' },
      schedule: { kind: 'recurring', at: '2020-01-01T09:00', every: 'daily', until: '2019-12-31' },
      sendWindow: { from: '18:00', to: '09:00', days: [1] },
    });
    const response = await comm(fx.app, fx.admin, 'LaunchCommunication', { communicationId });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(COMPOSE_MSG.launchProblems);
    expect(response.json().errors).toMatchObject({
      'audience.listIds': COMM_MSG.listRequired,
      'content.subject': CONTENT_MSG.subjectRequired,
      'content.html': expect.stringMatching(/^The template has an error: /),
      'schedule.at': COMM_MSG.scheduleInPast,
      'schedule.until': COMM_MSG.untilBeforeStart,
      sendWindow: COMM_MSG.windowInvalid,
    });
    const row = await ownerOf(fx.app)
      .selectFrom('communications')
      .select('status')
      .where('id', '=', communicationId)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe(7);
  });

  it('refuses a schedule in the past and one too far ahead, in the client time zone', async () => {
    const past = await saved('Past schedule', { schedule: { kind: 'later', at: localIn(-10) } });
    const pastResponse = await comm(fx.app, fx.admin, 'LaunchCommunication', {
      communicationId: past,
    });
    expect(pastResponse.json().errors['schedule.at']).toBe(COMM_MSG.scheduleInPast);
    const far = await saved('Far schedule', {
      schedule: { kind: 'later', at: localIn(60 * 24 * 400) },
    });
    const farResponse = await comm(fx.app, fx.admin, 'LaunchCommunication', {
      communicationId: far,
    });
    expect(farResponse.json().errors['schedule.at']).toBe(COMM_MSG.scheduleTooFar);
  });

  it('refuses a list that no longer exists and an audience nobody can be reached in', async () => {
    const owner = ownerOf(fx.app);
    const list = await owner
      .insertInto('audience_lists')
      .values({ client_id: fx.clientId, name: 'Doomed list', kind: 'target' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const gone = await saved('Gone list', { audience: { listIds: [Number(list.id)] } });
    const empty = await comm(fx.app, fx.admin, 'LaunchCommunication', { communicationId: gone });
    expect(empty.json().errors['audience.listIds']).toBe(COMM_MSG.audienceEmpty);
    await owner.deleteFrom('audience_lists').where('id', '=', Number(list.id)).execute();
    const response = await comm(fx.app, fx.admin, 'LaunchCommunication', { communicationId: gone });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors['audience.listIds']).toBe(COMM_MSG.listGone);
  });

  it('refuses a channel without settings', async () => {
    const sms = await comm(fx.app, fx.admin, 'SaveCommunicationDraft', {
      name: 'SMS without settings',
      channelId: 2,
      audience: { listIds: [fx.listId] },
      content: { kind: 'text', text: 'Hi {{firstName}}' },
    });
    const communicationId = sms.json().data.communication.communicationId;
    const response = await comm(fx.app, fx.admin, 'LaunchCommunication', { communicationId });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.channelId).toBe(COMM_MSG.channelNotSetUp);
  });

  it('schedules a valid communication for later and stores its first run in UTC', async () => {
    const at = localIn(120);
    const communicationId = await saved('Later', { schedule: { kind: 'later', at } });
    const response = await comm(fx.app, fx.admin, 'LaunchCommunication', { communicationId });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(COMPOSE_MSG.scheduled);
    const communication = response.json().data.communication;
    expect(communication.status).toBe(2);
    expect(communication.scheduledAt).toBe(
      zonedInstant(timeZone, parseLocalDateTime(at)).toISOString(),
    );
    expect(communication.audienceSize).toBe(3);
    expect(communication.approvedAt).not.toBeNull();
    const again = await comm(fx.app, fx.admin, 'LaunchCommunication', { communicationId });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(COMM_MSG.notEditable);
  });

  it('launches a QR code without an audience', async () => {
    const qr = await comm(fx.app, fx.admin, 'SaveCommunicationDraft', {
      name: 'Poster QR',
      channelId: 3,
      content: { kind: 'qr', url: 'https://example.test/offer' },
      schedule: { kind: 'later', at: localIn(60) },
    });
    const communicationId = qr.json().data.communication.communicationId;
    const response = await comm(fx.app, fx.admin, 'LaunchCommunication', { communicationId });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.communication.audienceSize).toBe(0);
  });

  it('sends for approval when the client requires it, with valid approvers only', async () => {
    const owner = ownerOf(fx.app);
    await owner
      .updateTable('clients')
      .set({ communication_approval_required: true })
      .where('id', '=', fx.clientId)
      .execute();
    try {
      const none = await saved('Needs approver');
      const missing = await comm(fx.app, fx.admin, 'LaunchCommunication', {
        communicationId: none,
      });
      expect(missing.json().errors.approverIds).toBe(COMM_MSG.approversRequired);

      const outsider = await owner
        .selectFrom('users')
        .select('id')
        .where('client_id', '<>', fx.clientId)
        .executeTakeFirstOrThrow();
      const wrong = await saved('Wrong approver', { approverIds: [Number(outsider.id)] });
      const unknown = await comm(fx.app, fx.admin, 'LaunchCommunication', {
        communicationId: wrong,
      });
      expect(unknown.json().errors.approverIds).toBe(COMM_MSG.approverUnknown);

      const approver = await owner
        .selectFrom('users')
        .select('id')
        .where('client_id', '=', fx.clientId)
        .where('email', '=', 'otp@acme.test')
        .executeTakeFirstOrThrow();
      const good = await saved('Approved by Otto', { approverIds: [Number(approver.id)] });
      const response = await comm(fx.app, fx.admin, 'LaunchCommunication', {
        communicationId: good,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().message).toBe(COMPOSE_MSG.submitted);
      expect(response.json().data.communication).toMatchObject({
        status: 8,
        approvedAt: null,
        submittedAt: expect.any(String),
      });
    } finally {
      await owner
        .updateTable('clients')
        .set({ communication_approval_required: false })
        .where('id', '=', fx.clientId)
        .execute();
    }
  });
});

describe('SendTestCommunication', () => {
  it('sends the rendered draft marked [Test] to the addresses, without message rows', async () => {
    const contact = fx.contacts[0]!;
    const communicationId = await saved('Test me');
    const before = fx.sink!.received.length;
    const response = await comm(fx.app, fx.admin, 'SendTestCommunication', {
      communicationId,
      addresses: ['qa@example.test', 'boss@example.test'],
      contactId: contact.contactId,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      sent: 2,
      addresses: ['qa@example.test', 'boss@example.test'],
    });
    const received = await fx.sink!.waitFor(before + 2);
    const mine = received.slice(before);
    expect(mine.flatMap((m) => m.to).sort()).toEqual(['boss@example.test', 'qa@example.test']);
    expect(mine[0]?.subject).toBe(`[Test] Hello ${contact.firstName}`);
    const rows = await ownerOf(fx.app)
      .selectFrom('messages')
      .select('id')
      .where('communication_id', '=', communicationId)
      .execute();
    expect(rows).toHaveLength(0);
  });

  it('refuses addresses that do not fit the channel and a broken template, naming the field', async () => {
    const communicationId = await saved('Test refusals');
    const bad = await comm(fx.app, fx.admin, 'SendTestCommunication', {
      communicationId,
      addresses: ['qa@example.test', 'not-an-email'],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({
      addresses: COMM_MSG.testAddressInvalid,
      'addresses.1': COMM_MSG.testAddressInvalid,
    });
    const tooMany = await comm(fx.app, fx.admin, 'SendTestCommunication', {
      communicationId,
      addresses: [
        'a@example.test',
        'b@example.test',
        'c@example.test',
        'd@example.test',
        'e@example.test',
        'f@example.test',
      ],
    });
    expect(tooMany.json().errors.addresses).toBe(COMM_MSG.testAddressesMax);

    const broken = await saved('Broken test', {
      content: { ...goodEmail, subject: 'Hi {{ firstName | nosuchfilter }}' },
    });
    const response = await comm(fx.app, fx.admin, 'SendTestCommunication', {
      communicationId: broken,
      addresses: ['qa@example.test'],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors['content.subject']).toMatch(/^The template has an error: /);
  });

  it('limits test sends per user per hour', async () => {
    const communicationId = await saved('Rate limited');
    // Earlier tests of this file used 1 of the allowance.
    let last = 200;
    for (let i = 0; i < COMPOSE_LIMITS.testSendsPerHour; i += 1) {
      const response = await comm(fx.app, fx.admin, 'SendTestCommunication', {
        communicationId,
        addresses: ['loop@example.test'],
      });
      last = response.statusCode;
      if (last !== 200) {
        expect(response.json().message).toBe(COMPOSE_MSG.testRateLimited);
        break;
      }
    }
    expect(last).toBe(429);
  });

  it('counts test sends in the database, so another API process sees the same allowance', async () => {
    const one = new TestSendLimit(fx.app.db, 2);
    const otherProcess = new TestSendLimit(fx.app.db, 2);
    expect([
      await one.take(fx.clientId, 900_001),
      await otherProcess.take(fx.clientId, 900_001),
    ]).toEqual([true, true]);
    expect(await otherProcess.take(fx.clientId, 900_001)).toBe(false);
    expect(await one.take(fx.clientId, 900_002)).toBe(true);
  });
});
