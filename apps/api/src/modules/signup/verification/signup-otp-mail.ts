import type { FastifyInstance } from 'fastify';
import { OTP_VALIDITY_SECONDS } from '@resonate/contracts/constants';

/**
 * Mails a sign-up code after the caller's transaction committed, without making the request
 * wait on SMTP. The code stays out of the subject and out of every log.
 */
export function sendSignupOtpMail(
  deps: Pick<FastifyInstance, 'mailer' | 'log'>,
  to: string,
  code: string,
): void {
  const minutes = OTP_VALIDITY_SECONDS / 60;
  const text = [
    `Your Resonate one-time password is ${code}`,
    '',
    `Enter it to verify your email address and create your Resonate account. It is valid for ${minutes} minutes and works once.`,
    'If you did not sign up for Resonate, you can ignore this mail; no account is created without it.',
  ].join('\n');
  deps.mailer
    .send({ to, subject: 'Your Resonate one-time password', text })
    .catch((error: unknown) =>
      deps.log.error({ err: error }, 'sign-up OTP mail could not be sent'),
    );
}
