import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONTACT_DATA_MSG,
  CONTACT_DATA_PAGE_SIZE,
  ZContactDataSchema,
} from '@resonate/contracts/audience/contact-data';
import { DX_MSG } from '@resonate/contracts/data-exchange';
import { FEATURE_IDS } from '@resonate/contracts/features';
import { insertEmailCommunication } from '#/modules/communications/testing.ts';
import { newApiKey } from '#/modules/data-exchange/index.ts';
import { createMessage } from '#/modules/tracking/testing.ts';
import { createDemoApp, signIn } from '../../../../test/auth-helpers.ts';
import type { TTestApp } from '../../../../test/create-test-app.ts';
import {
  addContact,
  addEvent,
  addStaticList,
  au,
  seedAudience,
  type TCaller,
} from './contacts.test-helpers.ts';

let t: TTestApp;
let admin: TCaller;
let brand: TCaller;

beforeAll(async () => {
  t = await createDemoApp();
  admin = await signIn(t.app, 'admin@acme.test');
  await seedAudience(t.app);
  brand = await signIn(t.app, 'brand@acme.test');
});
afterAll(() => t.close());

const owner = () => t.app.ownerDb;

async function apiKey(clientId: number, scopes: string[]): Promise<string> {
  const generated = newApiKey();
  await owner()
    .insertInto('api_keys')
    .values({
      client_id: clientId,
      name: 'DSR test',
      prefix: generated.prefix,
      secret_hash: generated.secretHash,
      scopes,
    })
    .execute();
  return generated.key;
}

const v1 = (method: 'GET' | 'DELETE', path: string, key?: string) =>
  t.app.inject({
    method,
    url: `/api/v1/contacts/${path}`,
    headers: key ? { authorization: `Bearer ${key}` } : {},
  });

/** `n` events of the person in one statement, so paging is crossed without a slow loop. */
async function addEvents(clientId: number, passportId: string, n: number) {
  await owner()
    .transaction()
    .execute(async (trx) => {
      await sql`select set_config('app.client_id', ${String(clientId)}, true)`.execute(trx);
      await sql`insert into contact_events (client_id, event_key, passport_id, type, occurred_at)
      select ${clientId}, ${passportId} || ':bulk:' || g, ${passportId}::uuid, 'page_view', now()
      from generate_series(1, ${n}) g`.execute(trx);
    });
}

let people = 0;

/** A person with something of every kind, and a bystander in the same list and campaign. */
async function personWithHistory(email: string) {
  people += 1;
  const mobile = `+4479113004${String(people).padStart(2, '0')}`;
  const person = await addContact(t.app, admin, {
    email,
    mobile,
    firstName: 'Dana',
    lastName: 'Subject',
    attributes: { city: 'Leeds' },
    consent: { email: 'subscribed', sms: 'unsubscribed' },
  });
  const bystander = await addContact(t.app, admin, { email: `bystander.${email}` });
  await addStaticList(t.app, admin.clientId, `DSR list ${email}`, [
    person.contactId,
    bystander.contactId,
  ]);
  await sql`insert into contact_identities (client_id, contact_id, kind, value)
    values (${admin.clientId}, ${person.contactId}, 'whatsapp', ${mobile})`.execute(owner());
  const campaign = await insertEmailCommunication(owner(), admin.clientId, [], {
    name: `Spring sale ${email}`,
  });
  for (const who of [person, bystander]) {
    await createMessage(owner(), admin.clientId, {
      communicationId: campaign,
      passportId: who.passportId,
      channelId: 1,
      address: who.email,
    });
  }
  await addEvent(t.app, admin.clientId, person.passportId, 'opened');
  await addEvent(t.app, admin.clientId, bystander.passportId, 'clicked');
  return { person, bystander, campaign };
}

async function downloadViaSession(caller: TCaller, body: object) {
  const link = await au(t.app, caller, 'ExportContactData', body);
  if (link.statusCode !== 200) return link;
  return t.app.inject({ method: 'GET', url: link.json().data.url as string });
}

