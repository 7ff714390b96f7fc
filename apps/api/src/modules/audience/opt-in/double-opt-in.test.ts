import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZContactDataSchema } from '@resonate/contracts/audience/contact-data';
import { OPT_IN_DEFAULT_MAIL, OPT_IN_MSG } from '@resonate/contracts/audience/opt-in';
import { STATUS } from '@resonate/contracts/campaigns/communication-status';
import { runDueCommunications, startCommunication } from '#/modules/communications/index.ts';
import {
  communicationRow,
  createCommunicationFixture,
  insertEmailCommunication,
  messageStatuses,
  type TCommunicationFixture,
} from '#/modules/communications/testing.ts';
import { newApiKey } from '#/modules/data-exchange/index.ts';
import { TEST_APP_SECRET } from '../../../../test/create-test-app.ts';
import { csv, runImport } from '../imports/test/import-test-helpers.ts';
import { optInSigner } from './opt-in-token.ts';

let f: TCommunicationFixture;
const signer = optInSigner(TEST_APP_SECRET);
const SETTINGS = {
  modes: { import: 'double', api: 'single' },
  brandName: 'Acme Shop',
  subject: 'Confirm your subscription to {{ brandName }}',
  body: 'Hi {{ firstName }},\n\nplease confirm.',
};

beforeAll(async () => {
  f = await createCommunicationFixture({ queue: true, contacts: 1 });
}, 60_000);
afterAll(() => f.close());

const audience = (endpoint: string, payload: object = {}) =>
  f.app.inject({
    method: 'POST',
    url: `/api/Audience/${endpoint}`,
    headers: { accesstoken: f.admin.accessToken },
    payload,
  });

/** The confirmation link in a received mail (its text part is quoted-printable). */
function linkIn(raw: string): string {
  const decoded = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = /https?:\/\/[^\s"<]+(\/t\/optin\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)/.exec(decoded);
  if (!match?.[1]) throw new Error(`no confirmation link in:\n${raw}`);
  return match[1];
}

async function optInOf(contactId: number) {
  const response = await audience('GetContactOptIn', { contactId });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

async function contactIdOf(email: string): Promise<number> {
  const row = await f.app.ownerDb
    .selectFrom('contacts')
    .select('id')
    .where('client_id', '=', f.clientId)
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

const people = ['ann', 'bob', 'cy'].map((name) => ({ name, email: `${name}@optin.test` }));
let listId = 0;
const links = new Map<string, string>();

describe('double opt-in settings', () => {
  it('default to single opt-in for every source and the default mail', async () => {
    const response = await audience('GetOptInSettings');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      modes: { import: 'single', api: 'single' },
      brandName: '',
      subject: OPT_IN_DEFAULT_MAIL.subject,
      body: OPT_IN_DEFAULT_MAIL.body,
    });
  });

  it('refuse an unknown mode or an empty subject with 400, and save a valid choice per source', async () => {
    const badMode = await audience('SaveOptInSettings', {
      ...SETTINGS,
      modes: { import: 'triple', api: 'single' },
    });
    expect(badMode.statusCode).toBe(400);
    const noSubject = await audience('SaveOptInSettings', { ...SETTINGS, subject: '  ' });
    expect(noSubject.statusCode).toBe(400);
    expect(noSubject.json().errors).toMatchObject({ subject: OPT_IN_MSG.subjectRequired });
    expect((await audience('GetOptInSettings')).json().data.modes.import).toBe('single');

    const saved = await audience('SaveOptInSettings', SETTINGS);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ modes: { import: 'double', api: 'single' } });
  });
});

