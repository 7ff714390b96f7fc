import { OTP_VALIDITY_SECONDS } from '@resonate/contracts/constants';
import type { TAuthDeps } from '../deps.ts';

const PURPOSE_TEXT = {
  login: 'to finish signing in',
  forgot_password: 'to reset your password',
} as const;

/**
 * Mails a code without making the request wait on SMTP: the answer's timing then does not
 * depend on whether a mail went out (forgot-password must not reveal an account). The code
 * never reaches a log.
 */
export function sendOtpMail(
  deps: Pick<TAuthDeps, 'mailer' | 'log'>,
  to: string,
  code: string,
  purpose: keyof typeof PURPOSE_TEXT,
): void {
  const minutes = OTP_VALIDITY_SECONDS / 60;
  const text = [
    `Your Resonate one-time password is ${code}`,
    '',
    `Enter it ${PURPOSE_TEXT[purpose]}. It is valid for ${minutes} minutes and works once.`,
    'If you did not ask for it, you can ignore this mail; nobody can sign in without it.',
  ].join('\n');
  deps.mailer
    // The code stays out of the subject: relays and mail clients log and preview subjects.
    .send({ to, subject: 'Your Resonate one-time password', text })
    .catch((error: unknown) => deps.log.error({ err: error }, 'OTP mail could not be sent'));
}
