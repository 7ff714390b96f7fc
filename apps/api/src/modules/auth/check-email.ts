import { MSG } from '@resonate/contracts/messages';
import { SIGNUP_MSG } from '@resonate/contracts/onboarding/signup';
import { EMAIL_PATTERN } from '@resonate/contracts/patterns';
import { EMAIL_MAX } from '@resonate/contracts/limits';
import { AppError } from '#/errors.ts';
import { spendExistenceAnswer } from '#/modules/signup/index.ts';
import { spendNonce } from './abuse/nonce.ts';
import { openSealedValue } from './crypto/sealed-value.ts';
import type { TAuthDeps } from './deps.ts';
import { UNREADABLE_CREDENTIALS } from './login/validate-login.ts';
import { findAccountByEmail } from './repositories/accounts-repository.ts';

export const EMAIL_ALREADY_REGISTERED = SIGNUP_MSG.emailTaken;

/**
 * POST /api/CheckEmailExists, called when the email field loses focus. On the sign-in form it
 * checks the address only and never says whether an account exists (that would hand out the
 * list of customers); sign-up must say it, and each such answer spends one of the address's
 * hourly budget (spendExistenceAnswer) on top of the route's rate limit.
 */
export async function checkEmail(
  deps: TAuthDeps,
  input: { emailId: string; hashval: string; purpose: 'login' | 'signup' },
  ip: string,
) {
  await spendNonce(deps, input.hashval);
  const email = openSealedValue(deps.loginKey, input.emailId, input.hashval)?.trim().toLowerCase();
  if (email === undefined) throw new AppError('BAD_REQUEST', UNREADABLE_CREDENTIALS);
  if (email.length > EMAIL_MAX) throw new AppError('BAD_REQUEST', MSG.charactersBelow(EMAIL_MAX));
  if (!EMAIL_PATTERN.test(email)) throw new AppError('BAD_REQUEST', MSG.emailRequired);
  if (input.purpose === 'login') return { status: true, message: 'Email accepted', data: {} };
  await spendExistenceAnswer(deps, ip);
  const exists = (await findAccountByEmail(deps.db, email)) !== undefined;
  return exists
    ? { status: false, message: EMAIL_ALREADY_REGISTERED, data: { exists } }
    : { status: true, message: SIGNUP_MSG.emailAvailable, data: { exists } };
}
