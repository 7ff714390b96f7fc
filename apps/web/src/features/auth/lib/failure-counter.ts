import { CAPTCHA_AFTER_FAILURES } from '@resonate/contracts/constants';
import { STORAGE_KEYS } from '@resonate/contracts/storage-keys';
import { readItem, removeItem, writeItem } from '@/shared/storage/local-storage';

/** Failed sign-in attempts on this browser, kept under `captchaRetry` (spec section 3). */
export function readFailures(): number {
  const value = Number.parseInt(readItem(STORAGE_KEYS.captchaRetry) ?? '', 10);
  return Number.isFinite(value) && value > 0 ? value : 0;
}

export function recordFailure(): number {
  const next = readFailures() + 1;
  writeItem(STORAGE_KEYS.captchaRetry, String(next));
  return next;
}

export function resetFailures(): void {
  removeItem(STORAGE_KEYS.captchaRetry);
}

/** The captcha shows after more than 2 failures, or as soon as the server asks for it. */
export function isCaptchaShown(failures: number, serverRequires: boolean): boolean {
  return failures > CAPTCHA_AFTER_FAILURES || serverRequires;
}
