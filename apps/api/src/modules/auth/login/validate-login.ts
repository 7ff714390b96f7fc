import type { TLoginData, TLoginOutcomeData } from '@resonate/contracts/auth';
import { LOGIN_OUTCOME, MSG } from '@resonate/contracts/messages';
import { EMAIL_PATTERN } from '@resonate/contracts/patterns';
import { LOGIN_FIELD_LIMITS, type ZLoginRequestSchema } from '@resonate/contracts/auth';
import type { z } from 'zod';
import { withTenant } from '#/db/tenant.ts';
import { AppError } from '#/errors.ts';
import { assertAddressAllowed } from '#/modules/account/ip-whitelist/address-guard.ts';
import { notifyIfNewDevice } from '#/modules/notifications/events/notify-new-device.ts';
import { verifyCaptcha } from '../abuse/captcha.ts';
import {
  clearAccountFailures,
  failureKeys,
  failureStatus,
  recordFailure,
} from '../abuse/failures.ts';
import { spendNonce } from '../abuse/nonce.ts';
import { verifyAgainstDummy, verifyPassword } from '../crypto/password-hash.ts';
import { openSealedValue } from '../crypto/sealed-value.ts';
import type { TAuthDeps, TClientInfo } from '../deps.ts';
import { maskEmail, startOtpChallenge } from '../otp/start-otp-challenge.ts';
import {
  findAccountByEmail,
  listChildClients,
  loadAccount,
} from '../repositories/accounts-repository.ts';
import { createSession } from '../session/create-session.ts';
import { accountOutcome } from './account-outcome.ts';
import { buildLoginData } from './build-login-data.ts';
import { signOnboardingToken } from './onboarding-token.ts';

export const INVALID_CREDENTIALS = 'Invalid email or password';
export const UNREADABLE_CREDENTIALS =
  'Could not read the sign-in details; reload the page and try again';
export const ACCOUNT_LOCKED =
  'Too many failed sign-ins for this account. Use the correct password to get a one-time code by email, or reset your password.';

type TLoginBody = z.output<typeof ZLoginRequestSchema>;
export type TLoginResult =
  { message: string; data: TLoginData } | { message: string; data: TLoginOutcomeData };

function unseal(deps: TAuthDeps, body: TLoginBody) {
  const email = openSealedValue(deps.loginKey, body.loginName, body.hashval)?.trim().toLowerCase();
  const password = openSealedValue(deps.loginKey, body.loginPassword, body.hashval);
  if (email === undefined || password === undefined)
    throw new AppError('BAD_REQUEST', UNREADABLE_CREDENTIALS);
  if (!EMAIL_PATTERN.test(email) || email.length > LOGIN_FIELD_LIMITS.email) {
    throw new AppError('BAD_REQUEST', MSG.emailRequired, {
      errors: { loginName: MSG.emailRequired },
    });
  }
  if (password.length === 0 || password.length > LOGIN_FIELD_LIMITS.password) {
    throw new AppError('UNAUTHORIZED', INVALID_CREDENTIALS);
  }
  return { email, password };
}

/** POST /api/LoginValidate: every outcome of the spec's login table (section 4). */
export async function validateLogin(
  deps: TAuthDeps,
  body: TLoginBody,
  client: TClientInfo,
): Promise<TLoginResult> {
  await spendNonce(deps, body.hashval);
  const { email, password } = unseal(deps, body);
  const keys = failureKeys(deps.config.appSecret, email, client.ip);
  const status = await failureStatus(deps, keys);
  if (status.addressLockedUntil) {
    const retryAfterSeconds = Math.ceil((status.addressLockedUntil.getTime() - Date.now()) / 1000);
    const minutes = Math.ceil(retryAfterSeconds / 60);
    throw new AppError(
      'TOO_MANY_REQUESTS',
      `Too many sign-in attempts. Try again in ${minutes} minutes.`,
      {
        data: { retryAfterSeconds, captchaRequired: true },
      },
    );
  }
  if (status.captchaRequired) await verifyCaptcha(deps, body.captchaId, body.captcha);

  const ref = await findAccountByEmail(deps.db, email);
  const passwordOk = ref?.passwordHash
    ? await verifyPassword(ref.passwordHash, password)
    : await verifyAgainstDummy(password);
  if (!ref || !passwordOk) {
    const captchaRequired = await recordFailure(deps, keys);
    const message = status.accountLocked ? ACCOUNT_LOCKED : INVALID_CREDENTIALS;
    throw new AppError(status.accountLocked ? 'TOO_MANY_REQUESTS' : 'UNAUTHORIZED', message, {
      data: { captchaRequired },
    });
  }

  let deliver: (() => void) | undefined;
  const result = await withTenant(
    deps.db,
    { clientId: ref.clientId },
    async (trx): Promise<TLoginResult> => {
      const account = await loadAccount(trx, ref.userId);
      if (!account) throw new AppError('UNAUTHORIZED', INVALID_CREDENTIALS);
      const hasBrands =
        account.isAgency && (await listChildClients(trx, account.clientId)).length > 0;
      const outcome = accountOutcome(account, { hasBrands, accountLocked: status.accountLocked });
      if (outcome.kind === 'refused') {
        throw new AppError('FORBIDDEN', outcome.message, {
          errors: { loginName: outcome.message },
        });
      }
      if (outcome.kind === 'onboarding') {
        const q = signOnboardingToken(deps.config.appSecret, account);
        throw new AppError('FORBIDDEN', outcome.message, { data: { q } });
      }
      await assertAddressAllowed(trx, account.clientId, client.ip);
      if (outcome.kind === 'otp') {
        const challenge = await startOtpChallenge(deps, trx, account, 'login', body.rememberMe);
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
      const device = { ipAddress: client.ip, userAgent: client.userAgent };
      const token = await createSession(trx, account, body.rememberMe, device);
      deliver = await notifyIfNewDevice(deps, trx, { ...account, ...device });
      return { message: LOGIN_SUCCESS, data: await buildLoginData(trx, account, token) };
    },
  );
  deliver?.();
  if (result.message === LOGIN_SUCCESS) await clearAccountFailures(deps, keys);
  return result;
}

export const LOGIN_SUCCESS = 'Login successful';
