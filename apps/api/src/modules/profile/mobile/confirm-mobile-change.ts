import { OTP_MSG } from '@resonate/contracts/messages';
import type { TMyProfile } from '@resonate/contracts/profile';
import { withTenant } from '#/db/tenant.ts';
import { AppError } from '#/errors.ts';
import { sameBytes, OTP_POLICY } from '#/modules/auth/index.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import type { TProfileDeps } from '../deps.ts';
import { readProfile } from '../get-my-profile.ts';
import {
  lockMobileChallenge,
  updateMobileChallenge,
} from '../repositories/mobile-challenges-repository.ts';
import { setMobileNumber } from '../repositories/profile-repository.ts';
import { mobileCodeHash, readMobileToken } from './mobile-token.ts';

export const TOO_MANY_WRONG_CODES = 'Too many wrong codes. Request a new OTP.';

const invalid = (attemptsLeft?: number) =>
  new AppError('BAD_REQUEST', OTP_MSG.invalid, { data: { state: 'invalid', attemptsLeft } });
const expired = () => new AppError('BAD_REQUEST', OTP_MSG.expired, { data: { state: 'expired' } });

type TVerdict = { ok: true; profile: TMyProfile } | { ok: false; error: AppError };

/**
 * POST /api/ChangeMobileNumber: the code sent to the new number saves it. The same rules as the
 * sign-in OTP: 300 seconds, dead after 5 wrong codes, single use. A refusal is returned, not
 * thrown, inside the transaction so the wrong-attempt count commits; it is thrown after.
 */
export async function confirmMobileChange(
  deps: Pick<TProfileDeps, 'db' | 'config'>,
  auth: TAuthContext,
  body: { otpToken: string; otp: string },
): Promise<TMyProfile> {
  const claims = readMobileToken(deps.config.appSecret, body.otpToken);
  // A forged token or another client's: the same answer as a wrong code.
  if (!claims || claims.c !== auth.userClientId) throw invalid();
  const verdict = await withTenant(
    deps.db,
    { clientId: auth.userClientId },
    async (trx): Promise<TVerdict> => {
      const challenge = await lockMobileChallenge(trx, claims.id);
      if (!challenge || challenge.user_id !== auth.userId) return { ok: false, error: invalid() };
      if (challenge.consumed_at) return { ok: false, error: expired() };
      if (challenge.attempts >= OTP_POLICY.maxWrongAttempts) {
        const error = new AppError('TOO_MANY_REQUESTS', TOO_MANY_WRONG_CODES, {
          data: { state: 'expired' },
        });
        return { ok: false, error };
      }
      if (challenge.expires_at.getTime() < Date.now()) return { ok: false, error: expired() };
      const expected = mobileCodeHash(deps.config.appSecret, challenge.id, body.otp);
      if (!sameBytes(challenge.code_hash, expected)) {
        const attempts = challenge.attempts + 1;
        await updateMobileChallenge(trx, challenge.id, { attempts });
        return { ok: false, error: invalid(Math.max(0, OTP_POLICY.maxWrongAttempts - attempts)) };
      }
      await updateMobileChallenge(trx, challenge.id, { consumed_at: new Date() });
      await setMobileNumber(trx, auth.userId, {
        countryCode: challenge.country_code,
        mobileNumber: challenge.mobile_number,
      });
      return { ok: true, profile: await readProfile(trx, auth.userId) };
    },
  );
  if (!verdict.ok) throw verdict.error;
  return verdict.profile;
}
