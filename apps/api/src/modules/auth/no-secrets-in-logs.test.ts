import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TTestApp } from '../../../test/create-test-app.ts';
import { createTestApp } from '../../../test/create-test-app.ts';
import {
  codeIn,
  DEMO_PASSWORD,
  encryptionKey,
  login,
  newPasswordIn,
  waitForOutboxMail,
  OTP_SUBJECT,
  NEW_PASSWORD_SUBJECT,
} from '../../../test/auth-helpers.ts';

const lines: string[] = [];
let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { SEED_DEMO: 'true', LOG_LEVEL: 'trace' },
    logStream: { write: (line) => void lines.push(line) },
  });
});
afterAll(() => t.close());

describe('logs', () => {
  it('never hold a password, an OTP, an otpToken or an access token, even at trace level', async () => {
    const seen = new Set<string>();
    const secrets: string[] = [DEMO_PASSWORD];

    const signedIn = (await login(t.app, 'admin@acme.test')).json().data;
    secrets.push(signedIn.accessToken);
    await t.app.inject({
      method: 'GET',
      url: '/api/User/GetSession',
      headers: { accesstoken: signedIn.accessToken },
    });

    const otpStep = (await login(t.app, 'otp@acme.test')).json().data;
    const code = codeIn(await waitForOutboxMail(t.dataDir, 'otp@acme.test', seen, OTP_SUBJECT));
    secrets.push(otpStep.otpToken, code);
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/LoginValidateConfirm',
      payload: { otpToken: otpStep.otpToken, otp: code },
    });
    secrets.push(confirmed.json().data.accessToken);

    const { hashval } = await encryptionKey(t.app);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/ForgetPassword',
      payload: { emailId: 'reset@acme.test', hashval },
    });
    const resetCode = codeIn(
      await waitForOutboxMail(t.dataDir, 'reset@acme.test', seen, OTP_SUBJECT),
    );
    await t.app.inject({
      method: 'POST',
      url: '/api/ValidateOTP',
      payload: { otpToken: reset.json().data.otpToken, otp: resetCode },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/UpdatePassword',
      payload: {
        emailId: 'reset@acme.test',
        hashval: (await encryptionKey(t.app)).hashval,
        otpToken: reset.json().data.otpToken,
      },
    });
    secrets.push(
      resetCode,
      newPasswordIn(
        await waitForOutboxMail(t.dataDir, 'reset@acme.test', seen, NEW_PASSWORD_SUBJECT),
      ),
    );

    const log = lines.join('');
    expect(lines.length).toBeGreaterThan(10);
    for (const secret of secrets)
      expect(log.includes(secret), `a secret of ${secret.length} chars is in the log`).toBe(false);
  });
});
