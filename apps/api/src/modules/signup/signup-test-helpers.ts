import type { FastifyInstance } from 'fastify';
import type { TSaveSignUpRequest } from '@resonate/contracts/onboarding/signup';
import { codeIn, OTP_SUBJECT, waitForOutboxMail } from '../../../test/auth-helpers.ts';

let counter = 0;
/** Mails already read, across calls: each code is taken from the mail that carried it. */
export const seenMails = new Set<string>();

/** A unique, valid new-user form (a UK brand unless overridden). */
export function signUpForm(
  overrides: Partial<TSaveSignUpRequest> = {},
): Omit<TSaveSignUpRequest, 'otpToken'> {
  counter += 1;
  const unique = `${Date.now().toString(36)}${counter}`;
  return {
    title: 'Ms',
    firstName: 'Nina',
    lastName: 'Newman',
    countryCode: '+44',
    phoneNo: '7700900123',
    emailId: `nina.${unique}@newco.test`,
    jobFunctionId: 1,
    password: 'Str0ng!Pass',
    confirmPassword: 'Str0ng!Pass',
    accountType: 'brand',
    companyName: `Newco ${unique}`,
    website: 'https://www.newco.test',
    countryId: 77, // GB in the master data's country list
    currency: 'GBP',
    languageId: 1,
    dateFormatId: 1,
    timeFormatId: 1,
    timeZoneId: 1,
    ...overrides,
  };
}

/** A fresh network address, so tests do not share the per-address rate limits. */
export function someAddress(): string {
  const octet = () => 1 + Math.floor(Math.random() * 250);
  return `10.${octet()}.${octet()}.${octet()}`;
}

export function post(
  app: FastifyInstance,
  url: string,
  payload: object,
  remoteAddress = someAddress(),
) {
  return app.inject({ method: 'POST', url: `/api/${url}`, payload, remoteAddress });
}

/** RequestOTP, and the code it mailed. */
export async function requestCode(app: FastifyInstance, dataDir: string, email: string) {
  const started = await post(app, 'SignUp/RequestOTP', { emailId: email });
  if (started.statusCode !== 200) throw new Error(`RequestOTP failed: ${started.body}`);
  const { otpToken } = started.json().data as { otpToken: string };
  const code = codeIn(
    await waitForOutboxMail(dataDir, email.toLowerCase(), seenMails, OTP_SUBJECT),
  );
  return { otpToken, code };
}

/** RequestOTP, the code from the outbox, ValidateOTP: a verified otpToken for `email`. */
export async function verifiedOtpToken(app: FastifyInstance, dataDir: string, email: string) {
  const { otpToken, code } = await requestCode(app, dataDir, email);
  const valid = await post(app, 'SignUp/ValidateOTP', { otpToken, otp: code });
  if (valid.statusCode !== 200) throw new Error(`ValidateOTP failed: ${valid.body}`);
  return otpToken;
}

/** A whole sign-up over the API; answers SaveSignUp's data (with the onboarding q). */
export async function signUpOverApi(
  app: FastifyInstance,
  dataDir: string,
  overrides: Partial<TSaveSignUpRequest> = {},
) {
  const form = signUpForm(overrides);
  const otpToken = await verifiedOtpToken(app, dataDir, form.emailId);
  const saved = await post(app, 'SaveSignUp', { ...form, otpToken });
  if (saved.statusCode !== 200) throw new Error(`SaveSignUp failed: ${saved.body}`);
  const data = saved.json().data as { clientId: number; userId: number; q: string };
  return { ...data, form };
}
