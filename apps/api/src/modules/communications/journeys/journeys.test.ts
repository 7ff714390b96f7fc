import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOURNEY_MSG } from '@resonate/contracts/campaigns/journeys';
import {
  startRecordingServer,
  type TCannedAnswer,
} from '#/channels/test-support/recording-server.ts';
import type { DB } from '#/db/schema.ts';
import { signIn } from '../../../../test/auth-helpers.ts';
import {
  comm,
  createCommunicationFixture,
  ownerOf,
  seedListWithContacts,
  type TCaller,
  type TCommunicationFixture,
} from '../test/communication-fixtures.ts';
import { localParts, timeZoneName } from '../engine/client-clock.ts';
import { tickJourneys } from './runtime/tick.ts';
import {
  addEvent,
  countsOf,
  createAndStart,
  edges,
  entriesOf,
  entryEvent,
  entryList,
  exit,
  openedSplit,
  saveJourney,
  sendEmail,
  sendSms,
  wait,
} from './test/journey-fixture.ts';

let f: TCommunicationFixture;
let owner: Kysely<DB>;
let viewer: TCaller;
let brand: TCaller;
let provider: Awaited<ReturnType<typeof startRecordingServer>>;
const answer = (): TCannedAnswer => ({ status: 202, body: { message_uuid: 'sms-1' } });

const DAY = 24 * 60 * 60_000;
const t0 = new Date(Date.now() + 60_000);
const later = (ms: number) => new Date(t0.getTime() + ms);

beforeAll(async () => {
  provider = await startRecordingServer(() => answer());
  f = await createCommunicationFixture({
    contacts: 4,
    env: { ALLOW_PRIVATE_CHANNEL_HOSTS: 'true' },
  });
  owner = ownerOf(f.app);
  viewer = await signIn(f.app, 'viewer@acme.test');
  brand = await signIn(f.app, 'brand@acme.test');
}, 60_000);
afterAll(async () => {
  await f.close();
  await provider.close();
});