describe('an import under double opt-in', () => {
  it('makes its new contacts pending and mails each one confirmation, as the brand', async () => {
    const before = f.sink!.received.length;
    const existing = f.contacts[0]!;
    const summary = await runImport(
      f.app,
      f.admin,
      [
        {
          name: 'people.csv',
          content: csv([
            ['Email', 'Name'],
            ...people.map((p) => [p.email, p.name]),
            [existing.email, 'Known'],
          ]),
        },
      ],
      {
        mapping: { Email: 'email', Name: 'firstName' },
        destination: { kind: 'newTargetList', name: 'Opt-in leads' },
      },
    );
    expect(summary).toMatchObject({ rowsInserted: 3, rowsUpdated: 1 });
    listId = summary.destination.listId!;

    const mails = (await f.sink!.waitFor(before + 3)).slice(before);
    expect(mails.map((m) => m.to[0]).sort()).toEqual(people.map((p) => p.email).sort());
    for (const mail of mails) {
      expect(mail.subject).toBe('Confirm your subscription to Acme Shop');
      expect(mail.data).toMatch(/^From: "?Acme Shop"? <news@acme\.test>/m);
      expect(mail.data).toMatch(/^DKIM-Signature: .*d=acme\.test/m);
      links.set(mail.to[0]!, linkIn(mail.data));
    }
    for (const person of people) {
      expect(await optInOf(await contactIdOf(person.email))).toMatchObject({
        status: 'pending',
        source: 'import',
        email: person.email,
        mailsSent: 1,
        confirmedAt: null,
      });
    }
    // A contact the file only updates keeps its standing: no record, no mail.
    expect((await optInOf(existing.contactId)).status).toBe('none');
    expect(f.sink!.received.length).toBe(before + 3);
  });
});

describe('the confirmation link', () => {
  it('asks first, then confirms with when, from which IP and which browser', async () => {
    const ann = people[0]!;
    const link = links.get(ann.email)!;
    const page = await f.app.inject({ method: 'GET', url: link });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(ann.email);
    expect(page.body).toContain(OPT_IN_MSG.confirmButton);
    // Opening the link (as a mail scanner does) confirms nothing.
    expect((await optInOf(await contactIdOf(ann.email))).status).toBe('pending');

    const userAgent = 'Mozilla/5.0 (X11; Linux x86_64) OptInTest/1.0';
    const confirm = await f.app.inject({
      method: 'POST',
      url: link,
      headers: { 'user-agent': userAgent, 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.body).toContain(OPT_IN_MSG.confirmed);
    const proof = await optInOf(await contactIdOf(ann.email));
    expect(proof).toMatchObject({
      status: 'confirmed',
      confirmedIp: '127.0.0.1',
      confirmedUserAgent: userAgent,
    });
    expect(Date.now() - Date.parse(proof.confirmedAt)).toBeLessThan(60_000);

    const again = await f.app.inject({ method: 'POST', url: link });
    expect(again.body).toContain(OPT_IN_MSG.alreadyConfirmed);
    expect((await optInOf(await contactIdOf(ann.email))).confirmedAt).toBe(proof.confirmedAt);

    // The data subject's export carries the same proof.
    const exported = await audience('ExportContactData', {
      contactId: await contactIdOf(ann.email),
    });
    expect(exported.statusCode, exported.body).toBe(200);
    const doc = await f.app.inject({ method: 'GET', url: exported.json().data.url });
    expect(ZContactDataSchema.parse(doc.json()).optIn).toEqual(proof);
  });

  it('answers a tampered or expired link with 4xx and changes nothing', async () => {
    const bob = people[1]!;
    const contactId = await contactIdOf(bob.email);
    const link = links.get(bob.email)!;
    const [payload, signature] = link.slice('/t/optin/'.length).split('.') as [string, string];
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), k: 1 }),
    ).toString('base64url');
    const nonce = JSON.parse(Buffer.from(payload, 'base64url').toString()).n as string;
    const eightDaysAgo = new Date(Date.now() - 8 * 86_400_000);
    const expired = signer.sign({ clientId: f.clientId, contactId, nonce }, eightDaysAgo);
    const before = await optInOf(contactId);

    for (const url of [
      `/t/optin/${payload}.${flipped}`,
      `/t/optin/${forged}.${signature}`,
      '/t/optin/not-a-token',
    ]) {
      const get = await f.app.inject({ method: 'GET', url });
      expect(get.statusCode, url).toBe(400);
      expect(get.body).toContain(OPT_IN_MSG.linkInvalid);
      expect((await f.app.inject({ method: 'POST', url })).statusCode).toBe(400);
    }
    const old = await f.app.inject({ method: 'GET', url: `/t/optin/${expired}` });
    expect(old.statusCode).toBe(410);
    expect(old.body).toContain(OPT_IN_MSG.linkExpired);
    expect(old.body).toContain(OPT_IN_MSG.newLinkButton);
    expect((await f.app.inject({ method: 'POST', url: `/t/optin/${expired}` })).statusCode).toBe(
      410,
    );
    expect(await optInOf(contactId)).toEqual(before);
  });
});

