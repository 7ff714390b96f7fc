import { CAPTCHA_AFTER_FAILURES } from '@resonate/contracts/constants';
import { keyedHash } from '../crypto/tokens.ts';
import type { TAuthDeps } from '../deps.ts';
import { FAILURE_POLICY } from '../policy.ts';
import {
  addFailure,
  clearFailures,
  lockKey,
  readFailures,
} from '../repositories/abuse-repository.ts';

/**
 * Failed sign-ins are counted per account and per address. Keys are keyed hashes, so the table
 * holds no email or address in clear. Only wrong credentials count (DESIGN.md): an unpaid or
 * inactive account is not a failure.
 */
export type TFailureKeys = { account: Buffer; address: Buffer };

export function failureKeys(appSecret: string, email: string, ip: string): TFailureKeys {
  return {
    account: keyedHash(appSecret, 'signin-failures', 'account', email.toLowerCase()),
    address: keyedHash(appSecret, 'signin-failures', 'address', ip),
  };
}

export type TFailureStatus = {
  captchaRequired: boolean;
  accountLocked: boolean;
  addressLockedUntil: Date | null;
};

export async function failureStatus(
  deps: Pick<TAuthDeps, 'db'>,
  keys: TFailureKeys,
): Promise<TFailureStatus> {
  const [account, address] = await Promise.all([
    readFailures(deps.db, keys.account, FAILURE_POLICY.windowSeconds),
    readFailures(deps.db, keys.address, FAILURE_POLICY.windowSeconds),
  ]);
  return {
    captchaRequired: needsCaptcha(account.failures, address.failures),
    accountLocked: account.failures >= FAILURE_POLICY.accountMaxFailures,
    addressLockedUntil: address.lockedUntil,
  };
}

/** Counts a wrong-credentials attempt; returns whether the next attempt needs a captcha. */
export async function recordFailure(
  deps: Pick<TAuthDeps, 'db'>,
  keys: TFailureKeys,
): Promise<boolean> {
  const [account, address] = await Promise.all([
    addFailure(deps.db, keys.account, FAILURE_POLICY.windowSeconds),
    addFailure(deps.db, keys.address, FAILURE_POLICY.windowSeconds),
  ]);
  if (address >= FAILURE_POLICY.addressMaxFailures) {
    await lockKey(deps.db, keys.address, FAILURE_POLICY.addressLockSeconds);
  }
  return needsCaptcha(account, address);
}

function needsCaptcha(accountFailures: number, addressFailures: number) {
  return (
    accountFailures > CAPTCHA_AFTER_FAILURES || addressFailures > FAILURE_POLICY.addressCaptchaAfter
  );
}

/** A successful sign-in or a password reset clears the account's count (not the address's). */
export async function clearAccountFailures(
  deps: Pick<TAuthDeps, 'db'>,
  keys: Pick<TFailureKeys, 'account'>,
) {
  await clearFailures(deps.db, keys.account);
}
