import { PREFERENCE_FOOTER_TEXT } from '@resonate/contracts/subscriptions/preference-page-text';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DX_MSG } from '@resonate/contracts/data-exchange';
import { TRANSACTIONAL_MSG as MSG } from '@resonate/contracts/transactional/messages';
import type { DB } from '#/db/schema.ts';
import {
  comm,
  createCommunicationFixture,
  ownerOf,
  type TCommunicationFixture,
} from '#/modules/communications/testing.ts';
import { foldMessages } from '#/modules/consumption/index.ts';
import { newApiKey } from '#/modules/data-exchange/index.ts';
import { dx } from '#/modules/data-exchange/testing.ts';
import { purgeTransactionalMessages } from './purge-transactional.ts';
import { followUp } from './send-accepted.ts';

/**
 * Transactional messages (issue 28, item 3) end to end: the API key's call, the worker (pg-boss)
 * sending through the client's SMTP settings to a real local SMTP sink, the status endpoint,
 * the webhook events at a local receiver, the 360 timeline and the consumption line.
 */
let f: TCommunicationFixture;
let owner: Kysely<DB>;
let key: string;
let templateId: number;
let ann: TCommunicationFixture['contacts'][number];
let receiver: Server;
const hooks: { type: string; data: Record<string, unknown> }[] = [];

async function apiKey(scopes: string[]): Promise<string> {
  const generated = newApiKey();
  await owner
    .insertInto('api_keys')
    .values({
      client_id: f.clientId,
      name: 'Transactional test',
      prefix: generated.prefix,
      secret_hash: generated.secretHash,
      scopes,
    })
    .execute();
  return generated.key;
}

