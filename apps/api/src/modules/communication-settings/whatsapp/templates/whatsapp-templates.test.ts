import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WA_TEMPLATE_MSG } from '@resonate/contracts/communication-settings/whatsapp-templates';
import {
  startRecordingServer,
  type TCannedAnswer,
  type TRecordedRequest,
} from '#/channels/test-support/recording-server.ts';
import { signIn } from '../../../../../test/auth-helpers.ts';
import type { TTestApp } from '../../../../../test/create-test-app.ts';
import { createChannelsApp, cs, type TCaller } from '../../channel-common/channel-test-helpers.ts';

/**
 * WhatsApp templates (issue 22, item 9): synced from the provider's template endpoint (a local
 * stand-in speaking the Cloud API's GET /{waba}/message_templates, paged), listed per client,
 * the approved ones offered to the create wizard.
 */

let t: TTestApp;
let admin: TCaller;
let viewer: TCaller;
let brand: TCaller;
let provider: Awaited<ReturnType<typeof startRecordingServer>>;
let answer: (request: TRecordedRequest) => TCannedAnswer;

const body = (text: string) => [
  { type: 'HEADER', format: 'TEXT', text: 'Acme' },
  { type: 'BODY', text },
  { type: 'FOOTER', text: 'Reply STOP to opt out' },
];
const firstPage = (next: string) => ({
  data: [
    {
      name: 'order_update',
      language: 'en_US',
      status: 'APPROVED',
      category: 'UTILITY',
      components: body('Hi {{1}}, your order {{2}} ships today'),
      id: '1',
    },
    {
      name: 'spring_sale',
      language: 'en_US',
      status: 'PENDING',
      category: 'MARKETING',
      components: body('Sale!'),
      id: '2',
    },
    {
      name: 'old_promo',
      language: 'en_US',
      status: 'REJECTED',
      category: 'MARKETING',
      components: body('Old'),
      id: '3',
    },
  ],
  paging: { cursors: { after: 'MgZDZD' }, next },
});
const secondPage = {
  data: [
    {
      name: 'order_update',
      language: 'es',
      status: 'APPROVED',
      category: 'UTILITY',
      components: body('Hola {{1}}'),
      id: '4',
    },
    {
      name: 'paused_one',
      language: 'en_US',
      status: 'PAUSED',
      category: 'MARKETING',
      components: body('x'),
      id: '5',
    },
  ],
  paging: { cursors: { before: 'MgZDZD' } },
};

beforeAll(async () => {
  provider = await startRecordingServer((request) => answer(request));
  t = await createChannelsApp({ ALLOW_PRIVATE_CHANNEL_HOSTS: 'true' });
  admin = await signIn(t.app, 'admin@acme.test');
  viewer = await signIn(t.app, 'viewer@acme.test');
  brand = await signIn(t.app, 'brand@acme.test');
});
afterAll(async () => {
  await t.close();
  await provider.close();
});

const saveMeta = (caller: TCaller, extra: object = {}) =>
  cs(t.app, caller, 'UpsertWhatsAppSetting', {
    provider: 'meta',
    phoneNumberId: '1098765432',
    businessAccountId: 'WABA-2233',
    accessToken: 'EAAG-template-token',
    webhookVerifyToken: 'verify-me',
    apiBaseUrl: provider.url,
    ...extra,
  });
