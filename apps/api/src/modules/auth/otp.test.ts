import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TTestApp } from '../../../test/create-test-app.ts';
import {
  codeIn,
  createDemoApp,
  login,
  waitForOutboxMail,
  OTP_SUBJECT,
} from '../../../test/auth-helpers.ts';

let t: TTestApp;
const seen = new Set<string>();
beforeAll(async () => {
  t = await createDemoApp();
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

/** Starts an OTP sign-in for otp@acme.test and returns its token and the mailed code. */
async function startOtp() {
  const response = await login(t.app, 'otp@acme.test');
  const otpToken = response.json().data.otpToken as string;
  const code = codeIn(await waitForOutboxMail(t.dataDir, 'otp@acme.test', seen, OTP_SUBJECT));
  return { otpToken, code };
}

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('OTP sign-in', () => {
  it("validates ('Valid OTP'), then confirms once into a session", async () => {
    const { otpToken, code } = await startOtp();
    const valid = await post('/api/LoginValidateOTP', { otpToken, otp: code });
    expect(valid.json()).toMatchObject({
      status: true,
      message: 'Valid OTP',
      data: { state: 'valid' },
    });
    const confirmed = await post('/api/LoginValidateConfirm', { otpToken, otp: code });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data.accessToken).toMatch(/^[\w-]{43}$/);
    const again = await post('/api/LoginValidateConfirm', { otpToken, otp: code });
    expect(again.json()).toMatchObject({ status: false, message: 'OTP expired' });
  });

  it("answers 'Invalid OTP' with the tries left, and is dead after 5 wrong codes", async () => {
    const { otpToken, code } = await startOtp();
    for (let left = 4; left >= 0; left--) {
      const response = await post('/api/LoginValidateOTP', { otpToken, otp: wrongCode(code) });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        message: 'Invalid OTP',
        data: { state: 'invalid', attemptsLeft: left },
      });
    }
    const right = await post('/api/LoginValidateOTP', { otpToken, otp: code });
    expect(right.statusCode).toBe(429);
    expect(right.json().data.state).toBe('expired');
  });

  it("answers 'OTP expired' after 300 seconds (controlled clock)", async () => {
    const { otpToken, code } = await startOtp();
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 301_000 });
    const response = await post('/api/LoginValidateOTP', { otpToken, otp: code });
    expect(response.json()).toMatchObject({
      status: false,
      message: 'OTP expired',
      data: { state: 'expired' },
    });
  });

  it('resends a new code that replaces the old one, not sooner than 30 s apart', async () => {
    const { otpToken, code } = await startOtp();
    const tooSoon = await post('/api/RequestOTP', { otpToken });
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().message).toMatch(/Please wait \d+ seconds/);

    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 31_000 });
    const resent = await post('/api/RequestOTP', { otpToken });
    expect(resent.json()).toMatchObject({ status: true, message: 'OTP resent successfully' });
    const newCode = codeIn(await waitForOutboxMail(t.dataDir, 'otp@acme.test', seen, OTP_SUBJECT));
    if (newCode !== code) {
      expect((await post('/api/LoginValidateOTP', { otpToken, otp: code })).json().message).toBe(
        'Invalid OTP',
      );
    }
    expect((await post('/api/LoginValidateOTP', { otpToken, otp: newCode })).json().message).toBe(
      'Valid OTP',
    );
  });

  it('refuses a forged or tampered otpToken as an invalid code', async () => {
    const { otpToken, code } = await startOtp();
    const [body, mac] = otpToken.split('.');
    const claims = JSON.parse(Buffer.from(body!, 'base64url').toString());
    const forged = `${Buffer.from(JSON.stringify({ ...claims, c: claims.c + 1 })).toString('base64url')}.${mac}`;
    const response = await post('/api/LoginValidateOTP', { otpToken: forged, otp: code });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Invalid OTP');
    expect(
      (await post('/api/LoginValidateOTP', { otpToken: 'x'.repeat(40), otp: '123456' })).statusCode,
    ).toBe(400);
  });
});