async function template(
  content: object,
  status: 'ready' | 'draft' = 'ready',
  channelId = 1,
): Promise<number> {
  const row = await owner
    .insertInto('communication_templates')
    .values({
      client_id: f.clientId,
      channel_id: channelId,
      name: `Receipt ${Math.random()}`,
      content: JSON.stringify(content),
      status,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

beforeAll(async () => {
  receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      hooks.push(JSON.parse(body) as (typeof hooks)[number]);
      response.statusCode = 204;
      response.end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  f = await createCommunicationFixture({
    contacts: 3,
    queue: true,
    env: { ALLOW_PRIVATE_WEBHOOKS: 'true' },
  });
  owner = ownerOf(f.app);
  ann = f.contacts[0]!;
  key = await apiKey(['messages:send']);
  templateId = await template({
    kind: 'email',
    subject: 'Order {{ orderId }} confirmed',
    html: '<p>Hello {{ firstName }}, your order {{ orderId }} of {{ total }} is on its way.</p>',
    text: 'Hello {{ firstName }}, order {{ orderId }}',
  });
  const port = (receiver.address() as AddressInfo).port;
  const hook = await dx(f.app, f.admin, 'UpsertWebhook', {
    url: `http://127.0.0.1:${port}/hook`,
    events: ['message.queued', 'message.sent', 'message.opened', 'message.bounced'],
    active: true,
  });
  expect(hook.statusCode).toBe(200);
});
afterAll(async () => {
  await f.close();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

function send(payload: object, headers: Record<string, string> = {}, bearer = key) {
  return f.app.inject({
    method: 'POST',
    url: '/api/v1/messages',
    headers: { authorization: `Bearer ${bearer}`, ...headers },
    payload,
  });
}

const statusOf = (id: string) =>
  f.app.inject({
    method: 'GET',
    url: `/api/v1/messages/${id}`,
    headers: { authorization: `Bearer ${key}` },
  });

const settledStatus = async (id: string) => {
  await expect
    .poll(async () => (await statusOf(id)).json().data.status, { timeout: 15_000, interval: 100 })
    .not.toBe('queued');
  return (await statusOf(id)).json().data as Record<string, unknown>;
};

const mailsTo = (address: string) => f.sink!.received.filter((m) => m.to.includes(address));

describe('POST /api/v1/messages', () => {
  it('accepts, sends to the sink with the variables rendered, and reports queued then sent', async () => {
    const res = await send({
      templateId,
      to: { email: ann.email },
      variables: { orderId: 'A-1001', total: '€42.00' },
    });
    expect(res.statusCode).toBe(202);
    const accepted = res.json().data;
    expect(accepted).toMatchObject({ status: 'queued', channelId: 1, passportId: ann.passportId });

    const state = await settledStatus(accepted.messageId);
    expect(state).toMatchObject({ status: 'sent', error: null });
    expect(state.sentAt).toEqual(expect.any(String));
    const [mail] = mailsTo(ann.email);
    expect(mail!.subject).toBe('Order A-1001 confirmed');
    expect(mail!.data).toContain('order A-1001 of =E2=82=AC42.00');
    expect(mail!.data).toContain(ann.firstName);
    // A receipt is not a list: no unsubscribe headers, no preference page link.
    expect(mail!.data).not.toMatch(/^List-Unsubscribe/im);
    expect(mail!.data).not.toContain(PREFERENCE_FOOTER_TEXT);

    // One webhook event per state (deliveries run in parallel: their arrival order is not theirs).
    await expect
      .poll(() =>
        hooks
          .filter((h) => h.data.messageId === accepted.messageId)
          .map((h) => h.type)
          .sort(),
      )
      .toEqual(['message.queued', 'message.sent']);

    // The contact's 360 timeline shows it under the transactional line's name.
    const timeline = await f.app.inject({
      method: 'POST',
      url: '/api/UserAnalytics360/TimeLine',
      headers: { accesstoken: f.admin.accessToken },
      payload: { passportId: ann.passportId },
    });
    expect(timeline.json().data.items).toContainEqual(
      expect.objectContaining({
        type: 'sent',
        communicationName: 'Transactional messages (API) \u00b7 Email',
      }),
    );
  });

  it('announces an open recorded later once, and keeps no variables after the send', async () => {
    const res = await send({ templateId, to: { email: ann.email }, variables: { orderId: 'O-1' } });
    const id = res.json().data.messageId;
    expect(await settledStatus(id)).toMatchObject({ status: 'sent', openedAt: null });
    // What the tracking pixel records on the message's row when the mail is opened.
    await sql`update messages m set opened_at = now() from transactional_messages t
      where t.id = ${id} and m.client_id = t.client_id and m.id = t.message_id`.execute(owner);
    await followUp(f.app, f.clientId);
    await followUp(f.app, f.clientId);
    const opened = (await statusOf(id)).json().data;
    expect(opened).toMatchObject({ status: 'sent', openedAt: expect.any(String) });
    await expect
      .poll(() =>
        hooks
          .filter((h) => h.data.messageId === id)
          .map((h) => h.type)
          .sort(),
      )
      .toEqual(['message.opened', 'message.queued', 'message.sent']);
    const stored = await sql<{ variables: object }>`
      select variables from transactional_messages where id = ${id}`.execute(owner);
    expect(stored.rows[0]!.variables).toEqual({});
  });

  it('replays an Idempotency-Key with the first answer and sends once', async () => {
    const bob = f.contacts[1]!;
    const body = { templateId, to: { contactId: bob.contactId }, variables: { orderId: 'B-7' } };
    const first = await send(body, { 'idempotency-key': 'order-B-7' });
    const again = await send(
      { variables: { orderId: 'B-7' }, to: { contactId: bob.contactId }, templateId },
      { 'idempotency-key': 'order-B-7' },
    );
    expect(first.statusCode).toBe(202);
    expect(again.statusCode).toBe(202);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    await settledStatus(first.json().data.messageId);
    const third = await send(body, { 'idempotency-key': 'order-B-7' });
    expect(third.json()).toEqual(first.json());
    expect(mailsTo(bob.email)).toHaveLength(1);
  });

  it('answers 409 to the same Idempotency-Key with a different body, sending nothing', async () => {
    const cy = f.contacts[2]!;
    const first = await send(
      { templateId, to: { email: cy.email }, variables: { orderId: 'C-1' } },
      { 'idempotency-key': 'order-C' },
    );
    expect(first.statusCode).toBe(202);
    const other = await send(
      { templateId, to: { email: cy.email }, variables: { orderId: 'C-2' } },
      { 'idempotency-key': 'order-C' },
    );
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe(MSG.idempotencyConflict);
    await settledStatus(first.json().data.messageId);
    expect(mailsTo(cy.email).map((m) => m.subject)).toEqual(['Order C-1 confirmed']);
  });

  it('refuses a key without the messages:send scope (403) and a call without a key (401)', async () => {
    const eventsOnly = await apiKey(['events:write']);
    const refused = await send({ templateId, to: { email: ann.email } }, {}, eventsOnly);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(DX_MSG.missingScope('messages:send'));
    const anonymous = await f.app.inject({
      method: 'POST',
      url: '/api/v1/messages',
      payload: { templateId, to: { email: ann.email } },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('still sends to a contact unsubscribed from marketing email', async () => {
    const unsubscribed = 'unsubscribed-receipt@example.test';
    await owner
      .insertInto('contacts')
      .values({
        client_id: f.clientId,
        email: unsubscribed,
        consent: JSON.stringify({ email: 'unsubscribed' }),
      })
      .execute();
    await sql`insert into suppressions (client_id, channel_id, address_hash, reason)
      values (${f.clientId}, 1, keyed_address_hash(${unsubscribed}), 'unsubscribed')`.execute(
      owner,
    );
    const res = await send({
      templateId,
      to: { email: unsubscribed },
      variables: { orderId: 'U-1' },
    });
    expect(res.statusCode).toBe(202);
    expect(await settledStatus(res.json().data.messageId)).toMatchObject({ status: 'sent' });
    expect(mailsTo(unsubscribed)).toHaveLength(1);
  });

  it('marks a hard bounce at handoff bounced, announces it, and refuses the address after', async () => {
    const gone = 'no-such-mailbox@example.test';
    f.sink!.rejectRecipients.add(gone);
    const res = await send({ templateId, to: { email: gone }, variables: { orderId: 'X' } });
    expect(res.statusCode).toBe(202);
    const id = res.json().data.messageId;
    expect(await settledStatus(id)).toMatchObject({ status: 'bounced', passportId: null });
    await expect
      .poll(() =>
        hooks
          .filter((h) => h.data.messageId === id)
          .map((h) => h.type)
          .sort(),
      )
      .toEqual(['message.bounced', 'message.queued']);

    const again = await send({ templateId, to: { email: gone }, variables: { orderId: 'Y' } });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe(MSG.suppressed);
    expect(mailsTo(gone)).toHaveLength(0);
  });

  it.each([
    [
      'an unknown template',
      { templateId: 999_999, to: { email: 'a@example.test' } },
      422,
      MSG.templateNotFound,
    ],
    ['no recipient', { to: {} }, 422, MSG.recipientRequired],
    ['two recipients', { to: { email: 'a@example.test', contactId: 1 } }, 422, MSG.recipientOne],
    ['an invalid email', { to: { email: 'not-an-address' } }, 400, MSG.emailInvalid],
    ['a mobile on an email template', { to: { mobile: '+447700900123' } }, 422, MSG.addressChannel],
    ['an unknown contact', { to: { contactId: 987_654_321 } }, 422, MSG.contactNotFound],
  ])('answers %s with a clear status', async (_name, body, status, message) => {
    const res = await send({ templateId, ...body });
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toBe(message);
  });

  it('refuses a draft template, a broken Idempotency-Key and unknown or malformed ids', async () => {
    const draft = await template({ kind: 'email', subject: 'x', html: '<p>x</p>' }, 'draft');
    const res = await send({ templateId: draft, to: { email: ann.email } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.templateId).toBe(MSG.templateDraft);
    const badKey = await send(
      { templateId, to: { email: ann.email } },
      { 'idempotency-key': 'a b' },
    );
    expect(badKey.statusCode).toBe(400);
    expect(badKey.json().message).toBe(MSG.idempotencyKeyInvalid);
    expect((await statusOf('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await statusOf('not-a-uuid')).statusCode).toBe(400);
  });

  it('refuses a channel the client has not set up (SMS here) with 422', async () => {
    const sms = await template({ kind: 'text', text: 'Code {{ code }}' }, 'ready', 2);
    const res = await send({
      templateId: sms,
      to: { mobile: '+44 7700 900123' },
      variables: { code: '1' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.templateId).toBe(MSG.channelNotSetUp);
  });

  it('bills the sent messages on a consumption line of their own', async () => {
    await foldMessages(f.app.db, new Date(Date.now() + 5 * 60_000));
    const now = new Date();
    const res = await f.app.inject({
      method: 'POST',
      url: '/api/Consumption/GetConsumptionDetails',
      headers: { accesstoken: f.admin.accessToken },
      payload: { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1, channelId: 1 },
    });
    expect(res.statusCode).toBe(200);
    const line = res
      .json()
      .data.channelDetail.byCommunication.find(
        (row: { communicationName: string }) =>
          row.communicationName === 'Transactional messages (API) \u00b7 Email',
      );
    const sent = await sql<{ n: number }>`select count(*)::int as n from messages m
      join communications c on c.client_id = m.client_id and c.id = m.communication_id
      where m.client_id = ${f.clientId} and c.transactional and m.sent_at is not null`.execute(
      owner,
    );
    // Ann, Bob, Cy and the unsubscribed contact at least (the bounce was never handed over).
    expect(sent.rows[0]!.n).toBeGreaterThanOrEqual(4);
    expect(line).toMatchObject({ messages: sent.rows[0]!.n });
  });

  it('keeps the hidden transactional communication out of the communication list', async () => {
    const list = await comm(f.app, f.admin, 'GetCommunications', {
      search: 'Transactional messages',
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.communications).toEqual([]);
    const hidden = await sql<{ n: number }>`select count(*)::int as n from communications
      where client_id = ${f.clientId} and transactional`.execute(owner);
    expect(hidden.rows[0]!.n).toBe(1);
  });

  it('erases a contact with their transactional calls: nothing of theirs stays, the status is 404', async () => {
    const cy = f.contacts[2]!;
    const res = await send({
      templateId,
      to: { contactId: cy.contactId },
      variables: { orderId: 'C-9', deliverTo: `${cy.email}, 1 Erased Street` },
    });
    expect(res.statusCode).toBe(202);
    const id = res.json().data.messageId as string;
    await settledStatus(id);
    const theirs = sql<{ n: number }>`select count(*)::int as n from transactional_messages
      where client_id = ${f.clientId} and (passport_id = ${cy.passportId}
        or strpos(answer::text || variables::text, ${cy.passportId}) > 0
        or strpos(lower(answer::text || variables::text), lower(${cy.email})) > 0)`;
    expect((await theirs.execute(owner)).rows[0]!.n).toBeGreaterThanOrEqual(2);
    const erased = await f.app.inject({
      method: 'DELETE',
      url: `/api/v1/contacts/${cy.passportId}`,
      headers: { authorization: `Bearer ${await apiKey(['contacts:dsr'])}` },
    });
    expect(erased.statusCode).toBe(200);
    expect((await theirs.execute(owner)).rows[0]!.n).toBe(0);
    expect((await statusOf(id)).statusCode).toBe(404);
  });

  it("purges calls past 30 days, every tenant's, and never a younger one", async () => {
    const aged = async (days: number) => {
      const { rows } = await sql<{ id: string }>`insert into transactional_messages (client_id,
          id, request_hash, answer, template_id, channel_id, communication_id, message_id,
          message_created_at, passport_id, settled, created_at)
        select client_id, gen_random_uuid(), request_hash, answer, template_id, channel_id,
          communication_id, message_id, message_created_at, passport_id, true,
          now() - make_interval(days => ${days})
        from transactional_messages where client_id = ${f.clientId} limit 1
        returning id`.execute(owner);
      return rows[0]!.id;
    };
    const [old, young] = [await aged(31), await aged(29)];
    const kept = async () =>
      (
        await sql<{ id: string }>`select id from transactional_messages
          where id = any(${[old, young]}::uuid[])`.execute(owner)
      ).rows.map((row) => row.id);
    // Asked for a day, the function still keeps everything under 30 days old.
    expect(await purgeTransactionalMessages(f.app.db, 1)).toBe(1);
    expect(await kept()).toEqual([young]);
    expect(await purgeTransactionalMessages(f.app.db)).toBe(0);
    expect((await statusOf(young)).statusCode).toBe(200);
  });
});
