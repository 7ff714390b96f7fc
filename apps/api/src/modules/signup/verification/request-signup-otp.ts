import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { OTP_VALIDITY_SECONDS } from '@resonate/contracts/constants';
import { SIGNUP_MSG, type TSignUpOtpChallenge } from '@resonate/contracts/onboarding/signup';
import { AppError } from '#/errors.ts';
import { newOtpCode, OTP_POLICY, maskEmail, findAccountByEmail } from '#/modules/auth/index.ts';
import { spendExistenceAnswer } from '../email-check-quota.ts';
import { SIGNUP_POLICY } from '../signup-policy.ts';
import { sendSignupOtpMail } from './signup-otp-mail.ts';
import { verificationCodeHash } from './verification-code.ts';
import {
  countRecentVerifications,
  insertVerification,
  pruneVerifications,
} from './verification-repository.ts';
import { signVerificationToken } from './verification-token.ts';

export type TSignupDeps = Pick<FastifyInstance, 'db' | 'config' | 'mailer' | 'log'>;

/**
 * POST /api/SignUp/RequestOTP: starts proving that the business email belongs to the person
 * signing up. A registered email is refused as CheckEmailExists refuses it (the same message,
 * from the same hourly budget of the address), so this is no second, cheaper probe.
 */
export async function requestSignupOtp(
  deps: TSignupDeps,
  emailId: string,
  ip: string,
): Promise<TSignUpOtpChallenge> {
  const email = emailId.trim().toLowerCase();
  await spendExistenceAnswer(deps, ip);
  if (await findAccountByEmail(deps.db, email)) {
    throw new AppError('CONFLICT', SIGNUP_MSG.emailTaken, {
      errors: { emailId: SIGNUP_MSG.emailTaken },
    });
  }
  if (
    (await countRecentVerifications(deps.db, email)) >= SIGNUP_POLICY.verificationsPerEmailPerHour
  ) {
    throw new AppError('TOO_MANY_REQUESTS', SIGNUP_MSG.tooManyCodes);
  }
  await pruneVerifications(deps.db);
  const id = randomUUID();
  const code = newOtpCode();
  await insertVerification(deps.db, {
    id,
    email,
    codeHash: verificationCodeHash(deps.config.appSecret, id, code),
    expiresAt: new Date(Date.now() + OTP_VALIDITY_SECONDS * 1000),
  });
  sendSignupOtpMail(deps, email, code);
  return {
    otpToken: signVerificationToken(deps.config.appSecret, id),
    otpExpiresInSeconds: OTP_VALIDITY_SECONDS,
    resendAfterSeconds: OTP_POLICY.resendIntervalSeconds,
    maskedEmail: maskEmail(email),
  };
}
