import { generateKeyPairSync, verify } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpAdapter, type THttpProviderProfile } from './http-adapter.ts';
import { LINE_PROFILE, SMS_PROFILES } from './profiles/sms-profiles.ts';
import { VOICE_PROFILES } from './profiles/voice-profiles.ts';
import { WHATSAPP_PROFILES } from './profiles/whatsapp-profiles.ts';
import {
  basicCredentials,
  startRecordingServer,
  type TCannedAnswer,
  type TRecordedRequest,
} from './test-support/recording-server.ts';

let answer: (request: TRecordedRequest) => TCannedAnswer = () => ({ status: 200, body: {} });
let server: Awaited<ReturnType<typeof startRecordingServer>>;
beforeAll(async () => {
  server = await startRecordingServer((request) => answer(request));
});
afterAll(() => server.close());

const dev = { allowPrivate: true };
const last = () => server.requests.at(-1) as TRecordedRequest;

function adapter(profile: THttpProviderProfile, values: Record<string, string>) {
  return createHttpAdapter(profile, { values, apiBaseUrl: server.url }, dev);
}

const wa = {
  phoneNumberId: '1098765432',
  phoneNumberDigits: '1098765432',
  businessAccountId: 'AC123',
  accessToken: 'wa-secret-token',
};

describe('HTTP adapter: WhatsApp Cloud API', () => {
  it('posts a text with the bearer token and reads the message id', async () => {
    answer = () => ({ status: 200, body: { messages: [{ id: 'wamid.ABC' }] } });
    const result = await adapter(WHATSAPP_PROFILES.meta, wa).send({
      to: '+447700900123',
      text: 'Hello & welcome',
    });
    expect(result).toEqual({
      ok: true,
      providerMessageId: 'wamid.ABC',
      response: 'WhatsApp Cloud API accepted the message (HTTP 200)',
    });
    const request = last();
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/1098765432/messages');
    expect(request.headers.authorization).toBe('Bearer wa-secret-token');
    expect(JSON.parse(request.body)).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '447700900123',
      type: 'text',
      text: { preview_url: false, body: 'Hello & welcome' },
    });
  });

  it('sends a template with its body parameters, and without components when it has none', async () => {
    answer = () => ({ status: 200, body: { messages: [{ id: 'wamid.T' }] } });
    const send = adapter(WHATSAPP_PROFILES.meta, wa);
    await send.send({
      to: '+447700900123',
      template: { name: 'order_update', language: 'en_GB', variables: { '1': 'Ann', '2': '42' } },
    });
    expect(JSON.parse(last().body).template).toEqual({
      name: 'order_update',
      language: { code: 'en_GB' },
      components: [
        {
          type: 'body',
          parameters: [
            { type: 'text', text: 'Ann' },
            { type: 'text', text: '42' },
          ],
        },
      ],
    });
    await send.send({ to: '+447700900123', template: { name: 'hello_world', language: 'en_US' } });
    expect(JSON.parse(last().body).template).toEqual({
      name: 'hello_world',
      language: { code: 'en_US' },
    });
  });

  it("maps the provider's error to a clear message without the token", async () => {
    answer = () => ({
      status: 401,
      body: {
        error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190 },
      },
    });
    const result = await adapter(WHATSAPP_PROFILES.meta, wa).send({
      to: '+447700900123',
      text: 'x',
    });
    expect(result).toEqual({
      ok: false,
      response: 'WhatsApp Cloud API refused the message (HTTP 401): Invalid OAuth access token.',
    });
    expect(result.response).not.toContain('wa-secret-token');
  });
});