const listed = async (caller: TCaller, endpoint = 'CommunicationSetting/GetWhatsAppTemplates') => {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/${endpoint}`,
    headers: { accesstoken: caller.accessToken },
    payload: endpoint.startsWith('Communication/') ? {} : { clientId: caller.clientId },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.templates as {
    name: string;
    language: string;
    status: string;
    variableCount: number;
    body: string;
  }[];
};

describe('syncing WhatsApp templates', () => {
  it('reads every page of the provider list with the account token and stores name, language, status and variables', async () => {
    expect((await saveMeta(admin)).statusCode).toBe(200);
    answer = (request) =>
      request.url.includes('after=')
        ? { status: 200, body: secondPage }
        : {
            status: 200,
            body: firstPage(`${provider.url}/WABA-2233/message_templates?limit=50&after=MgZDZD`),
          };
    const synced = await cs(t.app, admin, 'SyncWhatsAppTemplates');
    expect(synced.statusCode, synced.body).toBe(200);
    expect(synced.json().message).toBe(WA_TEMPLATE_MSG.synced(5));

    const [first, second] = provider.requests.slice(-2) as [TRecordedRequest, TRecordedRequest];
    expect(first.method).toBe('GET');
    expect(first.url).toBe(
      '/WABA-2233/message_templates?fields=name,language,status,category,components&limit=50',
    );
    expect(first.headers.authorization).toBe('Bearer EAAG-template-token');
    expect(second.url).toContain('after=MgZDZD');

    const templates = await listed(viewer);
    expect(templates.map((x) => [x.name, x.language, x.status, x.variableCount])).toEqual([
      ['old_promo', 'en_US', 'rejected', 0],
      ['order_update', 'en_US', 'approved', 2],
      ['order_update', 'es', 'approved', 1],
      ['paused_one', 'en_US', 'rejected', 0],
      ['spring_sale', 'en_US', 'pending', 0],
    ]);
    expect(templates[1]?.body).toBe('Hi {{1}}, your order {{2}} ships today');
    // The settings page shows where the provider posts inbound messages (this client's key).
    const page = await cs(t.app, admin, 'GetWhatsAppTemplates');
    expect(page.json().data.webhookUrl).toMatch(
      new RegExp(`/api/Callback/WhatsApp/${admin.clientId}-[A-Za-z0-9_-]+$`),
    );
    // The wizard sees only what WhatsApp will deliver.
    const approved = await listed(admin, 'Communication/GetWhatsAppTemplates');
    expect(approved.map((x) => `${x.name}/${x.language}`)).toEqual([
      'order_update/en_US',
      'order_update/es',
    ]);
    // Another client sees none of them.
    expect(await listed(brand)).toEqual([]);
  });

  it('keeps the stored list when the provider refuses, and names why', async () => {
    answer = () => ({
      status: 401,
      body: { error: { message: 'Invalid OAuth access token', code: 190 } },
    });
    const refused = await cs(t.app, admin, 'SyncWhatsAppTemplates');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      WA_TEMPLATE_MSG.syncFailed('HTTP 401: Invalid OAuth access token'),
    );
    expect(await listed(admin)).toHaveLength(5);
  });

  it('follows no next page on another host (the token stays with the provider)', async () => {
    answer = (request) =>
      request.url.includes('after=')
        ? { status: 200, body: secondPage }
        : { status: 200, body: firstPage('http://169.254.169.254/latest?after=x') };
    const before = provider.requests.length;
    const synced = await cs(t.app, admin, 'SyncWhatsAppTemplates');
    expect(synced.statusCode).toBe(200);
    expect(provider.requests.length - before).toBe(1);
    expect(await listed(admin)).toHaveLength(3);
  });

  it('is for account admins, and says so for providers without a template API', async () => {
    expect((await cs(t.app, viewer, 'SyncWhatsAppTemplates')).statusCode).toBe(403);
    expect((await cs(t.app, brand, 'SyncWhatsAppTemplates')).json().message).toBe(
      WA_TEMPLATE_MSG.notReady,
    );
    const current = (await cs(t.app, admin, 'GetWhatsAppSetting')).json().data.setting;
    const twilio = await saveMeta(admin, {
      provider: 'twilio',
      businessAccountId: 'AC123',
      phoneNumberId: '+14155550100',
      updatedAt: current.updatedAt,
    });
    expect(twilio.statusCode, twilio.body).toBe(200);
    const unsupported = await cs(t.app, admin, 'SyncWhatsAppTemplates');
    expect(unsupported.statusCode).toBe(400);
    expect(unsupported.json().message).toBe(WA_TEMPLATE_MSG.syncUnsupported('Twilio'));
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/CommunicationSetting/GetWhatsAppTemplates',
      headers: { accesstoken: admin.accessToken },
      payload: { clientId: brand.clientId },
    });
    expect(other.statusCode).toBe(403);
  });
});
