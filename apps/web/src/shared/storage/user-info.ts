import { STORAGE_KEYS } from '@resonate/contracts/storage-keys';
import { readSecureItem, writeSecureItem } from './secure-items';

/**
 * The stored user info (spec section 3), encrypted. `email` is ours: it prefills the
 * session-expired login, and is kept here because this value is encrypted.
 */
export type TStoredUserInfo = {
  userId?: number;
  licenseTypeId?: number;
  timeFormatId?: number;
  dateFormatId?: number;
  timeZoneId?: number;
  email?: string;
};

/** Synchronous: reads the copy decrypted at boot; unknown values read as absent. */
export function readUserInfo(): TStoredUserInfo {
  const value = readSecureItem<TStoredUserInfo>(STORAGE_KEYS.userInfo);
  return value && typeof value === 'object' ? value : {};
}

export function writeUserInfo(info: TStoredUserInfo): Promise<void> {
  return writeSecureItem(STORAGE_KEYS.userInfo, info);
}
