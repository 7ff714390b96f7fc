import { OTP_VALIDITY_SECONDS } from '@resonate/contracts/constants';
import { SIGNUP_MSG } from '@resonate/contracts/onboarding/signup';
import { AppError } from '#/errors.ts';
import { newOtpCode, OTP_POLICY } from '#/modules/auth/index.ts';
import type { TSignupDeps } from './request-signup-otp.ts';
import { sendSignupOtpMail } from './signup-otp-mail.ts';
import { verificationCodeHash } from './verification-code.ts';
import { lockVerification, updateVerification } from './verification-repository.ts';
import { readVerificationToken } from './verification-token.ts';

/**
 * POST /api/SignUp/ResendOTP ("Resend?"): a new code replaces the old one under the same token,
 * with a fresh 300 seconds and a fresh count of tries; one per 30 seconds, five in all.
 */
export async function resendSignupOtp(deps: TSignupDeps, otpToken: string) {
  const id = readVerificationToken(deps.config.appSecret, otpToken);
  if (!id) throw new AppError('BAD_REQUEST', SIGNUP_MSG.verificationExpired);
  const mail = await deps.db.transaction().execute(async (trx) => {
    const verification = await lockVerification(trx, id);
    if (!verification || verification.consumed_at) {
      throw new AppError('BAD_REQUEST', SIGNUP_MSG.verificationExpired);
    }
    const waitMs =
      verification.last_sent_at.getTime() + OTP_POLICY.resendIntervalSeconds * 1000 - Date.now();
    if (waitMs > 0) {
      const waitSeconds = Math.ceil(waitMs / 1000);
      throw new AppError(
        'TOO_MANY_REQUESTS',
        `Please wait ${waitSeconds} seconds before asking for a new OTP`,
        { data: { retryAfterSeconds: waitSeconds } },
      );
    }
    if (verification.sends >= OTP_POLICY.maxSends) {
      throw new AppError('TOO_MANY_REQUESTS', 'Too many codes requested. Start again.');
    }
    const code = newOtpCode();
    await updateVerification(trx, id, {
      code_hash: verificationCodeHash(deps.config.appSecret, id, code),
      attempts: 0,
      sends: verification.sends + 1,
      last_sent_at: new Date(),
      expires_at: new Date(Date.now() + OTP_VALIDITY_SECONDS * 1000),
      verified_at: null,
    });
    return { to: verification.email, code };
  });
  // After commit: a mailed code is always the stored one.
  sendSignupOtpMail(deps, mail.to, mail.code);
  return {
    otpExpiresInSeconds: OTP_VALIDITY_SECONDS,
    resendAfterSeconds: OTP_POLICY.resendIntervalSeconds,
  };
}
