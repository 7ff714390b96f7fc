import type { TLoginData, TLoginOutcomeData } from '@resonate/contracts/auth';
import { SECOND_FACTOR_MSG } from '@resonate/contracts/auth/second-factor-messages';
import type { TSecondFactorStep } from '@resonate/contracts/auth/second-factor-step';
import { LOGIN_OUTCOME } from '@resonate/contracts/messages';
import { paths } from '@/config/paths';
import type { TApiAnswer } from '@/shared/api/api-answer';
import { landingPath, withQuery } from '@/shared/lib/landing-path';

export type TAuthAnswer<T> = TApiAnswer<T>;
export type TLoginAnswer = TAuthAnswer<Partial<TLoginData & TLoginOutcomeData>>;

export type TOtpChallenge = { otpToken: string; expiresInSeconds: number; maskedEmail: string };

/**
 * What the login form does with LoginValidate's answer (spec section 4): the server's message
 * decides, by exact text; the HTTP status only separates the "any other message" cases.
 */
export type TLoginAction =
  | { kind: 'signedIn'; data: TLoginData; target: string }
  | { kind: 'otp'; challenge: TOtpChallenge }
  /** An authenticator app, a passkey or a recovery code confirms the sign-in (issue 12). */
  | { kind: 'secondFactor'; step: TSecondFactorStep }
  | { kind: 'redirect'; to: string; markAgency: boolean; resetFailures: boolean }
  /** 'Account not activated': under the email field, password cleared, not a failed attempt. */
  | { kind: 'emailError'; message: string }
  /** Any other message: under the email field, password and captcha cleared. */
  | { kind: 'failed'; message: string; countsAsFailure: boolean; captchaRequired: boolean }
  | { kind: 'captchaError'; message: string }
  /** 429: the message above the form; the button waits when the server says how long. */
  | {
      kind: 'throttled';
      message: string;
      retryAfterSeconds: number | null;
      captchaRequired: boolean;
    }
  /** The server could not answer (5xx): a message above the form; nothing counted. */
  | { kind: 'formError'; message: string };

export function isLoginData(data: unknown): data is TLoginData {
  return (
    typeof data === 'object' &&
    data !== null &&
    typeof (data as { accessToken?: unknown }).accessToken === 'string' &&
    Array.isArray((data as { permissionList?: unknown }).permissionList)
  );
}

export function decideLoginAction(
  { httpStatus, envelope }: TLoginAnswer,
  lastURL: string,
): TLoginAction {
  const { message } = envelope;
  const data = envelope.data ?? {};
  const redirect = (
    path: string,
    flags: Partial<{ markAgency: boolean; reset: boolean }> = {},
  ): TLoginAction => ({
    kind: 'redirect',
    to: withQuery(path, data.q),
    markAgency: flags.markAgency ?? false,
    resetFailures: flags.reset ?? false,
  });

  if (envelope.status) {
    if (message === SECOND_FACTOR_MSG.required && data.secondFactor) {
      return { kind: 'secondFactor', step: data.secondFactor };
    }
    if (message === LOGIN_OUTCOME.otpRequired && data.otpToken) {
      return {
        kind: 'otp',
        challenge: {
          otpToken: data.otpToken,
          expiresInSeconds: data.otpExpiresInSeconds ?? 0,
          maskedEmail: data.maskedEmail ?? '',
        },
      };
    }
    if (isLoginData(data)) {
      return { kind: 'signedIn', data, target: landingPath(lastURL, data.isCampaign) };
    }
    return { kind: 'formError', message };
  }

  switch (message) {
    case LOGIN_OUTCOME.paymentNotCompleted:
      return redirect(paths.payment.path);
    case LOGIN_OUTCOME.accountNotActivated:
    case LOGIN_OUTCOME.agencyAccountNotActivated:
      return { kind: 'emailError', message };
    case LOGIN_OUTCOME.licenseKeyNotValidated:
    case LOGIN_OUTCOME.agencyLicenseKeyNotValidated:
      // "The captcha ... is cleared after a licence-key validation" (spec section 4).
      return redirect(paths.accountActivate.path, { reset: true });
    case LOGIN_OUTCOME.clientsNotCreated:
      return redirect(paths.accountSetup.path, { markAgency: true });
  }

  if (httpStatus === 429) {
    return {
      kind: 'throttled',
      message,
      retryAfterSeconds: data.retryAfterSeconds ?? null,
      captchaRequired: data.captchaRequired === true,
    };
  }
  const captchaMessage = envelope.errors?.captcha;
  if (captchaMessage) return { kind: 'captchaError', message: captchaMessage };
  if (httpStatus >= 500 || httpStatus === 0) return { kind: 'formError', message };
  return {
    kind: 'failed',
    message,
    // Only wrong credentials (401) count towards the captcha (DESIGN.md, demo tenant).
    countsAsFailure: httpStatus === 401,
    captchaRequired: data.captchaRequired === true,
  };
}
