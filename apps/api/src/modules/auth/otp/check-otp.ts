import type { Transaction } from 'kysely';
import { OTP_MSG } from '@resonate/contracts/messages';
import { withTenant } from '#/db/tenant.ts';
import type { DB, TOtpChallenge, TOtpPurpose } from '#/db/schema.ts';
import { AppError } from '#/errors.ts';
import { sameBytes } from '../crypto/tokens.ts';
import type { TAuthDeps } from '../deps.ts';
import { OTP_POLICY } from '../policy.ts';
import { lockChallenge, updateChallenge } from '../repositories/challenges-repository.ts';
import { challengeCodeHash } from './challenge-code.ts';
import { readOtpToken } from './otp-token.ts';

export const TOO_MANY_WRONG_CODES = 'Too many wrong codes. Request a new OTP.';

const invalid = (attemptsLeft?: number) =>
  new AppError('BAD_REQUEST', OTP_MSG.invalid, { data: { state: 'invalid', attemptsLeft } });
const expired = () => new AppError('BAD_REQUEST', OTP_MSG.expired, { data: { state: 'expired' } });

type TVerdict<T> = { ok: true; value: T } | { ok: false; error: AppError };

/**
 * Checks a code against its challenge, counting wrong tries, then runs `onValid` in the same
 * transaction. A refusal is returned, not thrown, inside the transaction so the wrong-attempt
 * count commits; it is thrown after. Dead after OTP_POLICY.maxWrongAttempts wrong codes.
 */
export async function checkOtp<T>(
  deps: Pick<TAuthDeps, 'db' | 'config'>,
  input: { otpToken: string; otp: string; purpose: TOtpPurpose },
  onValid: (trx: Transaction<DB>, challenge: TOtpChallenge) => Promise<T>,
): Promise<T> {
  const claims = readOtpToken(deps.config.appSecret, input.otpToken);
  // A forged token, or the decoy of an unknown email: the same answer as a wrong code.
  if (!claims || claims.c <= 0) throw invalid();
  const verdict = await withTenant(
    deps.db,
    { clientId: claims.c },
    async (trx): Promise<TVerdict<T>> => {
      const challenge = await lockChallenge(trx, claims.id);
      if (!challenge || challenge.purpose !== input.purpose) return { ok: false, error: invalid() };
      if (challenge.consumed_at) return { ok: false, error: expired() };
      if (challenge.attempts >= OTP_POLICY.maxWrongAttempts) {
        return {
          ok: false,
          error: new AppError('TOO_MANY_REQUESTS', TOO_MANY_WRONG_CODES, {
            data: { state: 'expired' },
          }),
        };
      }
      if (challenge.expires_at.getTime() < Date.now()) return { ok: false, error: expired() };
      const expected = challengeCodeHash(deps.config.appSecret, challenge.id, input.otp);
      if (!sameBytes(challenge.code_hash, expected)) {
        const attempts = challenge.attempts + 1;
        await updateChallenge(trx, challenge.id, { attempts });
        return { ok: false, error: invalid(Math.max(0, OTP_POLICY.maxWrongAttempts - attempts)) };
      }
      return { ok: true, value: await onValid(trx, challenge) };
    },
  );
  if (!verdict.ok) throw verdict.error;
  return verdict.value;
}
