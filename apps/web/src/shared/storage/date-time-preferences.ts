import { STORAGE_KEYS } from '@resonate/contracts/storage-keys';
import { readItem, writeItem } from './local-storage';
import { readUserInfo, writeUserInfo } from './user-info';

/** The client's regional choices that drive every date and time shown (spec sections 3, 9). */
export type TDateTimeIds = { timeZoneId: number; dateFormatId: number; timeFormatId: number };

const listeners = new Set<() => void>();
let version = 0;

/**
 * Stores new ids where sign-in put them (plain keys and the encrypted user info), and tells
 * every mounted useDateTimeFormat() so dates change format at once, without a reload.
 */
export async function storeDateTimePreferences(ids: TDateTimeIds): Promise<void> {
  writeItem(STORAGE_KEYS.timeZoneId, String(ids.timeZoneId));
  writeItem(STORAGE_KEYS.dateFormatId, String(ids.dateFormatId));
  writeItem(STORAGE_KEYS.timeFormatId, String(ids.timeFormatId));
  const written = writeUserInfo({ ...readUserInfo(), ...ids });
  version += 1;
  listeners.forEach((listener) => listener());
  await written;
}

/** The stored ids: the encrypted user info first, the plain keys for a session without it. */
export function readDateTimePreferences(): Partial<TDateTimeIds> {
  const info = readUserInfo();
  const plain = (key: string) => {
    const value = Number(readItem(key));
    return Number.isInteger(value) && value > 0 ? value : undefined;
  };
  return {
    timeZoneId: info.timeZoneId ?? plain(STORAGE_KEYS.timeZoneId),
    dateFormatId: info.dateFormatId ?? plain(STORAGE_KEYS.dateFormatId),
    timeFormatId: info.timeFormatId ?? plain(STORAGE_KEYS.timeFormatId),
  };
}

/** For useSyncExternalStore: a change counter and its subscription. */
export function subscribeDateTimePreferences(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function dateTimePreferencesVersion(): number {
  return version;
}
