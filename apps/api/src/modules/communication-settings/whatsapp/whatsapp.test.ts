import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../../test/auth-helpers.ts';
import type { TTestApp } from '../../../../test/create-test-app.ts';
import { createChannelsApp, cs, type TCaller } from '../channel-common/channel-test-helpers.ts';

let t: TTestApp;
let admin: TCaller;
let viewer: TCaller;
let brand: TCaller;

beforeAll(async () => {
  t = await createChannelsApp();
  admin = await signIn(t.app, 'admin@acme.test');
  viewer = await signIn(t.app, 'viewer@acme.test');
  brand = await signIn(t.app, 'brand@acme.test');
});
afterAll(() => t.close());

const TOKEN = 'EAAG-secret-access-token-1234567890';
const VERIFY = 'verify-token-abcdef';
const meta = (extra: object = {}) => ({
  provider: 'meta',
  phoneNumberId: '1098765432',
  businessAccountId: '2233445566',
  accessToken: TOKEN,
  webhookVerifyToken: VERIFY,
  ...extra,
});

describe('WhatsApp settings', () => {
  it('lists the provider catalogue with the fields each needs', async () => {
    const res = await cs(t.app, viewer, 'GetServiceProviderWA');
    expect(res.statusCode).toBe(200);
    const { providers } = res.json().data;
    expect(providers.map((p: { name: string }) => p.name)).toEqual([
      'WhatsApp Cloud API (Meta)',
      'Twilio',
      '360dialog',
      'Gupshup',
      'Infobip',
    ]);
    expect(providers[0].fields).toContain('webhookVerifyToken');
  });

  it('answers null before the first save', async () => {
    const res = await cs(t.app, brand, 'GetWhatsAppSetting');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.setting).toBeNull();
  });

  it('refuses missing fields the provider needs, saving nothing', async () => {
    const res = await cs(t.app, admin, 'UpsertWhatsAppSetting', meta({ phoneNumberId: '' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.phoneNumberId).toBe('Enter phone number ID');
    const noToken = await cs(t.app, admin, 'UpsertWhatsAppSetting', meta({ accessToken: '' }));
    expect(noToken.statusCode).toBe(400);
    expect(noToken.json().errors.accessToken).toBe('Enter access token');
    const bad = await cs(t.app, admin, 'UpsertWhatsAppSetting', meta({ provider: 'acme' }));
    expect(bad.json().errors.provider).toBe('Select a provider');
    expect((await cs(t.app, admin, 'GetWhatsAppSetting')).json().data.setting).toBeNull();
  });

  it('saves with the secrets sealed, answers them masked, and keeps them when left empty', async () => {
    const saved = await cs(t.app, admin, 'UpsertWhatsAppSetting', meta());
    expect(saved.statusCode).toBe(200);
    expect(saved.body).not.toContain(TOKEN);
    expect(saved.body).not.toContain(VERIFY);
    const setting = saved.json().data.setting;
    expect(setting).toMatchObject({ accessToken: '••••••••', enabled: false });
    const rows = await sql`select * from whatsapp_settings`.execute(t.app.ownerDb);
    expect(JSON.stringify(rows.rows)).not.toContain(TOKEN);
    expect(JSON.stringify(rows.rows)).not.toContain(VERIFY);

    const kept = await cs(t.app, admin, 'UpsertWhatsAppSetting', {
      ...meta({ accessToken: '', webhookVerifyToken: '••••••••', phoneNumberId: '555' }),
      updatedAt: setting.updatedAt,
    });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().data.setting).toMatchObject({
      phoneNumberId: '555',
      accessToken: '••••••••',
    });
    const after = await sql<{
      s: string;
    }>`select access_token_sealed s from whatsapp_settings`.execute(t.app.ownerDb);
    expect(after.rows[0]?.s).toBe(
      (rows.rows[0] as { access_token_sealed: string }).access_token_sealed,
    );

    const read = await cs(t.app, viewer, 'GetWhatsAppSetting');
    expect(read.statusCode).toBe(200);
    expect(read.body).not.toContain(TOKEN);
    expect(read.json().data.setting.webhookVerifyToken).toBe('••••••••');
  });

  it('refuses a stale edit with 409 and the current updatedAt', async () => {
    const current = (await cs(t.app, admin, 'GetWhatsAppSetting')).json().data.setting;
    const stale = await cs(t.app, admin, 'UpsertWhatsAppSetting', {
      ...meta(),
      updatedAt: '2020-01-01T00:00:00.000Z',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().data.updatedAt).toBe(current.updatedAt);
    const missing = await cs(t.app, admin, 'UpsertWhatsAppSetting', meta());
    expect(missing.statusCode).toBe(400);
  });

  it('enables and disables with the version, and refuses to enable unsaved settings', async () => {
    const none = await cs(t.app, brand, 'WhatsappStatusChange', {
      enabled: true,
      updatedAt: new Date().toISOString(),
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Save the WhatsApp settings before enabling them');

    const { updatedAt } = (await cs(t.app, admin, 'GetWhatsAppSetting')).json().data.setting;
    const on = await cs(t.app, admin, 'WhatsappStatusChange', { enabled: true, updatedAt });
    expect(on.statusCode).toBe(200);
    expect(on.json().data.setting.enabled).toBe(true);
    expect(on.body).not.toContain(TOKEN);
    const again = await cs(t.app, admin, 'WhatsappStatusChange', { enabled: false, updatedAt });
    expect(again.statusCode).toBe(409);
    const off = await cs(t.app, admin, 'WhatsappStatusChange', {
      enabled: false,
      updatedAt: on.json().data.setting.updatedAt,
    });
    expect(off.json().data.setting.enabled).toBe(false);
  });

  it('lets only account admins of the own client write; others read nothing of it', async () => {
    const { updatedAt } = (await cs(t.app, admin, 'GetWhatsAppSetting')).json().data.setting;
    const byViewer = await cs(t.app, viewer, 'UpsertWhatsAppSetting', { ...meta(), updatedAt });
    expect(byViewer.statusCode).toBe(403);
    const otherClient = await t.app.inject({
      method: 'POST',
      url: '/api/CommunicationSetting/GetWhatsAppSetting',
      headers: { accesstoken: brand.accessToken },
      payload: { clientId: admin.clientId },
    });
    expect(otherClient.statusCode).toBe(403);
    // Another client's settings stay invisible under RLS.
    expect((await cs(t.app, brand, 'GetWhatsAppSetting')).json().data.setting).toBeNull();
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/CommunicationSetting/GetWhatsAppSetting',
      payload: { clientId: admin.clientId },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
