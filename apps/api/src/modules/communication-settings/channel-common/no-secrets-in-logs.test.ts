import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../../test/auth-helpers.ts';
import type { TTestApp } from '../../../../test/create-test-app.ts';
import { TEST_P12_BASE64 } from '../mobile-push/test-fixtures/apns-test-cert.ts';
import { createChannelsApp, cs, type TCaller } from './channel-test-helpers.ts';

/** Every log line at the most verbose level, to prove no channel secret reaches any of them. */
const lines: string[] = [];
let t: TTestApp;
let admin: TCaller;

beforeAll(async () => {
  t = await createChannelsApp({ LOG_LEVEL: 'trace' }, { write: (line) => lines.push(line) });
  admin = await signIn(t.app, 'admin@acme.test');
});
afterAll(() => t.close());

const SECRETS = {
  whatsapp: 'wa-log-secret-token-4711',
  voice: 'voice-log-secret-token-4712',
  webPush: 'webpush-log-secret-key-4713',
  fcm: 'fcm-log-secret-key-4714',
  p12Password: 'p12-log-secret-password-4715',
  connector: 'connector-log-secret-token-4716',
};

describe('channel secrets in logs', () => {
  it('logs none of the secrets of saves that succeed or fail', async () => {
    await cs(t.app, admin, 'UpsertWhatsAppSetting', {
      provider: 'meta',
      phoneNumberId: '1',
      businessAccountId: '2',
      accessToken: SECRETS.whatsapp,
      webhookVerifyToken: SECRETS.whatsapp,
    });
    await cs(t.app, admin, 'UpsertWhatsAppSetting', {
      provider: 'x',
      accessToken: SECRETS.whatsapp,
    });
    await cs(t.app, admin, 'UpsertVMSSettings', {
      provider: 'twilio',
      callerId: 'bad',
      accountId: 'AC1',
      authToken: SECRETS.voice,
      callbackUrl: 'https://voice.example.invalid/cb',
    });
    await cs(t.app, admin, 'UpsertWebPushSetting', { apiKey: SECRETS.webPush, projectId: '!' });
    await cs(t.app, admin, 'UpsertMobilePushApp', {
      appName: 'Log test',
      fcmServerKey: SECRETS.fcm,
      apnsCertificate: TEST_P12_BASE64,
      apnsCertPassword: SECRETS.p12Password,
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/Connector/Connect',
      headers: { accesstoken: admin.accessToken },
      payload: {
        clientId: admin.clientId,
        connectorKey: 'hubspot',
        fields: { privateAppToken: SECRETS.connector },
      },
    });
    const text = lines.join('\n');
    expect(text.length).toBeGreaterThan(0);
    for (const secret of [...Object.values(SECRETS), TEST_P12_BASE64.slice(0, 40)]) {
      expect(text).not.toContain(secret);
    }
  });
});