describe('Audience/ExportContactData', () => {
  it('downloads every kind of data about the contact and nothing of anyone else', async () => {
    const { person, bystander, campaign } = await personWithHistory('dana@dsr.test');
    await addEvents(admin.clientId, person.passportId, CONTACT_DATA_PAGE_SIZE + 5);

    const res = await downloadViaSession(admin, { contactId: person.contactId });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="contact-${person.passportId}.json"`,
    );
    const doc = ZContactDataSchema.parse(res.json());
    expect(doc.contact).toMatchObject({
      contactId: person.contactId,
      email: 'dana@dsr.test',
      mobile: '+447911300401',
      firstName: 'Dana',
      attributes: { city: 'Leeds' },
      consent: { email: 'subscribed', sms: 'unsubscribed' },
    });
    expect(doc.identities).toEqual([
      expect.objectContaining({ kind: 'whatsapp', value: '+447911300401' }),
    ]);
    expect(doc.lists.map((list) => list.name)).toEqual(['DSR list dana@dsr.test']);
    expect(doc.messages).toEqual([
      expect.objectContaining({
        communicationId: campaign,
        communicationName: 'Spring sale dana@dsr.test',
        channel: 'Email',
        address: 'dana@dsr.test',
        status: 'sent',
      }),
    ]);
    // Every event, across more than one page, in the order recorded, none twice.
    expect(doc.events).toHaveLength(CONTACT_DATA_PAGE_SIZE + 6);
    expect(new Set(doc.events.map((event) => event.eventId)).size).toBe(doc.events.length);
    expect(doc.events[0]!.type).toBe('opened');
    expect(res.body).not.toContain(bystander.email);
    expect(res.body).not.toContain(bystander.passportId);
  });

  it('carries their topic choices with source and time, and their transactional messages', async () => {
    const { person, bystander, campaign } = await personWithHistory('topics@dsr.test');
    const topic = async (name: string, archived: boolean) => {
      const { rows } = await sql<{ id: string }>`insert into subscription_topics
          (client_id, channel_id, name, default_subscribed, archived_at)
        values (${admin.clientId}, 1, ${name}, true, ${archived ? new Date() : null})
        returning id`.execute(owner());
      return Number(rows[0]!.id);
    };
    const [offers, news, unchosen] = [
      await topic('DSR Offers', false),
      await topic('DSR News', true),
      await topic('DSR Updates', false),
    ];
    const chosenAt = new Date('2026-11-20T10:00:00Z');
    await sql`insert into contact_topic_subscriptions
        (client_id, contact_id, topic_id, subscribed, source, changed_at)
      values (${admin.clientId}, ${person.contactId}, ${offers}, false, 'preference_page',
          ${chosenAt}),
        (${admin.clientId}, ${person.contactId}, ${news}, true, 'import', ${chosenAt}),
        (${admin.clientId}, ${bystander.contactId}, ${unchosen}, false, 'user', ${chosenAt})`.execute(
      owner(),
    );
    const receipts = await insertEmailCommunication(owner(), admin.clientId, [], {
      name: 'Transactional messages (API) \u00b7 Email',
    });
    await sql`update communications set transactional = true
      where client_id = ${admin.clientId} and id = ${receipts}`.execute(owner());
    await createMessage(owner(), admin.clientId, {
      communicationId: receipts,
      passportId: person.passportId,
      channelId: 1,
      address: person.email,
    });

    const doc = ZContactDataSchema.parse(
      (await downloadViaSession(admin, { contactId: person.contactId })).json(),
    );
    const at = chosenAt.toISOString();
    expect(doc.topics).toEqual([
      {
        topicId: news,
        name: 'DSR News',
        channelId: 1,
        channel: 'Email',
        subscribed: true,
        source: 'import',
        changedAt: at,
        archived: true,
      },
      {
        topicId: offers,
        name: 'DSR Offers',
        channelId: 1,
        channel: 'Email',
        subscribed: false,
        source: 'preference_page',
        changedAt: at,
        archived: false,
      },
    ]);
    expect(doc.messages.map((message) => message.communicationId)).toEqual([campaign, receipts]);
  });

  it("answers 404 for another client's contact and 401 for a forged link", async () => {
    const { person } = await personWithHistory('other.tenant@dsr.test');
    expect(brand.clientId).not.toBe(admin.clientId);
    const theirs = await au(t.app, brand, 'ExportContactData', { contactId: person.contactId });
    expect(theirs.statusCode).toBe(404);
    const link = await au(t.app, admin, 'ExportContactData', { contactId: person.contactId });
    const url = link.json().data.url as string;
    const forged = await t.app.inject({ method: 'GET', url: `${url.slice(0, -2)}xx` });
    expect(forged.statusCode).toBe(401);
    const bare = await t.app.inject({ method: 'GET', url: '/api/Audience/DownloadContactData' });
    expect(bare.statusCode).toBe(401);
  });

  it('refuses bad input with 400 and a role without the edit right with 403', async () => {
    for (const body of [{}, { contactId: 'x' }, { passportId: 'not-a-uuid' }]) {
      expect((await au(t.app, admin, 'ExportContactData', body)).statusCode).toBe(400);
    }
    const viewer = await signIn(t.app, 'viewer@acme.test');
    await sql`insert into role_permissions (client_id, role_id, feature_id, can_view, can_edit)
      select client_id, role_id, ${FEATURE_IDS.audience}, true, false from users
      where id = ${viewer.userId}
      on conflict (client_id, role_id, feature_id)
      do update set can_view = true, can_edit = false`.execute(owner());
    const again = await signIn(t.app, 'viewer@acme.test');
    const { person } = await personWithHistory('no.right@dsr.test');
    // The page is theirs to see; the whole data of a person takes the edit right.
    const page = await au(t.app, again, 'GetContact', { contactId: person.contactId });
    expect(page.statusCode).toBe(200);
    const res = await au(t.app, again, 'ExportContactData', { contactId: person.contactId });
    expect(res.statusCode).toBe(403);
  });
});

describe('/api/v1/contacts/{email or passport id}', () => {
  it('exports by email or passport id with the contacts:dsr scope only', async () => {
    const { person } = await personWithHistory('api.export@dsr.test');
    const key = await apiKey(admin.clientId, ['contacts:dsr']);
    const byEmail = await v1('GET', 'API.Export@dsr.test/data', key);
    expect(byEmail.statusCode).toBe(200);
    expect(ZContactDataSchema.parse(byEmail.json()).contact.passportId).toBe(person.passportId);
    const byPassport = await v1('GET', `${person.passportId}/data`, key);
    expect(byPassport.json().contact.email).toBe('api.export@dsr.test');

    const narrow = await apiKey(admin.clientId, ['contacts:read', 'contacts:write']);
    const refused = await v1('GET', `${person.passportId}/data`, narrow);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(DX_MSG.missingScope('contacts:dsr'));
    expect((await v1('GET', `${person.passportId}/data`)).statusCode).toBe(401);
    expect((await v1('DELETE', person.passportId, narrow)).statusCode).toBe(403);
  });

  it("answers 400 for a key that is neither, 404 for an unknown or another client's contact", async () => {
    const { person } = await personWithHistory('api.tenant@dsr.test');
    const key = await apiKey(admin.clientId, ['contacts:dsr']);
    for (const bad of ['not-an-email', '12345', 'a@b']) {
      const res = await v1('GET', `${bad}/data`, key);
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain(CONTACT_DATA_MSG.keyInvalid);
    }
    expect((await v1('GET', 'nobody@dsr.test/data', key)).statusCode).toBe(404);
    const theirKey = await apiKey(brand.clientId, ['contacts:dsr']);
    expect((await v1('GET', `${person.passportId}/data`, theirKey)).statusCode).toBe(404);
    expect((await v1('DELETE', person.passportId, theirKey)).statusCode).toBe(404);
    expect((await v1('GET', `${person.passportId}/data`, key)).statusCode).toBe(200);
  });

  it('erases the contact and its history once; the second call answers 404', async () => {
    const { person, bystander, campaign } = await personWithHistory('api.erase@dsr.test');
    const key = await apiKey(admin.clientId, ['contacts:dsr']);
    const res = await v1('DELETE', 'api.erase@dsr.test', key);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ passportId: person.passportId, erased: true });

    const count = async (query: ReturnType<typeof sql<{ n: string }>>) =>
      Number((await query.execute(owner())).rows[0]!.n);
    const needle = person.passportId;
    expect(await count(sql`select count(*) as n from contacts where passport_id = ${needle}`)).toBe(
      0,
    );
    expect(
      await count(sql`select count(*) as n from contact_events where passport_id = ${needle}`),
    ).toBe(0);
    expect(
      await count(sql`select count(*) as n from audience_list_members
        where contact_id = ${person.contactId}`),
    ).toBe(0);
    expect(
      await count(sql`select count(*) as n from contact_identities
        where contact_id = ${person.contactId}`),
    ).toBe(0);
    // The campaign keeps its message row, anonymised; the bystander's stays theirs.
    const { rows } = await sql<{ passport_id: string; address: string | null }>`
      select passport_id, address from messages where communication_id = ${campaign}
      order by id`.execute(owner());
    expect(rows).toHaveLength(2);
    expect(rows.filter((row) => row.passport_id === needle)).toEqual([]);
    expect(rows.map((row) => row.address)).toEqual([null, bystander.email]);

    expect((await v1('DELETE', 'api.erase@dsr.test', key)).statusCode).toBe(404);
    expect((await v1('GET', `${needle}/data`, key)).statusCode).toBe(404);
  });
});
