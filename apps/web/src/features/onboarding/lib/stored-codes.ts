import { CODE_PATTERN } from '@resonate/contracts/onboarding/payment';
import { STORAGE_KEYS } from '@resonate/contracts/storage-keys';
import { readItem, removeItem, writeItem } from '@/shared/storage/local-storage';

type TCodeKey = typeof STORAGE_KEYS.promoCode | typeof STORAGE_KEYS.cpCode;

/**
 * The promo and channel-partner codes live under the spec's storage keys (promoCode, cpCode),
 * so a code from a partner's link (?promo=, ?cp=) survives signing up and signing in again
 * before the payment. Only well-formed codes are kept.
 */
export function readCode(key: TCodeKey): string {
  const value = readItem(key) ?? '';
  return CODE_PATTERN.test(value) ? value.toUpperCase() : '';
}

export function storeCode(key: TCodeKey, value: string): void {
  const code = value.trim().toUpperCase();
  if (code === '') removeItem(key);
  else if (CODE_PATTERN.test(code)) writeItem(key, code);
}

/** Codes a link carries win over stored ones. */
export function storeCodesFromUrl(search: URLSearchParams): void {
  const promo = search.get('promo');
  const cp = search.get('cp');
  if (promo) storeCode(STORAGE_KEYS.promoCode, promo);
  if (cp) storeCode(STORAGE_KEYS.cpCode, cp);
}

/** A paid order has used its codes. */
export function clearCodes(): void {
  removeItem(STORAGE_KEYS.promoCode);
  removeItem(STORAGE_KEYS.cpCode);
}
