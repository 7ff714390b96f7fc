import { describe, expect, it } from 'vitest';
import type { TLoginData } from '@resonate/contracts/auth';
import { TEMPORARY_PASSWORD_MSG } from '@resonate/contracts/auth/temporary-password';
import { LOGIN_OUTCOME } from '@resonate/contracts/messages';
import { landingPath } from '@/shared/lib/landing-path';
import { decideLoginAction, type TLoginAnswer } from './login-outcome';

const session: TLoginData = {
  licenseTypeId: 2,
  permissionList: [{ featureId: 1, viewAccess: true }],
  clientList: [{ clientId: 1, clientName: 'Acme Retail' }],
  departmentList: [],
  accountAdmin: true,
  clientId: 1,
  accessToken: 'tok',
  timeZoneId: 1,
  timeFormatId: 1,
  dateFormatId: 1,
  isCampaign: true,
  userId: 9,
  isAgency: false,
  amount: 0,
  frequency: '',
  clientName: 'Acme Retail',
  salePrice: 0,
  tenantShortCode: 'acme',
  orderId: '',
  firstName: 'Ada',
  lastName: 'Admin',
  email: 'admin@acme.test',
  profilePicture: null,
};

const answer = (
  httpStatus: number,
  status: boolean,
  message: string,
  data?: object,
  errors?: Record<string, string>,
): TLoginAnswer => ({ httpStatus, envelope: { status, message, data, errors } });

describe('decideLoginAction: every row of the spec login table', () => {
  it("'OTP Required' opens the OTP step", () => {
    const otp = {
      otpToken: 't'.repeat(20),
      otpExpiresInSeconds: 300,
      maskedEmail: 'o**@acme.test',
    };
    expect(decideLoginAction(answer(200, true, 'OTP Required', otp), '')).toEqual({
      kind: 'otp',
      challenge: { otpToken: otp.otpToken, expiresInSeconds: 300, maskedEmail: 'o**@acme.test' },
    });
  });

  it('any other success stores the session: campaign -> /analytics, else /launch-pad', () => {
    expect(decideLoginAction(answer(200, true, 'Login successful', session), '')).toEqual({
      kind: 'signedIn',
      data: session,
      target: '/analytics',
    });
    const brand = { ...session, isCampaign: false };
    expect(decideLoginAction(answer(200, true, 'Login successful', brand), '')).toMatchObject({
      target: '/launch-pad',
    });
  });

  it('goes to the last URL when one is given', () => {
    expect(
      decideLoginAction(answer(200, true, 'Login successful', session), '/invoice-list?x=1'),
    ).toMatchObject({ target: '/invoice-list?x=1' });
  });

  it("'Payment not completed' goes to /payment with q", () => {
    expect(
      decideLoginAction(answer(403, false, LOGIN_OUTCOME.paymentNotCompleted, { q: 'a+b/c' }), ''),
    ).toEqual({
      kind: 'redirect',
      to: '/payment?q=a%2Bb%2Fc',
      markAgency: false,
      resetFailures: false,
    });
  });

  it.each([LOGIN_OUTCOME.accountNotActivated, LOGIN_OUTCOME.agencyAccountNotActivated])(
    "'%s' is an error on the email field",
    (message) => {
      expect(decideLoginAction(answer(403, false, message), '')).toEqual({
        kind: 'emailError',
        message,
      });
    },
  );

  it.each([LOGIN_OUTCOME.licenseKeyNotValidated, LOGIN_OUTCOME.agencyLicenseKeyNotValidated])(
    "'%s' goes to /account-activate and clears the captcha counter",
    (message) => {
      expect(decideLoginAction(answer(403, false, message, { q: 'abc' }), '')).toEqual({
        kind: 'redirect',
        to: '/account-activate?q=abc',
        markAgency: false,
        resetFailures: true,
      });
    },
  );

  it("'Clients not created' marks an agency and goes to /account-setup", () => {
    expect(
      decideLoginAction(answer(403, false, LOGIN_OUTCOME.clientsNotCreated, { q: 'z' }), ''),
    ).toEqual({
      kind: 'redirect',
      to: '/account-setup?q=z',
      markAgency: true,
      resetFailures: false,
    });
  });

  it('any other message (wrong credentials) is a counted failure on the email field', () => {
    expect(
      decideLoginAction(
        answer(401, false, 'Invalid email or password', { captchaRequired: true }),
        '',
      ),
    ).toEqual({
      kind: 'failed',
      message: 'Invalid email or password',
      countsAsFailure: true,
      captchaRequired: true,
    });
  });

  it('a refused request that is not about credentials shows its message but is not counted', () => {
    expect(decideLoginAction(answer(400, false, 'The sign-in form has expired'), '')).toMatchObject(
      { kind: 'failed', countsAsFailure: false, captchaRequired: false },
    );
  });

  it('an expired temporary password says to request a new one, without counting a failure', () => {
    expect(decideLoginAction(answer(403, false, TEMPORARY_PASSWORD_MSG.expired), '')).toEqual({
      kind: 'failed',
      message: TEMPORARY_PASSWORD_MSG.expired,
      countsAsFailure: false,
      captchaRequired: false,
    });
  });

  it('a captcha problem goes under the captcha field', () => {
    const captcha = answer(
      400,
      false,
      'Invalid captcha',
      { captchaRequired: true },
      {
        captcha: 'Invalid captcha',
      },
    );
    expect(decideLoginAction(captcha, '')).toEqual({
      kind: 'captchaError',
      message: 'Invalid captcha',
    });
  });

  it('429 throttles with the retry time', () => {
    const message = 'Too many sign-in attempts. Try again in 15 minutes.';
    expect(
      decideLoginAction(
        answer(429, false, message, { retryAfterSeconds: 900, captchaRequired: true }),
        '',
      ),
    ).toEqual({ kind: 'throttled', message, retryAfterSeconds: 900, captchaRequired: true });
  });

  it('429 without a retry time (account locked) does not hold the button', () => {
    expect(decideLoginAction(answer(429, false, 'Too many failed sign-ins'), '')).toEqual({
      kind: 'throttled',
      message: 'Too many failed sign-ins',
      retryAfterSeconds: null,
      captchaRequired: false,
    });
  });

  it('a server failure is shown above the form and not counted', () => {
    expect(decideLoginAction(answer(500, false, 'Something went wrong'), '')).toEqual({
      kind: 'formError',
      message: 'Something went wrong',
    });
  });
});

describe('landingPath', () => {
  it('never follows a URL out of the app', () => {
    expect(landingPath('https://evil.test/', true)).toBe('/analytics');
    expect(landingPath('//evil.test/', false)).toBe('/launch-pad');
    expect(landingPath('/', false)).toBe('/launch-pad');
    expect(landingPath('/dashboard', false)).toBe('/dashboard');
  });
});