async function setUpSms() {
  const res = await f.app.inject({
    method: 'POST',
    url: '/api/CommunicationSetting/UpsertChannelAccount',
    headers: { accesstoken: f.admin.accessToken },
    payload: {
      clientId: f.clientId,
      channelId: 2,
      provider: 'vonage',
      settings: { accountId: 'key1', senderId: 'Acme' },
      secret: 'vonage-secret',
      apiBaseUrl: provider.url,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
}

const twoStepGraph = (listId: number) => ({
  nodes: [
    entryList(listId),
    sendEmail('mail'),
    wait('day', 1),
    openedSplit('opened', 'mail'),
    sendSms('sms'),
    exit('done'),
    exit('gone'),
  ],
  edges: edges(
    ['start', 'mail'],
    ['mail', 'day'],
    ['day', 'opened'],
    ['opened:yes', 'sms'],
    ['opened:no', 'gone'],
    ['sms', 'done'],
  ),
});

describe('journey validation', () => {
  it('marks a step that leads nowhere, a loop without a wait and a channel not set up', async () => {
    const res = await comm(f.app, f.admin, 'ValidateJourney', {
      graph: {
        nodes: [entryList(f.listId), sendEmail('a'), sendEmail('b'), sendSms('c'), exit('x')],
        edges: edges(['start', 'a'], ['a', 'b'], ['b', 'a']),
      },
    });
    expect(res.statusCode).toBe(200);
    const { valid, errors } = res.json().data;
    expect(valid).toBe(false);
    expect(errors['nodes.a']).toBe(JOURNEY_MSG.loopNeedsWait);
    expect(errors['nodes.c']).toBe(JOURNEY_MSG.unreachable);

    const nowhere = await saveJourney(f.app, f.admin, {
      nodes: [entryList(f.listId), sendSms('c'), wait('w', 0, 5)],
      edges: edges(['start', 'c'], ['c', 'w']),
    });
    const journeyId = nowhere.json().data.journeyId;
    const start = await comm(f.app, f.admin, 'StartJourney', { journeyId });
    expect(start.statusCode).toBe(400);
    expect(start.json().errors).toMatchObject({
      'nodes.w': JOURNEY_MSG.leadsNowhere,
      'nodes.c': JOURNEY_MSG.channelNotSetUp,
    });
    expect((await comm(f.app, f.admin, 'GetJourney', { journeyId })).json().data.status).toBe(
      'draft',
    );
  });
});

describe('a two-step journey over a list', () => {
  let journeyId: number;

  it('sends the email once per contact and waits a day', async () => {
    await setUpSms();
    await sql`update contacts set mobile = '+4477009001' || lpad(id::text, 2, '0')
      where client_id = ${f.clientId} and id = any(${f.contacts.map((c) => c.contactId)}::bigint[])`.execute(
      owner,
    );
    const sent = f.sink!.received.length;
    journeyId = await createAndStart(f.app, f.admin, twoStepGraph(f.listId));
    await tickJourneys(f.app, t0);
    await tickJourneys(f.app, later(60_000));
    const mails = f.sink!.received.slice(sent);
    expect(mails).toHaveLength(4);
    expect(new Set(mails.map((m) => m.messageId)).size).toBe(4);
    expect(await countsOf(f.app, f.admin, journeyId)).toMatchObject({
      start: { entered: 4, current: 0 },
      mail: { entered: 4, current: 0 },
      day: { entered: 4, current: 4 },
      opened: { entered: 0, current: 0 },
    });
  });

  it('after the wait, splits on opens: openers get the SMS, the others exit', async () => {
    const [a, b] = f.contacts;
    await sql`update messages set opened_at = now()
      where client_id = ${f.clientId} and passport_id = any(${[a!.passportId, b!.passportId]}::uuid[])
        and channel_id = 1 and communication_id in (select communication_id from journey_send_nodes
          where journey_id = ${journeyId})`.execute(owner);
    await tickJourneys(f.app, later(DAY - 60_000));
    expect((await countsOf(f.app, f.admin, journeyId)).day).toMatchObject({ current: 4 });

    const smsBefore = provider.requests.length;
    await tickJourneys(f.app, later(DAY + 2 * 60_000));
    await tickJourneys(f.app, later(DAY + 3 * 60_000));
    expect(provider.requests.length - smsBefore).toBe(2);
    expect(await countsOf(f.app, f.admin, journeyId)).toMatchObject({
      day: { entered: 4, current: 0 },
      opened: { entered: 4, current: 0 },
      sms: { entered: 2, current: 0 },
      done: { entered: 2, current: 0, exited: 2 },
      gone: { entered: 2, exited: 2 },
    });
    const journey = (await comm(f.app, f.admin, 'GetJourney', { journeyId })).json().data;
    expect(journey.totals).toEqual({ entries: 4, active: 0, finished: 4 });
  });

  it('enrols a contact added to the list later, and never re-sends to anyone', async () => {
    const sent = f.sink!.received.length;
    const extra = await seedListWithContacts(f.app, f.clientId, 1);
    await sql`insert into audience_list_members (client_id, list_id, contact_id)
      values (${f.clientId}, ${f.listId}, ${extra.contacts[0]!.contactId})`.execute(owner);
    await tickJourneys(f.app, later(DAY + 4 * 60_000));
    await tickJourneys(f.app, later(DAY + 5 * 60_000));
    const mails = f.sink!.received.slice(sent);
    expect(mails.map((m) => m.to[0])).toEqual([extra.contacts[0]!.email]);
    expect((await countsOf(f.app, f.admin, journeyId)).start).toMatchObject({ entered: 5 });
  });

  it('hides journey send rows from the communication list', async () => {
    const list = await comm(f.app, f.admin, 'GetCommunications', {});
    const names: string[] = list.json().data.communications.map((c: { name: string }) => c.name);
    expect(names.some((n) => n.includes('· mail'))).toBe(false);
  });
});

describe('restarts', () => {
  const mailGraph = (listId: number) => ({
    nodes: [entryList(listId), sendEmail('mail'), exit('x')],
    edges: edges(['start', 'mail'], ['mail', 'x']),
  });

  it('two ticks at once send each message once', async () => {
    const { listId, contacts } = await seedListWithContacts(f.app, f.clientId, 6);
    const sent = f.sink!.received.length;
    const journeyId = await createAndStart(f.app, f.admin, mailGraph(listId));
    await Promise.all([tickJourneys(f.app, later(DAY)), tickJourneys(f.app, later(DAY))]);
    await tickJourneys(f.app, later(DAY + 60_000));
    const mails = f.sink!.received.slice(sent);
    expect(mails.map((m) => m.to[0]).sort()).toEqual(contacts.map((c) => c.email).sort());
    expect((await countsOf(f.app, f.admin, journeyId)).x).toMatchObject({ exited: 6 });
  });

  it('re-sends a message left sending by a dead worker once, with the same Message-ID', async () => {
    const { listId, contacts } = await seedListWithContacts(f.app, f.clientId, 1);
    const journeyId = await createAndStart(f.app, f.admin, mailGraph(listId));
    const sent = f.sink!.received.length;
    await tickJourneys(f.app, later(DAY));
    const first = f.sink!.received.slice(sent);
    expect(first).toHaveLength(1);
    // As if the worker died between marking the row 'sending' and hearing the server.
    const [entry] = await entriesOf(owner, f.clientId, journeyId);
    await sql`update journey_entries set node_id = 'mail', state = 'active', wake_at = now()
      where client_id = ${f.clientId} and id = ${entry!.id}`.execute(owner);
    await sql`update journey_node_counts set current = 1
      where client_id = ${f.clientId} and journey_id = ${journeyId} and node_id = 'mail'`.execute(
      owner,
    );
    await sql`update messages set status = 'sending' where client_id = ${f.clientId}
      and run_no = ${entry!.id} and passport_id = ${contacts[0]!.passportId}`.execute(owner);
    await tickJourneys(f.app, later(DAY + 60_000));
    await tickJourneys(f.app, later(DAY + 2 * 60_000));
    const all = f.sink!.received.slice(sent);
    expect(all).toHaveLength(2);
    expect(all[1]!.messageId).toBe(first[0]!.messageId);
    const [after] = await entriesOf(owner, f.clientId, journeyId);
    expect(after).toMatchObject({ state: 'finished', node_id: 'x' });
  });
});

describe('date attribute trigger', () => {
  it('enrols contacts whose date is today + offset, once a day from the hour', async () => {
    await sql`insert into contact_attributes (client_id, key, label, type)
      values (${f.clientId}, 'birthday', 'Birthday', 'date') on conflict do nothing`.execute(owner);
    const client = await owner
      .selectFrom('clients')
      .select('time_zone_id')
      .where('id', '=', f.clientId)
      .executeTakeFirstOrThrow();
    const { contacts } = await seedListWithContacts(f.app, f.clientId, 2);
    const when = later(10 * DAY);
    // Today in the client's time zone, plus the offset.
    const local = localParts(timeZoneName(client.time_zone_id), when);
    const monthDay = new Date(Date.UTC(local.year, local.month - 1, local.day + 3))
      .toISOString()
      .slice(5, 10);
    await sql`update contacts set attributes = jsonb_build_object('birthday', '1990-' || ${monthDay})
      where client_id = ${f.clientId} and id = ${contacts[0]!.contactId}`.execute(owner);
    await sql`update contacts set attributes = '{"birthday": "not a date"}'
      where client_id = ${f.clientId} and id = ${contacts[1]!.contactId}`.execute(owner);
    const journeyId = await createAndStart(f.app, f.admin, {
      nodes: [
        {
          id: 'start',
          type: 'entry',
          position: { x: 0, y: 0 },
          config: { trigger: { kind: 'dateAttribute', key: 'birthday', offsetDays: 3, hour: 0 } },
        },
        wait('w', 0, 5),
        exit('x'),
      ],
      edges: edges(['start', 'w'], ['w', 'x']),
    });
    await tickJourneys(f.app, when);
    await tickJourneys(f.app, new Date(when.getTime() + 60_000));
    const entries = await entriesOf(owner, f.clientId, journeyId);
    expect(entries.map((e) => Number(e.contact_id))).toEqual([contacts[0]!.contactId]);
  });
});

describe('triggers and re-entry', () => {
  const waitGraph = (entry = entryEvent('converted')) => ({
    nodes: [entry, wait('w', 0, 10), exit('x')],
    edges: edges(['start', 'w'], ['w', 'x']),
  });

  it('enters once per contact in mode once, on every event in mode always', async () => {
    const once = await createAndStart(f.app, f.admin, waitGraph(), { reentry: { mode: 'once' } });
    const always = await createAndStart(f.app, f.admin, waitGraph(), {
      reentry: { mode: 'always', minDaysBetween: 0 },
    });
    const contact = f.contacts[2]!;
    await addEvent(owner, f.clientId, contact.passportId, 'converted');
    await addEvent(owner, f.clientId, contact.passportId, 'lead');
    await tickJourneys(f.app, later(2 * DAY));
    await addEvent(owner, f.clientId, contact.passportId, 'converted');
    await tickJourneys(f.app, later(2 * DAY + 60_000));
    expect(await entriesOf(owner, f.clientId, once)).toHaveLength(1);
    const all = await entriesOf(owner, f.clientId, always);
    expect(all.map((e) => e.entry_no)).toEqual([1, 2]);
    // afterExit: again only once the first entry finished.
    const afterExit = await createAndStart(f.app, f.admin, waitGraph(), {
      reentry: { mode: 'afterExit' },
    });
    await addEvent(owner, f.clientId, contact.passportId, 'converted');
    await tickJourneys(f.app, later(2 * DAY + 2 * 60_000));
    await addEvent(owner, f.clientId, contact.passportId, 'converted');
    await tickJourneys(f.app, later(2 * DAY + 3 * 60_000));
    expect(await entriesOf(owner, f.clientId, afterExit)).toHaveLength(1);
    await tickJourneys(f.app, later(2 * DAY + 20 * 60_000));
    await addEvent(owner, f.clientId, contact.passportId, 'converted');
    await tickJourneys(f.app, later(2 * DAY + 21 * 60_000));
    const entries = await entriesOf(owner, f.clientId, afterExit);
    expect(entries.map((e) => e.state)).toEqual(['finished', 'waiting']);
  });

  it('listJoin enrols only contacts added after the start', async () => {
    const { listId } = await seedListWithContacts(f.app, f.clientId, 2);
    const journeyId = await createAndStart(
      f.app,
      f.admin,
      waitGraph(entryList(listId, 'listJoin')),
    );
    await tickJourneys(f.app, later(3 * DAY));
    expect(await entriesOf(owner, f.clientId, journeyId)).toHaveLength(0);
    const newcomer = await seedListWithContacts(f.app, f.clientId, 1);
    await sql`insert into audience_list_members (client_id, list_id, contact_id)
      values (${f.clientId}, ${listId}, ${newcomer.contacts[0]!.contactId})`.execute(owner);
    await tickJourneys(f.app, later(3 * DAY + 60_000));
    const entries = await entriesOf(owner, f.clientId, journeyId);
    expect(entries.map((e) => Number(e.contact_id))).toEqual([newcomer.contacts[0]!.contactId]);
  });
});

describe('pause, edit and resume', () => {
  it('lets contacts on a removed step exit cleanly and recounts', async () => {
    const { listId } = await seedListWithContacts(f.app, f.clientId, 3);
    const graph = {
      nodes: [entryList(listId), wait('hold', 2), exit('x')],
      edges: edges(['start', 'hold'], ['hold', 'x']),
    };
    const journeyId = await createAndStart(f.app, f.admin, graph);
    await tickJourneys(f.app, later(4 * DAY));
    expect((await countsOf(f.app, f.admin, journeyId)).hold).toMatchObject({ current: 3 });

    const editWhileActive = await saveJourney(f.app, f.admin, graph, { journeyId, name: 'Edited' });
    expect(editWhileActive.statusCode).toBe(409);
    expect((await comm(f.app, f.admin, 'PauseJourney', { journeyId })).statusCode).toBe(200);
    const { version } = (await comm(f.app, f.admin, 'GetJourney', { journeyId })).json().data;
    const edited = {
      nodes: [entryList(listId), exit('x')],
      edges: edges(['start', 'x']),
    };
    const stale = await saveJourney(f.app, f.admin, edited, { journeyId, version: version - 1 });
    expect(stale.statusCode).toBe(409);
    const saved = await saveJourney(f.app, f.admin, edited, { journeyId, version });
    expect(saved.statusCode).toBe(200);
    const entries = await entriesOf(owner, f.clientId, journeyId);
    expect(entries.map((e) => [e.state, e.exit_reason])).toEqual(
      Array(3).fill(['exited', 'step removed']),
    );
    expect(saved.json().data.counts.hold).toBeUndefined();

    // Nothing moves while paused.
    const joiner = await seedListWithContacts(f.app, f.clientId, 1);
    await sql`insert into audience_list_members (client_id, list_id, contact_id)
      values (${f.clientId}, ${listId}, ${joiner.contacts[0]!.contactId})`.execute(owner);
    await tickJourneys(f.app, later(4 * DAY + 60_000));
    expect(await entriesOf(owner, f.clientId, journeyId)).toHaveLength(3);

    expect((await comm(f.app, f.admin, 'ResumeJourney', { journeyId })).statusCode).toBe(200);
    await tickJourneys(f.app, later(4 * DAY + 2 * 60_000));
    expect(await countsOf(f.app, f.admin, journeyId)).toMatchObject({
      start: { entered: 4, current: 0 },
      x: { entered: 1, exited: 1 },
    });
  });
});

describe('access', () => {
  it('hides journeys from other tenants and keeps viewers read-only', async () => {
    const saved = await saveJourney(f.app, f.admin, {
      nodes: [entryList(f.listId), exit('x')],
      edges: edges(['start', 'x']),
    });
    const journeyId = saved.json().data.journeyId;
    expect((await comm(f.app, brand, 'GetJourney', { journeyId })).statusCode).toBe(404);
    expect((await comm(f.app, brand, 'StartJourney', { journeyId })).statusCode).toBe(404);
    expect((await comm(f.app, viewer, 'GetJourney', { journeyId })).statusCode).toBe(200);
    expect((await comm(f.app, viewer, 'StartJourney', { journeyId })).statusCode).toBe(403);
    const viewerSave = await saveJourney(f.app, viewer, { nodes: [], edges: [] });
    expect(viewerSave.statusCode).toBe(403);
    const entries = await comm(f.app, f.admin, 'GetJourneyEntries', { journeyId, nodeId: 'x' });
    expect(entries.statusCode).toBe(200);
    const list = await comm(f.app, f.admin, 'GetJourneys', { search: 'Journey' });
    expect(list.json().totalRows).toBeGreaterThan(0);
  });
});
