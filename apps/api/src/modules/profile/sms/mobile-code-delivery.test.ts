import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_MSG } from '@resonate/contracts/profile';
import {
  basicCredentials,
  startRecordingServer,
  type TCannedAnswer,
} from '#/channels/test-support/recording-server.ts';
import { createDemoApp, signIn } from '../../../../test/auth-helpers.ts';
import type { TTestApp } from '../../../../test/create-test-app.ts';
import { cs } from '../../communication-settings/channel-common/channel-test-helpers.ts';
import { call, codeOf, lastSmsTo, type TCaller } from '../profile-test-helpers.ts';
import { createMobileCodeSender } from './mobile-code-sender.ts';

/** Where the mobile-number code goes: the client's SMS channel, SMS_URL, the dev outbox. */
let t: TTestApp;
let admin: TCaller;
let address = 0;
let answer: () => TCannedAnswer = () => ({ status: 200, body: { id: 'msg-1' } });
let provider: Awaited<ReturnType<typeof startRecordingServer>>;

beforeAll(async () => {
  provider = await startRecordingServer(() => answer());
  const smsUrl = new URL('/v1/send?from=Resonate', provider.url);
  smsUrl.username = 'platform';
  smsUrl.password = 'p@ss word';
  t = await createDemoApp({ SMS_URL: smsUrl.href, ALLOW_PRIVATE_CHANNEL_HOSTS: 'true' });
  admin = await signIn(t.app, 'admin@acme.test');
});
afterAll(async () => {
  await Promise.all([t.close(), provider.close()]);
});

let serial = 200000;
const startChange = () => {
  const mobileNumber = `7700${(serial += 1)}`;
  const res = call(
    t.app,
    admin,
    'UpdateMobileNumber',
    { countryCode: '+44', mobileNumber },
    `10.8.0.${(address += 1)}`,
  );
  return res.then((r) => ({ res: r, to: `+44${mobileNumber}` }));
};

describe('the mobile-number code', () => {
  it('goes to the platform SMS_URL provider when the client has no SMS channel, and confirms', async () => {
    const { res, to } = await startChange();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.deliveredTo).toBe('phone');
    const sent = provider.requests.at(-1)!;
    expect(sent.url).toBe('/v1/send');
    expect(basicCredentials(sent.headers)).toBe('platform:p@ss word');
    const body = JSON.parse(sent.body) as { to: string; from: string; text: string };
    expect(body).toMatchObject({ to, from: 'Resonate' });
    const confirmed = await call(t.app, admin, 'ChangeMobileNumber', {
      otpToken: res.json().data.otpToken,
      otp: codeOf(body.text),
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await readdir(path.join(t.dataDir, 'sms-outbox')).catch(() => [])).toEqual([]);
  });

  it("goes through the client's own SMS channel first", async () => {
    const saved = await cs(t.app, admin, 'UpsertChannelAccount', {
      channelId: 2,
      provider: 'twilio',
      settings: { accountId: 'AC77', senderId: '+447700900001' },
      secret: 'client-token',
      apiBaseUrl: provider.url,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    try {
      const { res, to } = await startChange();
      expect(res.json().data.deliveredTo).toBe('phone');
      const sent = provider.requests.at(-1)!;
      expect(sent.url).toBe('/Accounts/AC77/Messages.json');
      expect(basicCredentials(sent.headers)).toBe('AC77:client-token');
      expect(new URLSearchParams(sent.body).get('To')).toBe(to);
    } finally {
      await cs(t.app, admin, 'DeleteChannelAccount', { channelId: 2 });
    }
  });

  it('answers that the code could not be sent when the provider refuses it', async () => {
    answer = () => ({ status: 500, body: { error: 'gateway down' } });
    try {
      const { res } = await startChange();
      expect(res.statusCode).toBe(503);
    } finally {
      answer = () => ({ status: 200, body: {} });
    }
  });
});

describe('without any SMS provider', () => {
  it('writes the dev outbox outside production and says so; refuses plainly in production', async () => {
    const sms = { to: '+447700900555', text: 'Your code is 123456', code: '123456' };
    const senderIn = (nodeEnv: 'test' | 'production') =>
      createMobileCodeSender({
        db: t.app.db,
        log: t.app.log,
        config: { ...t.app.config, smsUrl: undefined, nodeEnv },
      });
    await expect(senderIn('test').send(admin.clientId, sms)).resolves.toBe('devOutbox');
    expect(await lastSmsTo(t.dataDir, sms.to)).toBe(sms.text);
    await expect(senderIn('production').send(admin.clientId, sms)).rejects.toThrow(
      PROFILE_MSG.smsNotConfigured,
    );
  });
});
