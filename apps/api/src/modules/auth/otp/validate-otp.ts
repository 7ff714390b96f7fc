import type { TOtpRequest } from '@resonate/contracts/auth';
import type { TOtpPurpose } from '#/db/schema.ts';
import type { TAuthDeps } from '../deps.ts';
import { updateChallenge } from '../repositories/challenges-repository.ts';
import { checkOtp } from './check-otp.ts';

/**
 * LoginValidateOTP and ValidateOTP: is this the code? A valid code marks the challenge verified
 * (the forgot-password step needs that) but does not spend it; confirming does.
 */
export async function validateOtp(
  deps: Pick<TAuthDeps, 'db' | 'config'>,
  input: TOtpRequest,
  purpose: TOtpPurpose,
) {
  await checkOtp(deps, { ...input, purpose }, async (trx, challenge) => {
    await updateChallenge(trx, challenge.id, { verified_at: new Date() });
  });
  return { state: 'valid' as const };
}
