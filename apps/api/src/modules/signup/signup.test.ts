import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEATURE_IDS } from '@resonate/contracts/features';
import { LOGIN_OUTCOME, MSG, OTP_MSG } from '@resonate/contracts/messages';
import { SIGNUP_MSG } from '@resonate/contracts/onboarding/signup';
import {
  codeIn,
  createDemoApp,
  login,
  OTP_SUBJECT,
  waitForOutboxMail,
} from '../../../test/auth-helpers.ts';
import type { TTestApp } from '../../../test/create-test-app.ts';
import { spendExistenceAnswer } from './email-check-quota.ts';
import { SIGNUP_POLICY } from './signup-policy.ts';
import {
  post,
  requestCode,
  seenMails,
  signUpForm,
  signUpOverApi,
  someAddress,
  verifiedOtpToken,
} from './signup-test-helpers.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createDemoApp();
});
afterAll(() => t.close());

const clientCount = async () => {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from clients`.execute(
    t.app.ownerDb,
  );
  return rows[0]!.n;
};

describe('sign-up: verify the email, then SaveSignUp', () => {
  it('creates an unpaid brand client, its roles and its first user (account admin)', async () => {
    const { clientId, userId, q, form } = await signUpOverApi(t.app, t.dataDir, {
      title: 'Dr',
      jobFunctionId: 3,
    });
    expect(q).toMatch(/\./);
    const { rows: clients } = await sql<Record<string, unknown>>`
      select name, is_agency, payment_completed, licence_validated, currency, country_id,
        business_email from clients where id = ${clientId}`.execute(t.app.ownerDb);
    expect(clients[0]).toEqual({
      name: form.companyName,
      is_agency: false,
      payment_completed: false,
      licence_validated: false,
      currency: 'GBP',
      country_id: 77,
      business_email: form.emailId,
    });
    const { rows: users } = await sql<Record<string, unknown>>`
      select u.email, u.first_name, u.title, u.job_function_id, u.mobile_country_code,
        u.mobile_number, u.is_account_admin, u.password_hash like '$argon2id$%' as argon2id,
        r.name as role from users u join roles r on r.id = u.role_id and r.client_id = u.client_id
      where u.id = ${userId}`.execute(t.app.ownerDb);
    expect(users[0]).toEqual({
      email: form.emailId,
      first_name: 'Nina',
      title: 'Dr',
      job_function_id: 3,
      mobile_country_code: '+44',
      mobile_number: '7700900123',
      is_account_admin: true,
      argon2id: true,
      role: 'Administrator',
    });
    const { rows: perms } = await sql<{ n: number }>`
      select count(*)::int as n from role_permissions p join users u on u.role_id = p.role_id
      where u.id = ${userId} and p.can_view`.execute(t.app.ownerDb);
    expect(perms[0]!.n).toBe(Object.keys(FEATURE_IDS).length);

    // Signing in now leads to the payment, as the spec's login table says.
    const signIn = await login(t.app, form.emailId, form.password, {}, someAddress());
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json()).toMatchObject({ message: LOGIN_OUTCOME.paymentNotCompleted });
    expect(signIn.json().data.q).toEqual(expect.any(String));
  });

  it('makes an agency client when the person chose agency', async () => {
    const { clientId } = await signUpOverApi(t.app, t.dataDir, { accountType: 'agency' });
    const { rows } = await sql<{ is_agency: boolean }>`
      select is_agency from clients where id = ${clientId}`.execute(t.app.ownerDb);
    expect(rows[0]!.is_agency).toBe(true);
  });

  it('refuses a registered email at RequestOTP and at SaveSignUp, creating nothing', async () => {
    const taken = await post(t.app, 'SignUp/RequestOTP', { emailId: 'Admin@Acme.test' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      message: SIGNUP_MSG.emailTaken,
      errors: { emailId: SIGNUP_MSG.emailTaken },
    });

    // Registered between the verification and the save: the save refuses it.
    const form = signUpForm();
    const otpToken = await verifiedOtpToken(t.app, t.dataDir, form.emailId);
    await signUpOverApi(t.app, t.dataDir, { emailId: form.emailId.toUpperCase() });
    const before = await clientCount();
    const saved = await post(t.app, 'SaveSignUp', { ...form, otpToken });
    expect(saved.statusCode).toBe(409);
    expect(saved.json().errors).toEqual({ emailId: SIGNUP_MSG.emailTaken });
    expect(await clientCount()).toBe(before);
  });

  it.each([
    ['an invalid email', { emailId: 'not-an-email' }, 'emailId', MSG.emailRequired],
    [
      'a weak password',
      { password: 'weakpass', confirmPassword: 'weakpass' },
      'password',
      MSG.passwordRequired,
    ],
    [
      'a mismatched confirmation',
      { confirmPassword: 'Str0ng!Pasx' },
      'confirmPassword',
      MSG.passwordMismatch,
    ],
    ['an unknown country', { countryId: 99_999 }, 'countryId', MSG.countryRequired],
    ['an unknown time zone', { timeZoneId: 99_999 }, 'timeZoneId', 'Select time zone'],
    ['a missing title', { title: undefined }, 'title', SIGNUP_MSG.titleRequired],
    ['a bad website', { website: 'not a site' }, 'website', MSG.websiteInvalid],
  ])('refuses %s with the field message and creates nothing', async (_, change, field, message) => {
    const form = signUpForm();
    const otpToken = await verifiedOtpToken(t.app, t.dataDir, form.emailId);
    const before = await clientCount();
    const saved = await post(t.app, 'SaveSignUp', { ...form, ...change, otpToken });
    expect(saved.statusCode).toBe(400);
    expect(saved.json().errors[field]).toBe(message);
    expect(await clientCount()).toBe(before);
    // The verification was not spent: the corrected form goes through.
    expect((await post(t.app, 'SaveSignUp', { ...form, otpToken })).statusCode).toBe(200);
  });

  it('refuses an invalid email at RequestOTP', async () => {
    const response = await post(t.app, 'SignUp/RequestOTP', { emailId: 'a@b' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ emailId: MSG.emailRequired });
  });

  it('needs a verified, unspent verification of that very email', async () => {
    const form = signUpForm();
    const { otpToken } = await requestCode(t.app, t.dataDir, form.emailId);
    const unverified = await post(t.app, 'SaveSignUp', { ...form, otpToken });
    expect(unverified.statusCode).toBe(400);
    expect(unverified.json().message).toBe(SIGNUP_MSG.verificationRequired);

    const forged = await post(t.app, 'SaveSignUp', { ...form, otpToken: `${otpToken}x` });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe(SIGNUP_MSG.verificationExpired);

    const verified = await verifiedOtpToken(t.app, t.dataDir, form.emailId);
    const other = await post(t.app, 'SaveSignUp', {
      ...form,
      emailId: `other.${form.emailId}`,
      otpToken: verified,
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().errors).toEqual({ emailId: SIGNUP_MSG.emailNotVerified });

    expect((await post(t.app, 'SaveSignUp', { ...form, otpToken: verified })).statusCode).toBe(200);
    const replay = await post(t.app, 'SaveSignUp', { ...form, otpToken: verified });
    expect(replay.statusCode).toBe(409);
  });

  it('counts wrong codes, then locks the verification', async () => {
    const { otpToken, code } = await requestCode(t.app, t.dataDir, signUpForm().emailId);
    const wrong = code === '000000' ? '111111' : '000000';
    const address = someAddress();
    const answer = await post(t.app, 'SignUp/ValidateOTP', { otpToken, otp: wrong }, address);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({
      message: OTP_MSG.invalid,
      data: { state: 'invalid', attemptsLeft: 4 },
    });
    for (let i = 0; i < 4; i += 1) {
      await post(t.app, 'SignUp/ValidateOTP', { otpToken, otp: wrong }, address);
    }
    // Locked: even the right code no longer works.
    const locked = await post(t.app, 'SignUp/ValidateOTP', { otpToken, otp: code }, address);
    expect(locked.statusCode).toBe(429);
  });

  it('resends no sooner than 30 seconds after the last code', async () => {
    const form = signUpForm();
    const { otpToken } = (await post(t.app, 'SignUp/RequestOTP', { emailId: form.emailId })).json()
      .data;
    const early = await post(t.app, 'SignUp/ResendOTP', { otpToken });
    expect(early.statusCode).toBe(429);
    expect(early.json().message).toMatch(/^Please wait \d+ seconds/);
  });

  it('resends a new code that replaces the old one', async () => {
    const { emailId } = signUpForm();
    const { otpToken, code } = await requestCode(t.app, t.dataDir, emailId);
    // As if the 30 seconds between codes had passed.
    await sql`update signup_verifications set last_sent_at = now() - interval '31 seconds'
      where lower(email) = ${emailId.toLowerCase()}`.execute(t.app.ownerDb);
    const resent = await post(t.app, 'SignUp/ResendOTP', { otpToken });
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toMatchObject({ message: OTP_MSG.resent });
    const fresh = codeIn(
      await waitForOutboxMail(t.dataDir, emailId.toLowerCase(), seenMails, OTP_SUBJECT),
    );
    if (fresh !== code) {
      const old = await post(t.app, 'SignUp/ValidateOTP', { otpToken, otp: code });
      expect(old.json().message).toBe(OTP_MSG.invalid);
    }
    expect((await post(t.app, 'SignUp/ValidateOTP', { otpToken, otp: fresh })).statusCode).toBe(
      200,
    );
  });

  it(`starts at most ${SIGNUP_POLICY.verificationsPerEmailPerHour} verifications per email an hour`, async () => {
    const { emailId } = signUpForm();
    for (let i = 0; i < SIGNUP_POLICY.verificationsPerEmailPerHour; i += 1) {
      expect((await post(t.app, 'SignUp/RequestOTP', { emailId })).statusCode).toBe(200);
    }
    const refused = await post(t.app, 'SignUp/RequestOTP', { emailId });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(SIGNUP_MSG.tooManyCodes);
  });

  it('limits the answers about registered emails per network address and hour', async () => {
    const ip = someAddress();
    for (let i = 0; i < SIGNUP_POLICY.existenceAnswersPerAddressPerHour; i += 1) {
      await spendExistenceAnswer(t.app, ip);
    }
    await expect(spendExistenceAnswer(t.app, ip)).rejects.toMatchObject({
      statusCode: 429,
      message: SIGNUP_MSG.tooManyEmailChecks,
    });
    await expect(spendExistenceAnswer(t.app, someAddress())).resolves.toBeUndefined();
  });
});
