import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WA_TEMPLATE_MSG } from '@resonate/contracts/communication-settings/whatsapp-templates';
import { signIn } from '../../../../../test/auth-helpers.ts';
import type { TTestApp } from '../../../../../test/create-test-app.ts';
import { createChannelsApp, cs, type TCaller } from '../../channel-common/channel-test-helpers.ts';

/**
 * The WhatsApp inbound webhook with the Meta app secret saved (issue 22, bad input: webhooks
 * with bad signatures are ignored with a logged reason): every post must carry Meta's
 * X-Hub-Signature-256 of its exact bytes.
 */

const APP_SECRET = 'meta-app-secret-0123456789';
const PHONE_ID = '1098765432';

let t: TTestApp;
let admin: TCaller;
let callbackKey: string;

beforeAll(async () => {
  t = await createChannelsApp({ ALLOW_PRIVATE_CHANNEL_HOSTS: 'true' });
  admin = await signIn(t.app, 'admin@acme.test');
  const saved = await cs(t.app, admin, 'UpsertWhatsAppSetting', {
    provider: 'meta',
    phoneNumberId: PHONE_ID,
    businessAccountId: 'WABA-2233',
    accessToken: 'EAAG-signature-token',
    webhookVerifyToken: 'verify-me',
    appSecret: APP_SECRET,
    apiBaseUrl: '',
  });
  expect(saved.statusCode, saved.body).toBe(200);
  expect(saved.json().data.setting.appSecret).not.toBe(APP_SECRET);
  const urls = await t.app.inject({
    method: 'POST',
    url: '/api/Callback/GetCallbackUrls',
    headers: { accesstoken: admin.accessToken },
    payload: {},
  });
  callbackKey = String(urls.json().data.generic).split('/').pop()!;
});
afterAll(async () => {
  await t.close();
});

/** A Cloud API post as Meta sends it: compact JSON, signed over exactly these bytes. */
const bodyFrom = (from: string) =>
  JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: 'WABA-2233',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '15550001111', phone_number_id: PHONE_ID },
              messages: [
                {
                  from,
                  id: 'wamid.in.1',
                  timestamp: String(Math.floor(Date.now() / 1000) - 60),
                  type: 'text',
                  text: { body: 'Hello' },
                },
              ],
            },
          },
        ],
      },
    ],
  });
const sign = (body: string, secret = APP_SECRET) =>
  `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
const post = (body: string, signature?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/Callback/WhatsApp/${callbackKey}`,
    headers: {
      'content-type': 'application/json',
      ...(signature === undefined ? {} : { 'x-hub-signature-256': signature }),
    },
    payload: body,
  });

describe('the WhatsApp webhook with the app secret saved', () => {
  it('records a post signed with the app secret', async () => {
    const body = bodyFrom('447700900111');
    const res = await post(body, sign(body));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.recorded).toBe(1);
  });

  it('refuses an unsigned post, a wrong secret and a body changed after signing', async () => {
    const body = bodyFrom('447700900222');
    const tampered = body.replace('447700900222', '447700900333');
    for (const res of [
      await post(body),
      await post(body, sign(body, 'another-app-secret')),
      await post(tampered, sign(body)),
      await post(body, 'sha256=not-hex'),
    ]) {
      expect(res.statusCode, res.body).toBe(401);
      expect(res.json().message).toBe(WA_TEMPLATE_MSG.inboundSignatureInvalid);
    }
  });

  it('still answers malformed JSON with a 400, not a 500', async () => {
    const res = await post('{"object":', sign('{"object":'));
    expect(res.statusCode).toBe(400);
  });
});
