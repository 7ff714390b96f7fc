import {
  STORAGE_KEYS,
  STORAGE_KEYS_KEPT_ON_LOGOUT,
  type TStorageKey,
} from '@resonate/contracts/storage-keys';

/**
 * Local storage access in one place. Every read tolerates a missing or blocked storage
 * (private mode, quota) because a broken storage must never crash the shell.
 */
export function readItem(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeItem(key: TStorageKey | string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Quota or privacy mode: the app keeps working from memory.
  }
}

export function removeItem(key: TStorageKey | string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing to do: the value is gone either way for this session.
  }
}

export function readJson<T>(key: string): T | null {
  const raw = readItem(key);
  if (raw === null || raw === '') return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function getAccessToken(): string | null {
  const token = readItem(STORAGE_KEYS.accessToken);
  return token && token.trim() !== '' ? token : null;
}

/** Clears everything except master data, IP data and the plugin-reminder timestamp. */
export function clearStorageExceptKept(
  kept: readonly string[] = STORAGE_KEYS_KEPT_ON_LOGOUT,
): void {
  try {
    const storage = window.localStorage;
    const doomed: string[] = [];
    for (let i = 0; i < storage.length; i += 1) {
      const key = storage.key(i);
      if (key !== null && !kept.includes(key)) doomed.push(key);
    }
    doomed.forEach((key) => storage.removeItem(key));
  } catch {
    // Storage unavailable: nothing was stored either.
  }
}
