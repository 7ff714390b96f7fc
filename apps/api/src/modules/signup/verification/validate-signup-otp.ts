import type { FastifyInstance } from 'fastify';
import { OTP_MSG } from '@resonate/contracts/messages';
import { AppError } from '#/errors.ts';
import { sameBytes, TOO_MANY_WRONG_CODES, OTP_POLICY } from '#/modules/auth/index.ts';
import { verificationCodeHash } from './verification-code.ts';
import { lockVerification, updateVerification } from './verification-repository.ts';
import { readVerificationToken } from './verification-token.ts';

const invalid = (attemptsLeft?: number) =>
  new AppError('BAD_REQUEST', OTP_MSG.invalid, { data: { state: 'invalid', attemptsLeft } });
const expired = () => new AppError('BAD_REQUEST', OTP_MSG.expired, { data: { state: 'expired' } });

/**
 * POST /api/SignUp/ValidateOTP: is this the emailed code? A valid one marks the verification
 * verified (SaveSignUp spends it). The answers are the sign-in OTP's ('Valid OTP', 'Invalid
 * OTP', 'OTP expired'); a wrong try is counted even though the answer is an error, so the
 * refusal is returned from the transaction and thrown after it commits.
 */
export async function validateSignupOtp(
  deps: Pick<FastifyInstance, 'db' | 'config'>,
  input: { otpToken: string; otp: string },
) {
  const id = readVerificationToken(deps.config.appSecret, input.otpToken);
  if (!id) throw invalid();
  const refusal = await deps.db.transaction().execute(async (trx) => {
    const verification = await lockVerification(trx, id);
    if (!verification) return invalid();
    if (verification.consumed_at) return expired();
    if (verification.attempts >= OTP_POLICY.maxWrongAttempts) {
      return new AppError('TOO_MANY_REQUESTS', TOO_MANY_WRONG_CODES, {
        data: { state: 'expired' },
      });
    }
    if (verification.expires_at.getTime() < Date.now()) return expired();
    const expected = verificationCodeHash(deps.config.appSecret, id, input.otp);
    if (!sameBytes(verification.code_hash, expected)) {
      const attempts = verification.attempts + 1;
      await updateVerification(trx, id, { attempts });
      return invalid(Math.max(0, OTP_POLICY.maxWrongAttempts - attempts));
    }
    await updateVerification(trx, id, { verified_at: new Date() });
    return null;
  });
  if (refusal) throw refusal;
  return { state: 'valid' as const };
}
