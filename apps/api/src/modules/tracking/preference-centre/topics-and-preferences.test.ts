import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPOSE_MSG } from '@resonate/contracts/campaigns/compose';
import { PREFERENCE_TEXT } from '@resonate/contracts/subscriptions/preference-page-text';
import { TOPIC_MSG, type TSaveTopicRequest } from '@resonate/contracts/subscriptions/topics';
import type { DB } from '#/db/schema.ts';
import {
  comm,
  createCommunicationFixture,
  ownerOf,
  type TCommunicationFixture,
} from '#/modules/communications/testing.ts';
import { runDueCommunications } from '#/modules/communications/index.ts';
import { preferenceSigner } from '#/modules/subscriptions/index.ts';

/**
 * Subscription topics and the preference centre (issue 28, item 1), over HTTP: the topics'
 * settings, the engine sending a topic through the real send path to the SMTP sink, and the
 * hosted page reached from a mail's link. Here, beside the page, because this module may reach
 * both the communications fixtures and the subscriptions module without closing a cycle.
 */
let f: TCommunicationFixture;
let owner: Kysely<DB>;

beforeAll(async () => {
  f = await createCommunicationFixture({ contacts: 3 });
  owner = ownerOf(f.app);
}, 60_000);
afterAll(() => f.close());

function topics(endpoint: string, payload: object = {}) {
  return f.app.inject({
    method: 'POST',
    url: `/api/SubscriptionTopics/${endpoint}`,
    headers: { accesstoken: f.admin.accessToken },
    payload,
  });
}

async function createTopic(body: TSaveTopicRequest): Promise<number> {
  const response = await topics('SaveTopic', body);
  if (response.statusCode !== 200) throw new Error(response.body);
  return response.json().data.topicId;
}

/** Launches an email communication of `topicId` to the fixture's list and runs the engine. */
async function sendOfTopic(name: string, topicId: number | null) {
  const before = f.sink!.received.length;
  const draft = await comm(f.app, f.admin, 'SaveCommunicationDraft', {
    name,
    channelId: 1,
    audience: { listIds: [f.listId], topicId },
    content: { kind: 'email', subject: 'News', preheader: '', html: '<p>Hi</p>', text: 'Hi' },
  });
  expect(draft.statusCode, draft.body).toBe(200);
  const communicationId = draft.json().data.communication.communicationId;
  const launch = await comm(f.app, f.admin, 'LaunchCommunication', { communicationId });
  expect(launch.statusCode, launch.body).toBe(200);
  await runDueCommunications(f.app, new Date());
  return f.sink!.received.slice(before);
}

