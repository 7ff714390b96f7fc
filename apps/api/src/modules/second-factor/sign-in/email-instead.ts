import { SECOND_FACTOR_MSG } from '@resonate/contracts/auth/second-factor';
import { AppError } from '#/errors.ts';
import { maskEmail, startOtpChallenge } from '#/modules/auth/index.ts';
import type { TSecondFactorDeps } from '../deps.ts';
import { clientRequiresStrongFactor } from '../policy.ts';
import { updateStep } from '../repositories/challenges-repository.ts';
import { withStep } from './with-step.ts';

/**
 * POST /api/SecondFactor/EmailCode: "Email me a code instead" (a lost phone), only when the client
 * does not require a strong factor. The step is spent and the usual OTP step takes over.
 */
export async function emailCodeInstead(deps: TSecondFactorDeps, token: string, ip: string) {
  let deliver: (() => void) | undefined;
  const result = await withStep(
    deps,
    'sign_in',
    token,
    async (trx, step, account) => {
      if (await clientRequiresStrongFactor(trx, account.clientId)) {
        return { ok: false, error: new AppError('FORBIDDEN', SECOND_FACTOR_MSG.emailNotAllowed) };
      }
      await updateStep(trx, step.id, { consumed_at: new Date() });
      const challenge = await startOtpChallenge(deps, trx, account, 'login', step.remember_me);
      deliver = challenge.deliver;
      return {
        ok: true,
        value: {
          otpToken: challenge.otpToken,
          otpExpiresInSeconds: challenge.otpExpiresInSeconds,
          maskedEmail: maskEmail(account.email),
        },
      };
    },
    { method: 'otp', ip },
  );
  deliver?.();
  return result;
}