describe('HTTP adapter: other providers', () => {
  it('Twilio WhatsApp: a form POST with Basic auth of the Account SID', async () => {
    answer = () => ({ status: 201, body: { sid: 'SM123' } });
    const result = await adapter(WHATSAPP_PROFILES.twilio, {
      ...wa,
      phoneNumberId: '+14155238886',
    }).send({
      to: '+447700900123',
      text: 'Hi',
    });
    expect(result.providerMessageId).toBe('SM123');
    expect(last().url).toBe('/Accounts/AC123/Messages.json');
    expect(basicCredentials(last().headers)).toBe('AC123:wa-secret-token');
    expect(last().headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(last().body))).toEqual({
      From: 'whatsapp:+14155238886',
      To: 'whatsapp:+447700900123',
      Body: 'Hi',
    });
  });

  it('Gupshup: the API key header and the message as JSON inside the form', async () => {
    answer = () => ({ status: 202, body: { status: 'submitted', messageId: 'gs-1' } });
    const result = await adapter(WHATSAPP_PROFILES.gupshup, {
      ...wa,
      phoneNumberDigits: '917834811114',
      businessAccountId: 'AcmeApp',
    }).send({ to: '+447700900123', text: 'Hi' });
    expect(result.providerMessageId).toBe('gs-1');
    expect(last().headers.apikey).toBe('wa-secret-token');
    const form = Object.fromEntries(new URLSearchParams(last().body));
    expect(form).toMatchObject({
      source: '917834811114',
      destination: '447700900123',
      'src.name': 'AcmeApp',
    });
    expect(JSON.parse(form.message ?? '')).toEqual({ type: 'text', text: 'Hi' });
  });

  it('360dialog: the D360-API-KEY header; Infobip: the App authorization', async () => {
    answer = () => ({ status: 200, body: { messages: [{ id: 'd360-1' }], messageId: 'ib-1' } });
    await adapter(WHATSAPP_PROFILES['360dialog'], wa).send({ to: '+447700900123', text: 'Hi' });
    expect(last().headers['d360-api-key']).toBe('wa-secret-token');
    expect(last().url).toBe('/messages');
    await adapter(WHATSAPP_PROFILES.infobip, wa).send({ to: '+447700900123', text: 'Hi' });
    expect(last().headers.authorization).toBe('App wa-secret-token');
    expect(JSON.parse(last().body)).toEqual({
      from: '1098765432',
      to: '447700900123',
      content: { text: 'Hi' },
    });
  });

  it('Twilio voice: a call that says the text, XML-escaped', async () => {
    answer = () => ({ status: 201, body: { sid: 'CA1' } });
    const result = await adapter(VOICE_PROFILES.twilio, {
      callerId: '+441632960001',
      callerDigits: '441632960001',
      accountId: 'AC9',
      authToken: 'voice-token',
      callbackUrl: 'https://voice.example.com/cb',
    }).send({ to: '+447700900123', text: 'Tom & Jerry <3' });
    expect(result.providerMessageId).toBe('CA1');
    expect(last().url).toBe('/Accounts/AC9/Calls.json');
    expect(new URLSearchParams(last().body).get('Twiml')).toBe(
      '<Response><Say>Tom &amp; Jerry &lt;3</Say></Response>',
    );
  });

  it('Vonage voice: a bearer JWT signed with the application key', async () => {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    answer = () => ({ status: 201, body: { uuid: 'call-uuid' } });
    const result = await adapter(VOICE_PROFILES.vonage, {
      callerId: '+441632960001',
      callerDigits: '441632960001',
      accountId: 'app-id-1',
      authToken: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      callbackUrl: 'https://voice.example.com/cb',
    }).send({ to: '+447700900123', text: 'Hello' });
    expect(result).toMatchObject({ ok: true, providerMessageId: 'call-uuid' });
    const [header, payload, signature] = String(last().headers.authorization)
      .replace(/^Bearer /, '')
      .split('.') as [string, string, string];
    expect(JSON.parse(Buffer.from(payload, 'base64url').toString())).toMatchObject({
      application_id: 'app-id-1',
    });
    const valid = verify(
      'sha256',
      Buffer.from(`${header}.${payload}`),
      publicKey,
      Buffer.from(signature, 'base64url'),
    );
    expect(valid).toBe(true);
    const bad = await adapter(VOICE_PROFILES.vonage, {
      accountId: 'x',
      authToken: 'not a key',
    }).send({
      to: '+447700900123',
      text: 'x',
    });
    expect(bad).toEqual({ ok: false, response: 'The Vonage private key is not a valid PEM key' });
  });

  it('Plivo SMS reads an id from an array; LINE pushes with its channel token', async () => {
    answer = () => ({ status: 202, body: { message_uuid: ['pl-1'] } });
    const sms = await adapter(SMS_PROFILES.plivo, {
      accountId: 'MA1',
      authToken: 't',
      senderId: 'ACME',
    }).send({ to: '+447700900123', text: 'Hi' });
    expect(sms.providerMessageId).toBe('pl-1');
    expect(last().url).toBe('/Account/MA1/Message/');
    answer = () => ({
      status: 400,
      body: { message: 'The property, to, in the request body is invalid' },
    });
    const line = await adapter(LINE_PROFILE, { channelAccessToken: 'line-token' }).send({
      to: 'U123',
      text: 'Hi',
    });
    expect(last().headers.authorization).toBe('Bearer line-token');
    expect(line).toEqual({
      ok: false,
      response:
        'LINE refused the message (HTTP 400): The property, to, in the request body is invalid',
    });
  });

  it('says so when a provider does not send the kind of message asked for', async () => {
    const result = await adapter(VOICE_PROFILES.plivo, {}).send({
      to: '+447700900123',
      template: { name: 't' },
    });
    expect(result).toEqual({ ok: false, response: 'Plivo does not send template messages' });
  });
});

describe('HTTP adapter: outbound guard', () => {
  it('refuses loopback when private hosts are not allowed, before connecting', async () => {
    const before = server.requests.length;
    const result = await createHttpAdapter(
      WHATSAPP_PROFILES.meta,
      { values: wa, apiBaseUrl: server.url.replace('http:', 'https:') },
      { allowPrivate: false },
    ).send({ to: '+447700900123', text: 'x' });
    expect(result).toEqual({
      ok: false,
      response:
        'WhatsApp Cloud API: Refused: the address is private, loopback or link-local, or the URL is not HTTPS',
    });
    expect(server.requests.length).toBe(before);
  });

  it('reports a refused connection clearly', async () => {
    const closed = await createHttpAdapter(
      WHATSAPP_PROFILES.meta,
      { values: wa, apiBaseUrl: 'http://127.0.0.1:1' },
      dev,
    ).send({ to: '+447700900123', text: 'x' });
    expect(closed.response).toBe('WhatsApp Cloud API: Connection refused by the server');
  });
});
