import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRACKING_MSG } from '@resonate/contracts/campaigns/tracking';
import type { DB } from '#/db/schema.ts';
import { createCommunication, createContact, createTenant } from '#/modules/events/testing.ts';
import { createTestApp, type TTestApp } from '../../../../test/create-test-app.ts';
import { countsOf, createMessage, messageRow, suppressionsOf } from '../tracking.test-helpers.ts';
import { accountSecretContext, channelSecretBox } from '#/modules/communication-settings/index.ts';
import { callbackKey } from './callback-key.ts';
import { twilioSignature } from './twilio-signature.ts';

let t: TTestApp;
let owner: Kysely<DB>;
let clientId: number;
let otherClientId: number;
let key: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = t.app.ownerDb as Kysely<DB>;
  ({ clientId } = await createTenant(owner, 'Callbacks'));
  ({ clientId: otherClientId } = await createTenant(owner, 'Other callbacks'));
  key = callbackKey(t.app.config.appSecret, clientId);
});
afterAll(() => t.close());

const post = (path: string, payload: unknown, contentType = 'application/json') =>
  t.app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': contentType },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

const TWILIO_TOKEN = 'twilio-auth-token-0123456789';

/** The client's SMS account: Twilio, with this Auth Token (sealed as the settings page does). */
async function useTwilioAccount(forClientId: number, authToken: string) {
  const secret = channelSecretBox(t.app.config.appSecret).seal(
    authToken,
    accountSecretContext(forClientId, 2),
  );
  await owner
    .insertInto('channel_accounts')
    .values({
      client_id: forClientId,
      channel_id: 2,
      provider: 'twilio',
      settings: JSON.stringify({ accountId: 'AC1', senderId: '+15005550006' }),
      secret_sealed: secret,
    })
    .onConflict((c) =>
      c.columns(['client_id', 'channel_id']).doUpdateSet({ secret_sealed: secret }),
    )
    .execute();
}

/** Posts a form as Twilio does, signed with `authToken` (then optionally altered in transit). */
function signedTwilioPost(
  url: string,
  body: string,
  authToken: string,
  alter: (body: string) => string = (b) => b,
) {
  const params = Object.fromEntries(new URLSearchParams(body));
  const signature = twilioSignature(authToken, `${t.app.config.publicUrl}${url}`, params);
  return t.app.inject({
    method: 'POST',
    url,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-twilio-signature': signature,
    },
    payload: alter(body),
  });
}

async function message(channelId: number, address: string, providerMessageId?: string) {
  const communicationId = await createCommunication(owner, clientId, { channelId });
  const passportId = await createContact(owner, clientId, `${address.replace('+', 'p')}@x.test`);
  const messageId = await createMessage(owner, clientId, {
    communicationId,
    passportId,
    channelId,
    address,
    ...(providerMessageId ? { providerMessageId } : {}),
  });
  return { communicationId, messageId };
}

describe('delivery callbacks: authentication', () => {
  it('refuses a missing, malformed or forged key with 401 before validating the body', async () => {
    const forged = `${clientId}-${'0'.repeat(40)}`;
    const otherClientsProofOnThisId = `${clientId}-${callbackKey(t.app.config.appSecret, otherClientId).split('-')[1]}`;
    for (const bad of ['nope', forged, otherClientsProofOnThisId, `${key}x`]) {
      const response = await post(`/api/Callback/Generic/${bad}`, { nonsense: true });
      expect(response.statusCode, bad).toBe(401);
      expect(response.json().message).toBe(TRACKING_MSG.callbackUnauthorised);
    }
  });

  it('refuses an oversized or malformed body as such, in the envelope', async () => {
    const big = await post(`/api/Callback/Generic/${key}`, { big: 'x'.repeat(300_000) });
    expect(big.statusCode).toBe(413);
    const malformed = await post(`/api/Callback/Dsn/${key}`, '{"oops": ');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().status).toBe(false);
    const empty = await t.app.inject({ method: 'POST', url: `/api/Callback/Twilio/${key}` });
    expect(empty.statusCode).toBe(400);
  });

  it("cannot touch another client's messages with its own key", async () => {
    const { communicationId, messageId } = await message(1, 'mine@x.test');
    const otherKey = callbackKey(t.app.config.appSecret, otherClientId);
    const response = await post(`/api/Callback/Generic/${otherKey}`, {
      messageId,
      status: 'delivered',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ updated: 0, unknown: 1 });
    expect((await countsOf(owner, clientId, communicationId)).delivered).toBe(0);
  });

  it('answers GetCallbackUrls only with a session', async () => {
    const response = await post('/api/Callback/GetCallbackUrls', {});
    expect(response.statusCode).toBe(401);
  });
});

