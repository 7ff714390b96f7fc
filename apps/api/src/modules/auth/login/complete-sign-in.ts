import type { TLoginData, TLoginOutcomeData } from '@resonate/contracts/auth';
import { TEMPORARY_PASSWORD_MSG } from '@resonate/contracts/auth/temporary-password';
import { LOGIN_OUTCOME } from '@resonate/contracts/messages';
import { withTenant } from '#/db/tenant.ts';
import { AppError } from '#/errors.ts';
import { assertAddressAllowed } from '#/modules/account/index.ts';
import { loadLicenceStanding } from '#/modules/licence/index.ts';
import { planSecondFactor, startSecondFactorStep } from '#/modules/second-factor/index.ts';
import { applySignInPolicy } from '#/modules/sso/index.ts';
import type { TAuthDeps, TClientInfo } from '../deps.ts';
import { maskEmail, startOtpChallenge } from '../otp/start-otp-challenge.ts';
import { listChildClients, loadAccount } from '../repositories/accounts-repository.ts';
import { openSession } from '../session/open-session.ts';
import { accountOutcome } from './account-outcome.ts';
import { signOnboardingToken } from './onboarding-token.ts';

export const LOGIN_SUCCESS = 'Login successful';
export const INVALID_CREDENTIALS = 'Invalid email or password';

export type TLoginResult =
  { message: string; data: TLoginData } | { message: string; data: TLoginOutcomeData };

/** How the first factor was proven; every method continues through completeSignIn. */
export type TSignInMethod = 'password' | 'oidc' | 'ldap';

export type TCompleteSignInOptions = {
  method: TSignInMethod;
  rememberMe: boolean;
  client: TClientInfo;
  /** The account passed its failure limit: it must take the emailed code whatever its policy. */
  accountLocked: boolean;
};

/**
 * Everything after the first factor, the same for a password, an identity provider or an AD
 * bind: the spec's login outcomes (section 4), the IP whitelist, the second-factor step, then
 * the session. Returns the LoginValidate answer; refusals throw AppError.
 */
export async function completeSignIn(
  deps: TAuthDeps,
  ref: { userId: number; clientId: number },
  options: TCompleteSignInOptions,
): Promise<TLoginResult> {
  let deliver: (() => void) | undefined;
  const result = await withTenant(
    deps.db,
    { clientId: ref.clientId },
    async (trx): Promise<TLoginResult> => {
      const account = await loadAccount(trx, ref.userId);
      if (!account) throw new AppError('UNAUTHORIZED', INVALID_CREDENTIALS);
      // A mailed password past its day opens nothing, not even the OTP step.
      const temporaryUntil = account.passwordTemporaryUntil;
      if (options.method === 'password' && temporaryUntil && temporaryUntil <= new Date()) {
        throw new AppError('FORBIDDEN', TEMPORARY_PASSWORD_MSG.expired);
      }
      const hasBrands =
        account.isAgency && (await listChildClients(trx, account.clientId)).length > 0;
      // Sign-in policies (sso module): SSO required refuses passwords; OTP after SSO.
      const policy = await applySignInPolicy(deps, trx, account, {
        method: options.method,
        ip: options.client.ip,
      });
      const licence = await loadLicenceStanding(trx, account.clientId, new Date());
      const outcome = accountOutcome(account, {
        hasBrands,
        accountLocked: options.accountLocked || policy.otpAfterSso,
        licenceState: licence.state,
      });
      if (outcome.kind === 'refused') {
        throw new AppError('FORBIDDEN', outcome.message, {
          errors: { loginName: outcome.message },
        });
      }
      if (outcome.kind === 'onboarding') {
        const q = signOnboardingToken(deps.config.appSecret, account);
        throw new AppError('FORBIDDEN', outcome.message, { data: { q } });
      }
      await assertAddressAllowed(trx, account.clientId, options.client.ip);
      // Strong second factors (issue 12): an app or a passkey stands in for the emailed code.
      const second = await planSecondFactor(trx, account);
      if (second.factors.any) {
        return startSecondFactorStep(deps, trx, account, second.factors, {
          rememberMe: options.rememberMe,
          strongRequired: second.strongRequired,
        });
      }
      if (outcome.kind === 'otp' || second.strongRequired) {
        const challenge = await startOtpChallenge(deps, trx, account, 'login', options.rememberMe);
        deliver = challenge.deliver;
        return {
          message: LOGIN_OUTCOME.otpRequired,
          data: {
            otpToken: challenge.otpToken,
            otpExpiresInSeconds: challenge.otpExpiresInSeconds,
            maskedEmail: maskEmail(account.email),
          },
        };
      }
      const session = await openSession(deps, trx, account, options.rememberMe, options.client);
      deliver = session.deliver;
      return { message: LOGIN_SUCCESS, data: session.data };
    },
  );
  deliver?.();
  return result;
}
