import { MSG } from '@resonate/contracts/messages';
import { EMAIL_PATTERN } from '@resonate/contracts/patterns';
import { LOGIN_FIELD_LIMITS, type ZLoginRequestSchema } from '@resonate/contracts/auth';
import type { z } from 'zod';
import { AppError } from '#/errors.ts';
import { directoryForSignIn, verifyWithDirectory } from '#/modules/active-directory/index.ts';
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
import { findAccountByEmail } from '../repositories/accounts-repository.ts';
import {
  completeSignIn,
  INVALID_CREDENTIALS,
  LOGIN_SUCCESS,
  type TLoginResult,
} from './complete-sign-in.ts';

export const UNREADABLE_CREDENTIALS =
  'Could not read the sign-in details; reload the page and try again';
export const ACCOUNT_LOCKED =
  'Too many failed sign-ins for this account. Use the correct password to get a one-time code by email, or reset your password.';

type TLoginBody = z.output<typeof ZLoginRequestSchema>;

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

  const found = await findAccountByEmail(deps.db, email);
  // Active Directory users prove their password by an LDAP bind (active-directory module).
  const directory = await directoryForSignIn(deps.db, email, found, body.IsADuser);
  const ref = directory
    ? await verifyWithDirectory(deps, directory, { email, password, ref: found, client })
    : found;
  const passwordOk = directory
    ? ref !== undefined
    : ref?.passwordHash
      ? await verifyPassword(ref.passwordHash, password)
      : await verifyAgainstDummy(password);
  if (!ref || !passwordOk) {
    const captchaRequired = await recordFailure(deps, keys);
    const message = status.accountLocked ? ACCOUNT_LOCKED : INVALID_CREDENTIALS;
    throw new AppError(status.accountLocked ? 'TOO_MANY_REQUESTS' : 'UNAUTHORIZED', message, {
      data: { captchaRequired },
    });
  }

  const result = await completeSignIn(deps, ref, {
    method: directory ? 'ldap' : 'password',
    rememberMe: body.rememberMe,
    client,
    accountLocked: status.accountLocked,
  });
  if (result.message === LOGIN_SUCCESS) await clearAccountFailures(deps, keys);
  return result;
}
