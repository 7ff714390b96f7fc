import { OTP_VALIDITY_SECONDS } from '@resonate/contracts/constants';
import { OTP_MSG } from '@resonate/contracts/messages';
import { withTenant } from '#/db/tenant.ts';
import { AppError } from '#/errors.ts';
import { newOtpCode } from '../crypto/otp-code.ts';
import type { TAuthDeps } from '../deps.ts';
import { OTP_POLICY } from '../policy.ts';
import { lockChallenge, updateChallenge } from '../repositories/challenges-repository.ts';
import { loadAccount } from '../repositories/accounts-repository.ts';
import { challengeCodeHash } from './challenge-code.ts';
import { sendOtpMail } from './otp-mail.ts';
import { readOtpToken } from './otp-token.ts';

/**
 * "Resend?": a new code replaces the old one under the same otpToken, with a fresh 300 s and a
 * fresh count of tries. At most OTP_POLICY.maxSends codes per challenge, one per interval.
 */
export async function resendOtp(deps: TAuthDeps, otpToken: string) {
  const claims = readOtpToken(deps.config.appSecret, otpToken);
  const result = {
    otpExpiresInSeconds: OTP_VALIDITY_SECONDS,
    resendAfterSeconds: OTP_POLICY.resendIntervalSeconds,
  };
  if (!claims) throw new AppError('BAD_REQUEST', 'This code request has expired. Start again.');
  // A decoy answers like a real resend, so it reveals nothing either.
  if (claims.c <= 0) return result;
  const mail = await withTenant(deps.db, { clientId: claims.c }, async (trx) => {
    const challenge = await lockChallenge(trx, claims.id);
    if (!challenge || challenge.consumed_at)
      throw new AppError('BAD_REQUEST', 'This code request has expired. Start again.');
    const waitSeconds = Math.ceil(
      (challenge.last_sent_at.getTime() + OTP_POLICY.resendIntervalSeconds * 1000 - Date.now()) /
        1000,
    );
    if (waitSeconds > 0) {
      throw new AppError(
        'TOO_MANY_REQUESTS',
        `Please wait ${waitSeconds} seconds before asking for a new OTP`,
        {
          data: { retryAfterSeconds: waitSeconds },
        },
      );
    }
    if (challenge.sends >= OTP_POLICY.maxSends) {
      throw new AppError('TOO_MANY_REQUESTS', 'Too many codes requested. Start again.');
    }
    const account = await loadAccount(trx, challenge.user_id);
    if (!account) throw new AppError('BAD_REQUEST', 'This code request has expired. Start again.');
    const code = newOtpCode();
    await updateChallenge(trx, challenge.id, {
      code_hash: challengeCodeHash(deps.config.appSecret, challenge.id, code),
      attempts: 0,
      sends: challenge.sends + 1,
      last_sent_at: new Date(),
      expires_at: new Date(Date.now() + OTP_VALIDITY_SECONDS * 1000),
      verified_at: null,
    });
    return { to: account.email, code, purpose: challenge.purpose };
  });
  // After commit: a mailed code is always the stored one.
  sendOtpMail(deps, mail.to, mail.code, mail.purpose);
  return result;
}

export const RESENT_MESSAGE = OTP_MSG.resent;
