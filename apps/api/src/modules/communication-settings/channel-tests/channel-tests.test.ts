import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  basicCredentials,
  startRecordingServer,
  type TCannedAnswer,
  type TRecordedRequest,
} from '#/channels/test-support/recording-server.ts';
import { signIn } from '../../../../test/auth-helpers.ts';
import type { TTestApp } from '../../../../test/create-test-app.ts';
import { createChannelsApp, cs, type TCaller } from '../channel-common/channel-test-helpers.ts';

/** A fake provider on this machine, reached through the API base URL (dev flag on). */
let t: TTestApp;
let strict: TTestApp;
let admin: TCaller;
let viewer: TCaller;
let brand: TCaller;
let answer: (request: TRecordedRequest) => TCannedAnswer;
let provider: Awaited<ReturnType<typeof startRecordingServer>>;

beforeAll(async () => {
  provider = await startRecordingServer((request) => answer(request));
  t = await createChannelsApp({ ALLOW_PRIVATE_CHANNEL_HOSTS: 'true' });
  strict = await createChannelsApp();
  admin = await signIn(t.app, 'admin@acme.test');
  viewer = await signIn(t.app, 'viewer@acme.test');
  brand = await signIn(t.app, 'brand@acme.test');
});
afterAll(async () => {
  await Promise.all([t.close(), strict.close(), provider.close()]);
});

const TOKEN = 'EAAG-test-send-token-998877';
const last = () => provider.requests.at(-1) as TRecordedRequest;

describe('SendTestWhatsApp', () => {
  it('refuses before complete settings are saved', async () => {
    const res = await cs(t.app, admin, 'SendTestWhatsApp', { to: '+447700900123' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Save complete WhatsApp settings before sending a test');
  });

  it("sends through the saved provider and answers the provider's message id", async () => {
    const saved = await cs(t.app, admin, 'UpsertWhatsAppSetting', {
      provider: 'meta',
      phoneNumberId: '1098765432',
      businessAccountId: '2233445566',
      accessToken: TOKEN,
      webhookVerifyToken: 'verify',
      apiBaseUrl: `${provider.url}/v21.0/`,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.setting.apiBaseUrl).toBe(`${provider.url}/v21.0`);
    answer = () => ({ status: 200, body: { messages: [{ id: 'wamid.TEST1' }] } });
    const res = await cs(t.app, admin, 'SendTestWhatsApp', { to: '+44 7700 900123' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Test message sent',
      data: { ok: true, messageId: 'wamid.TEST1' },
    });
    expect(last().url).toBe('/v21.0/1098765432/messages');
    expect(last().headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(JSON.parse(last().body)).toMatchObject({ to: '447700900123', type: 'text' });
  });

  it('sends a template, and answers a refusal as a failed test with its reason', async () => {
    answer = () => ({
      status: 400,
      body: { error: { message: '(#132001) Template name does not exist in the translation' } },
    });
    const res = await cs(t.app, admin, 'SendTestWhatsApp', {
      to: '+447700900123',
      template: { name: 'missing', language: 'en_GB', parameters: ['Ann'] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      ok: false,
      response:
        'WhatsApp Cloud API refused the message (HTTP 400): (#132001) Template name does not exist in the translation',
    });
    expect(JSON.parse(last().body).template).toMatchObject({ name: 'missing' });
    expect(res.body).not.toContain(TOKEN);
  });

  it.each([
    [{ to: '07700 900123' }, 'to'],
    [{ to: '' }, 'to'],
    [{ to: '+447700900123', template: { name: '', language: 'en' } }, 'template.name'],
    [{ to: '+447700900123', template: { name: 'x', language: 'English' } }, 'template.language'],
  ])('refuses %j under its field', async (extra, field) => {
    const res = await cs(t.app, admin, 'SendTestWhatsApp', extra);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBeTruthy();
  });

  it('is for account admins of the own client only', async () => {
    expect((await cs(t.app, viewer, 'SendTestWhatsApp', { to: '+447700900123' })).statusCode).toBe(
      403,
    );
    // Another client's admin naming this client is refused; their own client has no settings.
    const naming = await cs(t.app, { ...brand, clientId: admin.clientId }, 'SendTestWhatsApp', {
      to: '+447700900123',
    });
    expect(naming.statusCode).toBe(403);
    expect((await cs(t.app, brand, 'SendTestWhatsApp', { to: '+447700900123' })).statusCode).toBe(
      409,
    );
  });
});

describe('TestVMSCall', () => {
  it('places a call from the chosen account with its credentials', async () => {
    const saved = await cs(t.app, admin, 'UpsertVMSSettings', {
      provider: 'twilio',
      callerId: '+441632960001',
      accountId: 'AC0123',
      authToken: 'voice-secret-token',
      callbackUrl: 'https://voice.example.invalid/cb',
      apiBaseUrl: provider.url,
    });
    expect(saved.statusCode).toBe(200);
    const { vmsSettingId } = saved.json().data.setting;
    answer = () => ({ status: 201, body: { sid: 'CA777' } });
    const res = await cs(t.app, admin, 'TestVMSCall', { vmsSettingId, to: '+447700900123' });
    expect(res.json()).toMatchObject({
      message: 'Test call placed',
      data: { ok: true, messageId: 'CA777', response: 'Twilio accepted the call (HTTP 201)' },
    });
    expect(last().url).toBe('/Accounts/AC0123/Calls.json');
    expect(basicCredentials(last().headers)).toBe('AC0123:voice-secret-token');
    expect(new URLSearchParams(last().body).get('To')).toBe('+447700900123');
  });

  it("answers 404 for an unknown or another client's account", async () => {
    const unknown = await cs(t.app, admin, 'TestVMSCall', {
      vmsSettingId: 999999,
      to: '+447700900123',
    });
    expect(unknown.statusCode).toBe(404);
    const brandAdmin = await cs(t.app, brand, 'TestVMSCall', {
      vmsSettingId: 1,
      to: '+447700900123',
    });
    expect(brandAdmin.statusCode).toBe(404);
  });
});

describe('API base URL rules (production settings)', () => {
  it('refuses plain http and loopback hosts under the field, saving nothing', async () => {
    const strictAdmin = await signIn(strict.app, 'admin@acme.test');
    const base = {
      provider: 'meta',
      phoneNumberId: '1',
      businessAccountId: '2',
      accessToken: 'x',
      webhookVerifyToken: 'y',
    };
    const http = await cs(strict.app, strictAdmin, 'UpsertWhatsAppSetting', {
      ...base,
      apiBaseUrl: 'http://graph.example.com',
    });
    expect(http.json().errors.apiBaseUrl).toBe('Enter valid HTTPS URL');
    const loopback = await cs(strict.app, strictAdmin, 'UpsertWhatsAppSetting', {
      ...base,
      apiBaseUrl: 'https://127.0.0.1:8443',
    });
    expect(loopback.json().errors.apiBaseUrl).toBe(
      'API base URL must not point at a private, loopback or link-local address',
    );
    const query = await cs(strict.app, strictAdmin, 'UpsertWhatsAppSetting', {
      ...base,
      apiBaseUrl: 'https://graph.example.com/?x=1',
    });
    expect(query.json().errors.apiBaseUrl).toBe('Enter a valid URL, e.g. https://api.example.com');
    const read = await cs(strict.app, strictAdmin, 'GetWhatsAppSetting');
    expect(read.json().data.setting).toBeNull();
  });
});
