import {
  PROFILE_MSG,
  type TMobileChallenge,
  type TUpdateMobileRequest,
} from '@resonate/contracts/profile';
import { withTenant } from '#/db/tenant.ts';
import { AppError } from '#/errors.ts';
import { newOtpCode, type TAuthContext } from '#/modules/auth/index.ts';
import { getMasterData } from '#/modules/master-data/index.ts';
import type { TProfileDeps } from '../deps.ts';
import { assertOwnClaims } from '../own-claims.ts';
import {
  deleteOldMobileChallenges,
  insertMobileChallenge,
} from '../repositories/mobile-challenges-repository.ts';
import { loadProfile } from '../repositories/profile-repository.ts';
import { SMS_NOT_SENT } from '../sms/mobile-code-sender.ts';
import { MOBILE_OTP_VALIDITY_SECONDS, mobileCodeHash, signMobileToken } from './mobile-token.ts';

const DAY_MS = 24 * 3600 * 1000;

/**
 * POST /api/UpdateMobileNumber: starts a change. The number is saved only once the code sent to
 * it comes back (ChangeMobileNumber), which proves the new number is the caller's. The SMS goes
 * after the commit, so no text carries a code that was not saved.
 */
export async function startMobileChange(
  deps: TProfileDeps,
  auth: TAuthContext,
  body: TUpdateMobileRequest,
): Promise<TMobileChallenge> {
  assertOwnClaims(auth, body);
  const known = getMasterData().countries.some((country) => country.dialCode === body.countryCode);
  if (!known) {
    throw new AppError('BAD_REQUEST', PROFILE_MSG.countryCodeRequired, {
      errors: { countryCode: PROFILE_MSG.countryCodeRequired },
    });
  }
  const code = newOtpCode();
  const id = await withTenant(deps.db, { clientId: auth.userClientId }, async (trx) => {
    const profile = await loadProfile(trx, auth.userId);
    if (profile?.countryCode === body.countryCode && profile.mobileNumber === body.mobileNumber) {
      throw new AppError('BAD_REQUEST', PROFILE_MSG.mobileUnchanged, {
        errors: { mobileNumber: PROFILE_MSG.mobileUnchanged },
      });
    }
    await deleteOldMobileChallenges(trx, new Date(Date.now() - DAY_MS));
    return insertMobileChallenge(trx, {
      clientId: auth.userClientId,
      userId: auth.userId,
      countryCode: body.countryCode,
      mobileNumber: body.mobileNumber,
      codeHash: (challengeId) => mobileCodeHash(deps.config.appSecret, challengeId, code),
      expiresAt: new Date(Date.now() + MOBILE_OTP_VALIDITY_SECONDS * 1000),
    });
  });
  const deliveredTo = await deps.sms
    .send(auth.userClientId, {
      to: `${body.countryCode}${body.mobileNumber}`,
      text: `Your Resonate verification code is ${code}. It expires in 5 minutes. If you did not ask to change your mobile number, ignore this message.`,
      code,
    })
    .catch((error: unknown) => {
      if (error instanceof AppError) throw error;
      deps.log.warn({ err: error }, 'mobile verification SMS not sent');
      throw new AppError('UNAVAILABLE', SMS_NOT_SENT);
    });
  return {
    otpToken: signMobileToken(deps.config.appSecret, { c: auth.userClientId, id }),
    otpExpiresInSeconds: MOBILE_OTP_VALIDITY_SECONDS,
    maskedNumber: maskNumber(body.countryCode, body.mobileNumber),
    deliveredTo,
  };
}

/** "+44 *******789": enough to recognise the number, not to learn it. */
export function maskNumber(countryCode: string, number: string): string {
  return `${countryCode} ${'*'.repeat(Math.max(0, number.length - 3))}${number.slice(-3)}`;
}
