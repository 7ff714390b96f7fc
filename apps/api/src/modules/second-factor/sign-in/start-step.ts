import type { Transaction } from 'kysely';
import { SECOND_FACTOR_MSG } from '@resonate/contracts/auth/second-factor';
import type { DB } from '#/db/schema.ts';
import { maskEmail } from '#/modules/auth/index.ts';
import type { TSecondFactorDeps } from '../deps.ts';
import { SECOND_FACTOR_POLICY } from '../policy.ts';
import { insertStep } from '../repositories/challenges-repository.ts';
import type { TStrongFactors } from '../repositories/factors-repository.ts';
import { signStepToken } from '../step-token.ts';

/**
 * LoginValidate's answer for a user with an authenticator app or passkeys: no code is mailed;
 * the browser confirms with one of them (or a recovery code), or asks for the emailed code when
 * the client allows that.
 */
export async function startSecondFactorStep(
  deps: Pick<TSecondFactorDeps, 'config'>,
  trx: Transaction<DB>,
  account: { clientId: number; userId: number; email: string },
  factors: TStrongFactors,
  options: { rememberMe: boolean; strongRequired: boolean },
) {
  const ttl = SECOND_FACTOR_POLICY.stepTtlSeconds;
  const id = await insertStep(trx, {
    clientId: account.clientId,
    userId: account.userId,
    purpose: 'sign_in',
    rememberMe: options.rememberMe,
    expiresAt: new Date(Date.now() + ttl * 1000),
  });
  return {
    message: SECOND_FACTOR_MSG.required,
    data: {
      maskedEmail: maskEmail(account.email),
      secondFactor: {
        token: signStepToken(deps.config.appSecret, 'sign_in', { c: account.clientId, id }, ttl),
        expiresInSeconds: ttl,
        totp: factors.totp,
        passkey: factors.passkeys > 0,
        recoveryCodes: factors.recoveryCodesLeft > 0,
        emailFallback: !options.strongRequired,
      },
    },
  };
}
