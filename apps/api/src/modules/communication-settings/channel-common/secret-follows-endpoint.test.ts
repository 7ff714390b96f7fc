import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORED_SECRET_MSG } from '@resonate/contracts/stored-secrets';
import {
  startRecordingServer,
  type TRecordedRequest,
} from '#/channels/test-support/recording-server.ts';
import { signIn } from '../../../../test/auth-helpers.ts';
import type { TTestApp } from '../../../../test/create-test-app.ts';
import { smtpForm } from '../email/email-settings.test-helpers.ts';
import { createChannelsApp, cs, type TCaller } from './channel-test-helpers.ts';

/**
 * An admin's session (stolen, or a rogue admin) edits a setting, points its host or URL at a
 * server of the attacker's and leaves the secret field empty: the stored secret must not follow.
 */
let t: TTestApp;
let admin: TCaller;
let provider: Awaited<ReturnType<typeof startRecordingServer>>;
let attacker: Awaited<ReturnType<typeof startRecordingServer>>;

beforeAll(async () => {
  provider = await startRecordingServer(() => ({ status: 201, body: { sid: 'SM1' } }));
  attacker = await startRecordingServer(() => ({ status: 201, body: { sid: 'SM2' } }));
  t = await createChannelsApp({ ALLOW_PRIVATE_CHANNEL_HOSTS: 'true' });
  admin = await signIn(t.app, 'admin@acme.test');
});
afterAll(async () => {
  await Promise.all([t.close(), provider.close(), attacker.close()]);
});

const sealedOf = async (query: ReturnType<typeof sql<{ sealed: string | null }>>) =>
  (await query.execute(t.app.ownerDb)).rows[0]?.sealed;

describe('a stored secret does not follow an edited endpoint', () => {
  it('refuses an SMTP host moved to the attacker without the password typed again', async () => {
    const saved = await cs(t.app, admin, 'UpsertSMTPClientSetting', smtpForm());
    const { updatedAt } = saved.json().data.setting;
    const before = await sealedOf(sql`select password_sealed as sealed from smtp_settings`);
    const moved = await cs(t.app, admin, 'UpsertSMTPClientSetting', {
      ...smtpForm({ host: '198.51.100.66', password: '' }),
      updatedAt,
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().errors).toEqual({ password: STORED_SECRET_MSG.smtpPassword });
    const row = await sql<{ host: string; sealed: string }>`
      select host, password_sealed as sealed from smtp_settings`.execute(t.app.ownerDb);
    expect(row.rows[0]).toEqual({ host: '93.184.215.14', sealed: before });
    // The same host, or the host with the password typed again, saves.
    const same = await cs(t.app, admin, 'UpsertSMTPClientSetting', {
      ...smtpForm({ host: '93.184.215.14', password: '', port: '465' }),
      updatedAt,
    });
    expect(same.statusCode).toBe(200);
    const typed = await cs(t.app, admin, 'UpsertSMTPClientSetting', {
      ...smtpForm({ host: '198.51.100.66' }),
      updatedAt: same.json().data.setting.updatedAt,
    });
    expect(typed.statusCode).toBe(200);
  });

  it('drops the SMTP password when the new host is used without a user name', async () => {
    const current = await cs(t.app, admin, 'GetSMTPClientSetting');
    const moved = await cs(t.app, admin, 'UpsertSMTPClientSetting', {
      ...smtpForm({ host: '203.0.113.9', username: '', password: '' }),
      updatedAt: current.json().data.setting.updatedAt,
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data.setting).toMatchObject({ host: '203.0.113.9', hasPassword: false });
    expect(await sealedOf(sql`select password_sealed as sealed from smtp_settings`)).toBeNull();
  });

  it('refuses a WhatsApp API base URL moved to the attacker without the token', async () => {
    const meta = (extra: object) => ({
      provider: 'meta',
      phoneNumberId: '1098765432',
      businessAccountId: '2233445566',
      accessToken: 'EAAG-stored-token-123',
      webhookVerifyToken: 'verify-token-abc',
      apiBaseUrl: provider.url,
      ...extra,
    });
    const saved = await cs(t.app, admin, 'UpsertWhatsAppSetting', meta({}));
    expect(saved.statusCode).toBe(200);
    const before = await sealedOf(sql`select access_token_sealed as sealed from whatsapp_settings`);
    const { updatedAt } = saved.json().data.setting;
    for (const change of [{ apiBaseUrl: attacker.url }, { provider: 'infobip' }]) {
      const moved = await cs(t.app, admin, 'UpsertWhatsAppSetting', {
        ...meta({ accessToken: '', webhookVerifyToken: '', ...change }),
        updatedAt,
      });
      expect(moved.statusCode).toBe(400);
      expect(moved.json().errors).toEqual({ accessToken: STORED_SECRET_MSG.whatsAppToken });
    }
    expect(await sealedOf(sql`select access_token_sealed as sealed from whatsapp_settings`)).toBe(
      before,
    );
    const same = await cs(t.app, admin, 'UpsertWhatsAppSetting', {
      ...meta({ accessToken: '', webhookVerifyToken: '', apiBaseUrl: `${provider.url}/` }),
      updatedAt,
    });
    expect(same.statusCode).toBe(200);
  });

  it('refuses a voice account moved to the attacker without the auth token', async () => {
    const account = (extra: object) => ({
      provider: 'twilio',
      callerId: '+441632960001',
      accountId: 'AC0123456789',
      authToken: 'twilio-stored-token-42',
      callbackUrl: 'https://voice.example.invalid/callback',
      apiBaseUrl: provider.url,
      ...extra,
    });
    const saved = await cs(t.app, admin, 'UpsertVMSSettings', account({}));
    expect(saved.statusCode).toBe(200);
    const { vmsSettingId, updatedAt } = saved.json().data.setting;
    const before = await sealedOf(sql`select auth_token_sealed as sealed from vms_settings`);
    const moved = await cs(t.app, admin, 'UpsertVMSSettings', {
      ...account({ authToken: '', apiBaseUrl: attacker.url }),
      vmsSettingId,
      updatedAt,
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().errors).toEqual({ authToken: STORED_SECRET_MSG.voiceToken });
    const row = await sql<{ url: string; sealed: string }>`
      select api_base_url as url, auth_token_sealed as sealed from vms_settings`.execute(
      t.app.ownerDb,
    );
    expect(row.rows[0]).toEqual({ url: provider.url, sealed: before });
  });

  it('refuses an SMS account moved to the attacker, and its test still goes to the provider', async () => {
    const twilio = (extra: object) => ({
      channelId: 2,
      provider: 'twilio',
      settings: { accountId: 'AC123', senderId: '+447700900001' },
      secret: 'sms-stored-secret-77',
      apiBaseUrl: provider.url,
      ...extra,
    });
    const saved = await cs(t.app, admin, 'UpsertChannelAccount', twilio({}));
    expect(saved.statusCode).toBe(200);
    const moved = await cs(t.app, admin, 'UpsertChannelAccount', {
      ...twilio({ secret: '', apiBaseUrl: attacker.url }),
      updatedAt: saved.json().data.account.updatedAt,
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().errors).toEqual({ secret: STORED_SECRET_MSG.accountSecret });
    const test = await cs(t.app, admin, 'TestChannelAccount', {
      channelId: 2,
      to: '+447700900123',
    });
    expect(test.json().data.ok).toBe(true);
    expect(attacker.requests).toEqual([]);
    const sent = provider.requests.at(-1) as TRecordedRequest;
    expect(sent.url).toBe('/Accounts/AC123/Messages.json');
  });
});
