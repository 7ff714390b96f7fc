import { STORAGE_KEYS } from '@resonate/contracts/storage-keys';
import { readJson } from './local-storage';

export type TStoredUserInfo = {
  userId?: number;
  licenseTypeId?: number;
  timeFormatId?: number;
  dateFormatId?: number;
  timeZoneId?: number;
};

/**
 * The stored user info (spec section 3). The sign-in release decides its encoding; until then an
 * unreadable value reads as "unknown" rather than failing.
 */
export function readUserInfo(): TStoredUserInfo {
  return readJson<TStoredUserInfo>(STORAGE_KEYS.userInfo) ?? {};
}