describe('sending to a list with pending contacts', () => {
  it('skips the pending ones and sends to the confirmed one', async () => {
    const before = f.sink!.received.length;
    const id = await insertEmailCommunication(f.app.ownerDb, f.clientId, [listId], {
      createdBy: f.admin.userId,
    });
    await startCommunication(f.app, f.clientId, id);
    await runDueCommunications(f.app, new Date());
    // The in-process worker may have taken the run: wait for its end.
    const deadline = Date.now() + 15_000;
    while ((await communicationRow(f.app.ownerDb, f.clientId, id)).status !== STATUS.sent) {
      if (Date.now() > deadline) throw new Error('the send did not finish');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    // The list holds ann (confirmed), bob and cy (pending) and the known contact (single).
    expect(await messageStatuses(f.app.ownerDb, f.clientId, id)).toEqual({ sent: 2 });
    const to = f.sink!.received.slice(before).map((m) => m.to[0]);
    expect(to.sort()).toEqual([people[0]!.email, f.contacts[0]!.email].sort());
  });
});

describe('re-sending the confirmation', () => {
  it('is refused within minutes of the last mail, then mails a new link', async () => {
    const cy = await contactIdOf(people[2]!.email);
    const tooSoon = await audience('ResendOptInConfirmation', { contactId: cy });
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().message).toBe(OPT_IN_MSG.resendTooSoon);
    const confirmed = await audience('ResendOptInConfirmation', {
      contactId: await contactIdOf(people[0]!.email),
    });
    expect(confirmed.statusCode).toBe(409);

    await sql`update contact_opt_ins set last_mail_at = now() - interval '11 minutes'
      where client_id = ${f.clientId} and contact_id = ${cy}`.execute(f.app.ownerDb);
    const before = f.sink!.received.length;
    const resent = await audience('ResendOptInConfirmation', { contactId: cy });
    expect(resent.statusCode, resent.body).toBe(200);
    const [mail] = (await f.sink!.waitFor(before + 1)).slice(before);
    expect(mail!.to).toEqual([people[2]!.email]);
    expect((await optInOf(cy)).mailsSent).toBe(2);
  });

  it('mails a new link to the holder of an expired one, but not for a forged one', async () => {
    const bob = await contactIdOf(people[1]!.email);
    const nonce = JSON.parse(
      Buffer.from(
        links.get(people[1]!.email)!.slice('/t/optin/'.length).split('.')[0]!,
        'base64url',
      ).toString(),
    ).n as string;
    const expired = signer.sign(
      { clientId: f.clientId, contactId: bob, nonce },
      new Date(Date.now() - 8 * 86_400_000),
    );
    const forged = optInSigner('another-secret').sign({
      clientId: f.clientId,
      contactId: bob,
      nonce,
    });
    expect(
      (await f.app.inject({ method: 'POST', url: `/t/optin-resend/${forged}` })).statusCode,
    ).toBe(400);
    const tooSoon = await f.app.inject({ method: 'POST', url: `/t/optin-resend/${expired}` });
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.body).toContain(OPT_IN_MSG.resendTooSoon);
    expect((await optInOf(bob)).mailsSent).toBe(1);

    await sql`update contact_opt_ins set last_mail_at = now() - interval '11 minutes'
      where client_id = ${f.clientId} and contact_id = ${bob}`.execute(f.app.ownerDb);
    const before = f.sink!.received.length;
    const resent = await f.app.inject({ method: 'POST', url: `/t/optin-resend/${expired}` });
    expect(resent.statusCode).toBe(200);
    expect(resent.body).toContain(OPT_IN_MSG.newLinkSent);
    const [mail] = (await f.sink!.waitFor(before + 1)).slice(before);
    expect(mail!.to).toEqual([people[1]!.email]);
    // The new link works (7 more days).
    const page = await f.app.inject({ method: 'GET', url: linkIn(mail!.data) });
    expect(page.statusCode).toBe(200);
  });
});

