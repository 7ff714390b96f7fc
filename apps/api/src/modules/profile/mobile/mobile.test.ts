import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PROFILE_MSG } from '@resonate/contracts/profile';
import { createDemoApp, signIn } from '../../../../test/auth-helpers.ts';
import type { TTestApp } from '../../../../test/create-test-app.ts';
import { call, codeOf, lastSmsTo, type TCaller } from '../profile-test-helpers.ts';

let t: TTestApp;
let admin: TCaller;
let viewer: TCaller;
let brand: TCaller;
let address = 0;

beforeAll(async () => {
  t = await createDemoApp();
  admin = await signIn(t.app, 'admin@acme.test');
  viewer = await signIn(t.app, 'viewer@acme.test');
  brand = await signIn(t.app, 'brand@acme.test');
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

// Each start comes from its own address, so the SMS rate limit never decides a test.
const post = (caller: TCaller, endpoint: string, body: object) =>
  call(t.app, caller, endpoint, body, `10.9.0.${(address += 1)}`);

let serial = 100000;
async function start(caller: TCaller, countryCode = '+44') {
  const mobileNumber = `7700${(serial += 1)}`;
  const res = await post(caller, 'UpdateMobileNumber', { countryCode, mobileNumber });
  expect(res.statusCode, res.body).toBe(200);
  const code = codeOf(await lastSmsTo(t.dataDir, `${countryCode}${mobileNumber}`));
  return { otpToken: res.json().data.otpToken as string, code, countryCode, mobileNumber };
}

describe('UpdateMobileNumber', () => {
  it('sends a code by SMS to the new number and saves nothing yet', async () => {
    const res = await post(admin, 'UpdateMobileNumber', {
      countryCode: '+44',
      mobileNumber: '7700900123',
    });
    expect(res.json()).toMatchObject({
      status: true,
      message: 'OTP sent successfully',
      data: { otpExpiresInSeconds: 300, maskedNumber: '+44 *******123' },
    });
    expect(codeOf(await lastSmsTo(t.dataDir, '+447700900123'))).toMatch(/^\d{6}$/);
    const profile = (await call(t.app, admin, 'GetMyProfile')).json().data;
    expect(profile.mobileNumber).toBeNull();
  });

  it.each([
    [
      { countryCode: '', mobileNumber: '7700900123' },
      'countryCode',
      PROFILE_MSG.countryCodeRequired,
    ],
    [
      { countryCode: '+999', mobileNumber: '7700900123' },
      'countryCode',
      PROFILE_MSG.countryCodeRequired,
    ],
    [{ countryCode: '+44', mobileNumber: '' }, 'mobileNumber', PROFILE_MSG.mobileRequired],
    [{ countryCode: '+44', mobileNumber: '123' }, 'mobileNumber', PROFILE_MSG.mobileInvalid],
    [
      { countryCode: '+44', mobileNumber: '1'.repeat(15) },
      'mobileNumber',
      PROFILE_MSG.mobileInvalid,
    ],
    [{ countryCode: '+44', mobileNumber: '77009o0123' }, 'mobileNumber', PROFILE_MSG.mobileInvalid],
  ])('refuses %j', async (body, field, message) => {
    const res = await post(admin, 'UpdateMobileNumber', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
  });

  it('is rate-limited per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      const res = await call(
        t.app,
        admin,
        'UpdateMobileNumber',
        {
          countryCode: '+1',
          mobileNumber: `555010${i}`,
        },
        '10.8.0.1',
      );
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 6).every((status) => status === 200)).toBe(true);
    expect(statuses[6]).toBe(429);
  });
});

describe('ChangeMobileNumber', () => {
  it('saves the number with the right code, once', async () => {
    const { otpToken, code, mobileNumber } = await start(viewer);
    const res = await post(viewer, 'ChangeMobileNumber', { otpToken, otp: code });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(PROFILE_MSG.mobileChanged);
    expect(res.json().data).toMatchObject({ countryCode: '+44', mobileNumber });
    const reuse = await post(viewer, 'ChangeMobileNumber', { otpToken, otp: code });
    expect(reuse.json()).toMatchObject({ status: false, message: 'OTP expired' });
    const same = await post(viewer, 'UpdateMobileNumber', { countryCode: '+44', mobileNumber });
    expect(same.json().message).toBe(PROFILE_MSG.mobileUnchanged);
  });

  it('counts wrong codes and is dead after 5', async () => {
    const { otpToken, code } = await start(admin);
    const wrong = code === '000000' ? '111111' : '000000';
    const first = await post(admin, 'ChangeMobileNumber', { otpToken, otp: wrong });
    expect(first.json()).toMatchObject({ message: 'Invalid OTP', data: { attemptsLeft: 4 } });
    for (let i = 0; i < 4; i += 1)
      await post(admin, 'ChangeMobileNumber', { otpToken, otp: wrong });
    const right = await post(admin, 'ChangeMobileNumber', { otpToken, otp: code });
    expect(right.statusCode).toBe(429);
    expect((await call(t.app, admin, 'GetMyProfile')).json().data.mobileNumber).toBeNull();
  });

  it("answers 'OTP expired' after 300 seconds", async () => {
    const { otpToken, code } = await start(admin);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 301_000 });
    const res = await post(admin, 'ChangeMobileNumber', { otpToken, otp: code });
    expect(res.json()).toMatchObject({ status: false, message: 'OTP expired' });
  });

  it('only the latest code counts: a newer change ends the earlier one', async () => {
    const older = await start(admin);
    await start(admin);
    const res = await post(admin, 'ChangeMobileNumber', {
      otpToken: older.otpToken,
      otp: older.code,
    });
    expect(res.json().message).toBe('OTP expired');
  });

  it("refuses another user's or another client's challenge, and forged tokens", async () => {
    const mine = await start(admin);
    const sameClient = await post(viewer, 'ChangeMobileNumber', {
      otpToken: mine.otpToken,
      otp: mine.code,
    });
    expect(sameClient.json().message).toBe('Invalid OTP');
    const otherClient = await post(brand, 'ChangeMobileNumber', {
      otpToken: mine.otpToken,
      otp: mine.code,
    });
    expect(otherClient.json().message).toBe('Invalid OTP');
    const forged = await post(admin, 'ChangeMobileNumber', {
      otpToken: `${mine.otpToken.slice(0, -2)}xx`,
      otp: mine.code,
    });
    expect(forged.json().message).toBe('Invalid OTP');
    // Still usable by its owner: the refusals above did not touch it.
    const own = await post(admin, 'ChangeMobileNumber', {
      otpToken: mine.otpToken,
      otp: mine.code,
    });
    expect(own.statusCode).toBe(200);
  });

  it('writes the SMS to the development outbox as JSON lines, owner-only', async () => {
    const outbox = path.join(t.dataDir, 'sms-outbox');
    const [file] = await readdir(outbox);
    expect(file).toMatch(/^\d{4}-\d{2}-\d{2}\.jsonl$/);
    const first = JSON.parse((await readFile(path.join(outbox, file!), 'utf8')).split('\n')[0]!);
    expect(first).toMatchObject({ to: expect.stringMatching(/^\+\d+$/), text: expect.any(String) });
    expect((await stat(path.join(outbox, file!))).mode & 0o777).toBe(0o600);
  });
});