describe('delivery callbacks: generic JSON', () => {
  it('marks a delivery once and counts it once', async () => {
    const { communicationId, messageId } = await message(1, 'ok@x.test');
    for (let i = 0; i < 2; i += 1) {
      const response = await post(`/api/Callback/Generic/${key}`, {
        messageId,
        status: 'delivered',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual({ updated: 1, unknown: 0 });
    }
    const row = await messageRow(owner, clientId, messageId);
    expect(row.status).toBe('delivered');
    expect(row.delivered_at).not.toBeNull();
    expect((await countsOf(owner, clientId, communicationId)).delivered).toBe(1);
  });

  it('suppresses the address of a permanent bounce found by the provider id', async () => {
    const { communicationId, messageId } = await message(1, 'gone@x.test', 'prov-123');
    const soft = await message(1, 'full@x.test', 'prov-456');
    const response = await post(`/api/Callback/Generic/${key}`, [
      { providerMessageId: 'prov-123', status: 'bounced', permanent: true },
      { providerMessageId: 'prov-456', status: 'bounced' },
      { providerMessageId: 'prov-unknown', status: 'failed' },
      { messageId: 987654321, status: 'delivered' },
    ]);
    expect(response.json().data).toEqual({ updated: 2, unknown: 2 });
    expect((await messageRow(owner, clientId, messageId)).status).toBe('bounced');
    expect((await messageRow(owner, clientId, soft.messageId)).status).toBe('sent');
    const suppressed = await suppressionsOf(owner, clientId);
    expect(suppressed).toContainEqual({
      channel_id: 1,
      address: 'gone@x.test',
      reason: 'hard_bounce',
    });
    expect(suppressed).not.toContainEqual(expect.objectContaining({ address: 'full@x.test' }));
    expect((await countsOf(owner, clientId, communicationId)).bounced).toBe(1);
    expect((await countsOf(owner, clientId, soft.communicationId)).bounced).toBe(1);
  });

  it('finds a message by the delivery id it was sent with', async () => {
    const { communicationId, messageId } = await message(34, 'hook-person');
    const response = await post(`/api/Callback/Generic/${key}`, {
      deliveryId: `c${communicationId}.r1.m${messageId}`,
      status: 'delivered',
    });
    expect(response.json().data).toEqual({ updated: 1, unknown: 0 });
    expect((await countsOf(owner, clientId, communicationId)).delivered).toBe(1);
  });

  it('refuses a report that names no message or has an unknown status with 400', async () => {
    for (const body of [{ status: 'delivered' }, { messageId: 1, status: 'opened' }, [], 'x']) {
      const response = await post(`/api/Callback/Generic/${key}`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
  });
});

describe('delivery callbacks: Twilio and DSN', () => {
  it('reads Twilio form-encoded status callbacks', async () => {
    const delivered = await message(2, '+447700900001', 'SM0001');
    const invalid = await message(2, '+447700900002', 'SM0002');
    const form = (sid: string, status: string, code?: string) =>
      new URLSearchParams({
        MessageSid: sid,
        MessageStatus: status,
        AccountSid: 'AC1',
        ...(code ? { ErrorCode: code } : {}),
      }).toString();
    const url = `/api/Callback/Twilio/${key}`;
    const type = 'application/x-www-form-urlencoded';
    await useTwilioAccount(clientId, TWILIO_TOKEN);
    const postTwilio = (body: string) => signedTwilioPost(url, body, TWILIO_TOKEN);
    expect((await postTwilio(form('SM0001', 'sent'))).json().data).toEqual({
      updated: 0,
      unknown: 0,
    });
    expect((await postTwilio(form('SM0001', 'delivered'))).statusCode).toBe(200);
    expect((await postTwilio(form('SM0002', 'undelivered', '30006'))).statusCode).toBe(200);
    expect((await countsOf(owner, clientId, delivered.communicationId)).delivered).toBe(1);
    expect((await countsOf(owner, clientId, invalid.communicationId)).bounced).toBe(1);
    expect(await suppressionsOf(owner, clientId)).toContainEqual({
      channel_id: 2,
      address: '+447700900002',
      reason: 'invalid_address',
    });
    expect((await post(url, 'MessageStatus=delivered', type)).statusCode).toBe(400);
  });

  it('refuses a Twilio callback not signed by the auth token of the client (401)', async () => {
    const pending = await message(2, '+447700900003', 'SM0003');
    const url = `/api/Callback/Twilio/${key}`;
    const body = new URLSearchParams({
      MessageSid: 'SM0003',
      MessageStatus: 'delivered',
    }).toString();
    await useTwilioAccount(clientId, TWILIO_TOKEN);
    const forged = await signedTwilioPost(url, body, 'another-accounts-auth-token');
    expect(forged.statusCode).toBe(401);
    const unsigned = await post(url, body, 'application/x-www-form-urlencoded');
    expect(unsigned.statusCode).toBe(401);
    const tampered = await signedTwilioPost(url, body, TWILIO_TOKEN, (b) =>
      b.replace('delivered', 'undelivered'),
    );
    expect(tampered.statusCode).toBe(401);
    // A client without a Twilio account cannot be reported to through this URL at all.
    const otherUrl = `/api/Callback/Twilio/${callbackKey(t.app.config.appSecret, otherClientId)}`;
    expect((await signedTwilioPost(otherUrl, body, TWILIO_TOKEN)).statusCode).toBe(401);
    expect((await countsOf(owner, clientId, pending.communicationId)).delivered).toBe(0);
  });

  it('reads DSN reports naming our Message-ID', async () => {
    const hard = await message(1, 'nobody@x.test');
    const later = await message(1, 'slow@x.test');
    const ourId = (id: number, communicationId: number) =>
      `<c${communicationId}.r1.m${id}@mail.example.test>`;
    const response = await post(`/api/Callback/Dsn/${key}`, [
      {
        originalMessageId: ourId(hard.messageId, hard.communicationId),
        action: 'failed',
        status: '5.1.1',
        finalRecipient: 'rfc822;nobody@x.test',
      },
      {
        originalMessageId: ourId(later.messageId, later.communicationId),
        action: 'delayed',
        status: '4.4.1',
      },
    ]);
    expect(response.json().data).toEqual({ updated: 2, unknown: 0 });
    expect((await messageRow(owner, clientId, hard.messageId)).status).toBe('bounced');
    expect((await messageRow(owner, clientId, later.messageId)).status).toBe('sent');
    expect(await suppressionsOf(owner, clientId)).toContainEqual({
      channel_id: 1,
      address: 'nobody@x.test',
      reason: 'hard_bounce',
    });
    const bad = await post(`/api/Callback/Dsn/${key}`, {
      originalMessageId: 'x',
      action: 'failed',
    });
    expect(bad.statusCode).toBe(400);
  });
});