describe('the REST API source', () => {
  async function apiKey(scopes = ['contacts:write']): Promise<string> {
    const generated = newApiKey();
    await f.app.ownerDb
      .insertInto('api_keys')
      .values({
        client_id: f.clientId,
        name: 'Opt-in test',
        prefix: generated.prefix,
        secret_hash: generated.secretHash,
        scopes,
      })
      .execute();
    return generated.key;
  }
  const post = (key: string, payload: object) =>
    f.app.inject({
      method: 'POST',
      url: '/api/v1/contacts',
      headers: { authorization: `Bearer ${key}` },
      payload,
    });

  it('follows its own setting: single creates a sendable contact, double a pending one with a mail', async () => {
    const key = await apiKey();
    const single = await post(key, { email: 'single@api.test', firstName: 'Sam' });
    expect(single.statusCode, single.body).toBe(200);
    expect(single.json().data).toMatchObject({ created: true, optIn: 'none' });
    expect((await post(key, { email: 'nobody' })).statusCode).toBe(400);

    await audience('SaveOptInSettings', {
      ...SETTINGS,
      modes: { import: 'single', api: 'double' },
    });
    const before = f.sink!.received.length;
    const double = await post(key, { email: 'Double@API.test', firstName: 'Dee' });
    expect(double.json().data).toMatchObject({ created: true, optIn: 'pending' });
    const [mail] = (await f.sink!.waitFor(before + 1)).slice(before);
    expect(mail!.to).toEqual(['double@api.test']);
    expect(await optInOf(double.json().data.contactId)).toMatchObject({
      status: 'pending',
      source: 'api',
    });
    // Posting an existing contact again updates it and mails nothing more.
    const again = await post(key, { email: 'double@api.test', lastName: 'Doe' });
    expect(again.json().data).toMatchObject({ created: false, optIn: 'pending' });
  });

  it('holds a contact a Segment identify makes under double opt-in and mails it once', async () => {
    // The setting of the test before: double opt-in for the API.
    const writeKey = await apiKey(['events:write']);
    const identify = (messageId: string, email: string) =>
      f.app.inject({
        method: 'POST',
        url: '/api/v1/identify',
        headers: { authorization: `Basic ${Buffer.from(`${writeKey}:`).toString('base64')}` },
        payload: { messageId, anonymousId: `browser-${messageId}`, traits: { email } },
      });
    const before = f.sink!.received.length;
    const made = await identify('seg-1', 'Segment.Lead@API.test');
    expect(made.json(), made.body).toMatchObject({ success: true, accepted: 1 });
    const [mail] = (await f.sink!.waitFor(before + 1)).slice(before);
    expect(mail!.to).toEqual(['segment.lead@api.test']);
    const contactId = await contactIdOf('segment.lead@api.test');
    expect(await optInOf(contactId)).toMatchObject({ status: 'pending', source: 'api' });
    // A known person identified again is not asked again; a sendable one stays sendable.
    expect((await identify('seg-2', 'segment.lead@api.test')).json()).toMatchObject({
      accepted: 1,
    });
    expect((await identify('seg-3', 'single@api.test')).json()).toMatchObject({ accepted: 1 });
    expect(await optInOf(await contactIdOf('single@api.test'))).toMatchObject({ status: 'none' });
    expect(f.sink!.received.length).toBe(before + 1);
  });

  it('holds a contact that /api/v1/push/identify makes under double opt-in and mails it', async () => {
    const key = await apiKey();
    const endpoint = 'https://push.example.test/sub/opt-in';
    await sql`insert into web_push_subscriptions (client_id, domain, endpoint, p256dh, auth)
      values (${f.clientId}, 'brand.test', ${endpoint}, 'p', 'a')`.execute(f.app.ownerDb);
    const before = f.sink!.received.length;
    const res = await f.app.inject({
      method: 'POST',
      url: '/api/v1/push/identify',
      headers: { authorization: `Bearer ${key}` },
      payload: { kind: 'web_push', value: endpoint, email: 'Push.Lead@API.test' },
    });
    expect(res.json().data, res.body).toMatchObject({ created: true });
    const [mail] = (await f.sink!.waitFor(before + 1)).slice(before);
    expect(mail!.to).toEqual(['push.lead@api.test']);
    expect(await optInOf(await contactIdOf('push.lead@api.test'))).toMatchObject({
      status: 'pending',
      source: 'api',
    });
  });
});
