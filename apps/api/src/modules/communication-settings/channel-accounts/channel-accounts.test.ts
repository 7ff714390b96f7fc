import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MASKED_SECRET } from '@resonate/contracts/communication-settings/channel-common';
import {
  basicCredentials,
  startRecordingServer,
  type TCannedAnswer,
  type TRecordedRequest,
} from '#/channels/test-support/recording-server.ts';
import { signIn } from '../../../../test/auth-helpers.ts';
import type { TTestApp } from '../../../../test/create-test-app.ts';
import { createChannelsApp, cs, type TCaller } from '../channel-common/channel-test-helpers.ts';

let t: TTestApp;
let admin: TCaller;
let viewer: TCaller;
let brand: TCaller;
let answer: (request: TRecordedRequest) => TCannedAnswer = () => ({ status: 200, body: {} });
let provider: Awaited<ReturnType<typeof startRecordingServer>>;

beforeAll(async () => {
  provider = await startRecordingServer((request) => answer(request));
  t = await createChannelsApp({ ALLOW_PRIVATE_CHANNEL_HOSTS: 'true' });
  admin = await signIn(t.app, 'admin@acme.test');
  viewer = await signIn(t.app, 'viewer@acme.test');
  brand = await signIn(t.app, 'brand@acme.test');
});
afterAll(async () => {
  await Promise.all([t.close(), provider.close()]);
});

const SECRET = 'twilio-auth-token-5566778899';
const twilio = (extra: object = {}) => ({
  channelId: 2,
  provider: 'twilio',
  settings: { accountId: 'AC123', senderId: '+447700900001' },
  secret: SECRET,
  apiBaseUrl: provider.url,
  ...extra,
});

describe('channel accounts', () => {
  it('answers no accounts before the first save', async () => {
    const res = await cs(t.app, viewer, 'GetChannelAccounts');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.accounts).toEqual([]);
  });

  it('refuses bad input field by field, saving nothing', async () => {
    const noField = await cs(t.app, admin, 'UpsertChannelAccount', twilio({ settings: {} }));
    expect(noField.statusCode).toBe(400);
    expect(noField.json().errors['settings.accountId']).toBe('Fill in this field');
    const noSecret = await cs(t.app, admin, 'UpsertChannelAccount', twilio({ secret: '' }));
    expect(noSecret.statusCode).toBe(400);
    expect(noSecret.json().errors.secret).toBe('Enter the secret');
    const badProvider = await cs(t.app, admin, 'UpsertChannelAccount', twilio({ provider: 'x' }));
    expect(badProvider.json().errors.provider).toBe('Select a provider');
    const badChannel = await cs(t.app, admin, 'UpsertChannelAccount', twilio({ channelId: 1 }));
    expect(badChannel.statusCode).toBe(400);
    expect(badChannel.json().errors.channelId).toBe('This channel has no account settings here');
    const noWebhook = await cs(t.app, admin, 'UpsertChannelAccount', {
      channelId: 5,
      provider: 'webhook',
      webhookId: 999_999,
    });
    expect(noWebhook.statusCode).toBe(400);
    expect(noWebhook.json().errors.webhookId).toBe('The chosen webhook no longer exists');
    const list = await cs(t.app, admin, 'GetChannelAccounts');
    expect(list.json().data.accounts).toEqual([]);
  });

  it('saves an SMS account with its secret sealed and answers only the mask', async () => {
    const res = await cs(t.app, admin, 'UpsertChannelAccount', twilio());
    expect(res.statusCode).toBe(200);
    const { account } = res.json().data;
    expect(account).toMatchObject({ channelId: 2, provider: 'twilio', ready: true });
    expect(account.secret).toBe(MASKED_SECRET);
    expect(JSON.stringify(res.json())).not.toContain(SECRET);
    const stored = await t.app.ownerDb
      .selectFrom('channel_accounts')
      .select('secret_sealed')
      .where('channel_id', '=', 2)
      .executeTakeFirstOrThrow();
    expect(stored.secret_sealed).not.toContain(SECRET);

    // An edit names its version; an empty secret keeps the stored one.
    const stale = await cs(t.app, admin, 'UpsertChannelAccount', twilio({ secret: '' }));
    expect(stale.statusCode).toBe(400);
    const edit = await cs(
      t.app,
      admin,
      'UpsertChannelAccount',
      twilio({
        secret: '',
        settings: { accountId: 'AC999', senderId: 'Acme' },
        updatedAt: account.updatedAt,
      }),
    );
    expect(edit.statusCode).toBe(200);
    expect(edit.json().data.account.settings).toEqual({ accountId: 'AC999', senderId: 'Acme' });
    expect(edit.json().data.account.ready).toBe(true);
  });

  it('sends a test through the saved provider with the opened secret', async () => {
    answer = () => ({ status: 201, body: { sid: 'SM42' } });
    const res = await cs(t.app, admin, 'TestChannelAccount', { channelId: 2, to: '+447700900123' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      ok: true,
      response: 'Twilio accepted the message (HTTP 201)',
    });
    const request = provider.requests.at(-1) as TRecordedRequest;
    expect(request.url).toBe('/Accounts/AC999/Messages.json');
    expect(basicCredentials(request.headers)).toBe(`AC999:${SECRET}`);
    expect(new URLSearchParams(request.body).get('To')).toBe('+447700900123');
  });

  it('keeps other tenants, viewers and foreign client ids out', async () => {
    const foreign = await cs(t.app, brand, 'GetChannelAccounts');
    expect(foreign.statusCode).toBe(200);
    expect(foreign.json().data.accounts).toEqual([]);
    const foreignTest = await cs(t.app, brand, 'TestChannelAccount', { channelId: 2, to: '+1' });
    expect([403, 404]).toContain(foreignTest.statusCode);
    const viewerEdit = await cs(t.app, viewer, 'UpsertChannelAccount', twilio());
    expect(viewerEdit.statusCode).toBe(403);
    const claim = await t.app.inject({
      method: 'POST',
      url: '/api/CommunicationSetting/GetChannelAccounts',
      headers: { accesstoken: brand.accessToken },
      payload: { clientId: admin.clientId },
    });
    expect(claim.statusCode).toBe(403);
  });

  it('refuses a test for direct mail and removes an account', async () => {
    const saved = await cs(t.app, admin, 'UpsertChannelAccount', {
      channelId: 33,
      provider: 'print',
      settings: {
        returnName: 'Acme Ltd',
        returnAddressLine1: '1 High St',
        returnPostcode: 'AB1 2CD',
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.account.ready).toBe(true);
    const test = await cs(t.app, admin, 'TestChannelAccount', { channelId: 33, to: 'x' });
    expect(test.statusCode).toBe(400);
    expect(test.json().message).toBe('This channel sends no test message: its output is files');
    const removed = await cs(t.app, admin, 'DeleteChannelAccount', { channelId: 33 });
    expect(removed.statusCode).toBe(200);
    const again = await cs(t.app, admin, 'DeleteChannelAccount', { channelId: 33 });
    expect(again.statusCode).toBe(404);
  });
});