/** The preference link of a mail, its quoted-printable soft breaks and escapes undone. */
function preferenceLinkOf(raw: string): string {
  const decoded = raw.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
  const url = /https?:\/\/[^\s"<>]+\/p\/[\w-]+\.[\w-]+/.exec(decoded)?.[0];
  if (!url) throw new Error('the mail has no preference link');
  return new URL(url).pathname;
}

async function storedChoices() {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n
    from contact_topic_subscriptions where client_id = ${f.clientId}`.execute(owner);
  const events = await sql<{ n: number }>`select count(*)::int as n from contact_events
    where client_id = ${f.clientId} and type = 'preferences_changed'`.execute(owner);
  return { choices: rows[0]!.n, events: events.rows[0]!.n };
}

describe('subscription topics', () => {
  it('creates, renames and archives topics, refusing bad names, channels and duplicates by field', async () => {
    const id = await createTopic({ channelId: 2, name: ' Flash sales ', defaultSubscribed: true });
    const renamed = await topics('SaveTopic', {
      topicId: id,
      channelId: 2,
      name: 'Flash offers',
      description: 'Weekend deals',
      defaultSubscribed: false,
    });
    expect(renamed.json().data).toMatchObject({
      topicId: id,
      name: 'Flash offers',
      defaultSubscribed: false,
      archived: false,
    });

    const empty = await topics('SaveTopic', { channelId: 2, name: '  ', defaultSubscribed: true });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.name).toBe(TOPIC_MSG.nameRequired);
    const qr = await topics('SaveTopic', { channelId: 3, name: 'Codes', defaultSubscribed: true });
    expect(qr.json().errors.channelId).toBe(TOPIC_MSG.channelInvalid);
    const twin = await topics('SaveTopic', {
      channelId: 2,
      name: 'FLASH OFFERS',
      defaultSubscribed: true,
    });
    expect(twin.statusCode).toBe(409);
    expect(twin.json().errors.name).toBe(TOPIC_MSG.nameTaken);
    const moved = await topics('SaveTopic', {
      topicId: id,
      channelId: 1,
      name: 'Flash offers',
      defaultSubscribed: true,
    });
    expect(moved.json().errors.channelId).toBe(TOPIC_MSG.channelFixed);
    const unknown = await topics('ArchiveTopic', { topicId: 999_999_999 });
    expect(unknown.statusCode).toBe(404);

    const archived = await topics('ArchiveTopic', { topicId: id });
    expect(archived.json().data.archived).toBe(true);
    const inUse = (await topics('GetTopics')).json().data.topics;
    expect(inUse.map((t: { topicId: number }) => t.topicId)).not.toContain(id);
    const all = (await topics('GetTopics', { includeArchived: true })).json().data.topics;
    expect(all.find((t: { topicId: number }) => t.topicId === id)?.archived).toBe(true);
    // Archived, its name is free again on the channel.
    await createTopic({ channelId: 2, name: 'Flash offers', defaultSubscribed: true });
  });

  it('refuses to launch with a topic of another channel or an archived one', async () => {
    const smsTopic = await createTopic({ channelId: 2, name: 'Texts', defaultSubscribed: true });
    const draft = await comm(f.app, f.admin, 'SaveCommunicationDraft', {
      name: 'Wrong topic',
      channelId: 1,
      audience: { listIds: [f.listId], topicId: smsTopic },
      content: { kind: 'email', subject: 'News', preheader: '', html: '<p>Hi</p>', text: '' },
    });
    const communicationId = draft.json().data.communication.communicationId;
    const launch = await comm(f.app, f.admin, 'LaunchCommunication', { communicationId });
    expect(launch.statusCode).toBe(400);
    expect(launch.json().message).toBe(COMPOSE_MSG.launchProblems);
    expect(launch.json().errors['audience.topicId']).toBe(TOPIC_MSG.topicOtherChannel);

    const retired = await createTopic({ channelId: 1, name: 'Retired', defaultSubscribed: true });
    await topics('ArchiveTopic', { topicId: retired });
    await comm(f.app, f.admin, 'SaveCommunicationDraft', {
      communicationId,
      name: 'Wrong topic',
      channelId: 1,
      audience: { listIds: [f.listId], topicId: retired },
      content: { kind: 'email', subject: 'News', preheader: '', html: '<p>Hi</p>', text: '' },
    });
    const again = await comm(f.app, f.admin, 'LaunchCommunication', { communicationId });
    expect(again.json().errors['audience.topicId']).toBe(TOPIC_MSG.topicArchived);
  });
});

describe('sending by topic and the preference page', () => {
  let offers: number;
  let updates: number;
  let mails: Awaited<ReturnType<typeof sendOfTopic>>;

  beforeAll(async () => {
    offers = await createTopic({ channelId: 1, name: 'Offers', defaultSubscribed: true });
    updates = await createTopic({ channelId: 1, name: 'Updates', defaultSubscribed: false });
    // Person 1 said no to offers; person 2 yes to updates; person 0 never chose.
    const choice = (contactId: number, topicId: number, subscribed: boolean) => ({
      client_id: f.clientId,
      contact_id: contactId,
      topic_id: topicId,
      subscribed,
      source: 'user' as const,
    });
    await owner
      .insertInto('contact_topic_subscriptions')
      .values([
        choice(f.contacts[1]!.contactId, offers, false),
        choice(f.contacts[2]!.contactId, updates, true),
      ])
      .execute();
  });

  it('sends a topic only to its subscribers: explicit choices first, else the default', async () => {
    mails = await sendOfTopic('Offers of the week', offers);
    expect(mails.map((m) => m.to[0]).sort()).toEqual(
      [f.contacts[0]!.email, f.contacts[2]!.email].sort(),
    );
    const onlyUpdates = await sendOfTopic('Product news', updates);
    expect(onlyUpdates.map((m) => m.to[0])).toEqual([f.contacts[2]!.email]);
    // Every marketing email links to its recipient's preference page.
    for (const mail of [...mails, ...onlyUpdates])
      expect(preferenceLinkOf(mail.data)).toMatch(/^\/p\//);
  });

  it('shows the person their topics and applies an unticked one at once, on their timeline', async () => {
    const person = f.contacts[0]!;
    const path = preferenceLinkOf(mails.find((m) => m.to[0] === person.email)!.data);
    const page = await f.app.inject({ method: 'GET', url: `${path}?lang=fr` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.body).toContain(PREFERENCE_TEXT.fr.title);
    expect(page.body).toMatch(new RegExp(`value="${offers}" checked`));
    expect(page.body).not.toMatch(new RegExp(`value="${updates}" checked`));

    // Offers unticked, updates ticked, email kept.
    const saved = await f.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `channel=email&topic=${updates}&action=save`,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.body).toContain(PREFERENCE_TEXT['en-GB'].saved);
    const rows = await owner
      .selectFrom('contact_topic_subscriptions')
      .select(['topic_id', 'subscribed', 'source'])
      .where('client_id', '=', f.clientId)
      .where('contact_id', '=', person.contactId)
      .orderBy('topic_id')
      .execute();
    expect(rows.map((row) => ({ ...row, topic_id: Number(row.topic_id) }))).toEqual([
      { topic_id: offers, subscribed: false, source: 'preference_page' },
      { topic_id: updates, subscribed: true, source: 'preference_page' },
    ]);

    const timeline = await f.app.inject({
      method: 'POST',
      url: '/api/UserAnalytics360/TimeLine',
      headers: { accesstoken: f.admin.accessToken },
      payload: { passportId: person.passportId },
    });
    const item = timeline
      .json()
      .data.items.find((event: { type: string }) => event.type === 'preferences_changed');
    expect(item?.properties).toMatchObject({ subscribed: ['Updates'], unsubscribed: ['Offers'] });

    const next = await sendOfTopic('More offers', offers);
    expect(next.map((m) => m.to[0])).toEqual([f.contacts[2]!.email]);
  });

  it('unsubscribes from everything: every channel and topic off', async () => {
    const person = f.contacts[2]!;
    const path = preferenceLinkOf(mails.find((m) => m.to[0] === person.email)!.data);
    const response = await f.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=unsubscribeAll',
    });
    expect(response.body).toContain(PREFERENCE_TEXT['en-GB'].unsubscribedAll);
    const contact = await owner
      .selectFrom('contacts')
      .select('consent')
      .where('client_id', '=', f.clientId)
      .where('id', '=', person.contactId)
      .executeTakeFirstOrThrow();
    expect(contact.consent.email).toBe('unsubscribed');
    expect(response.body).not.toMatch(/checked/);
  });

  it('refuses a tampered or expired link, or a form it did not offer, with a 4xx and stores nothing', async () => {
    const person = f.contacts[1]!;
    const path = preferenceLinkOf(mails[0]!.data);
    const before = await storedChoices();
    const post = (url: string, payload = `channel=email&topic=${offers}`) =>
      f.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload,
      });

    const [payload, tag] = path.slice('/p/'.length).split('.') as [string, string];
    const flipped = `${tag[0] === 'A' ? 'B' : 'A'}${tag.slice(1)}`;
    const tampered = `/p/${payload}.${flipped}`;
    expect((await f.app.inject({ method: 'GET', url: tampered })).statusCode).toBe(400);
    expect((await post(tampered)).statusCode).toBe(400);
    // Another person's passport id under the same signature.
    const wire = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const other = Buffer.from(JSON.stringify({ ...wire, p: person.passportId })).toString(
      'base64url',
    );
    expect((await post(`/p/${other}.${tag}`)).statusCode).toBe(400);

    const signer = preferenceSigner(f.app.config.appSecret);
    const longAgo = new Date(Date.now() - 200 * 86_400_000);
    const expired = `/p/${signer.sign(f.clientId, person.passportId, longAgo)}`;
    const gone = await f.app.inject({ method: 'GET', url: expired });
    expect(gone.statusCode).toBe(410);
    expect(gone.body).toContain(PREFERENCE_TEXT['en-GB'].linkExpired);
    expect((await post(expired)).statusCode).toBe(410);

    expect((await post(path, 'topic=999999&channel=email')).statusCode).toBe(400);
    expect((await post(path, 'topic=1;drop&action=save')).statusCode).toBe(400);
    expect((await post(path, 'action=everything')).statusCode).toBe(400);
    expect(await storedChoices()).toEqual(before);
  });
});
