import { STORAGE_KEYS } from '@resonate/contracts/storage-keys';
import { persistStorage, resetAppState, useAppStore } from '../store/app-store';
import {
  clearStorageExceptKept,
  getAccessToken,
  removeItem,
  writeItem,
} from '../storage/local-storage';

/** Signed in means both: a stored access token and the store's auth flag (spec section 2). */
export function hasSession(): boolean {
  return getAccessToken() !== null && useAppStore.getState().isAuth;
}

/**
 * Ends the session on this device: global state back to its initial values, then local storage
 * cleared except master data, IP data and the plugin-reminder timestamp. The store's pending
 * write is dropped first so it cannot write the old session back after the clear.
 */
export function clearSession(): void {
  resetAppState();
  persistStorage.cancel();
  clearStorageExceptKept();
}

/** A 401 anywhere opens the session-expired login (the modal arrives with sign-in). */
export function markSessionExpired(): void {
  useAppStore.getState().setSessionModal(true);
  writeItem(STORAGE_KEYS.sessionModal, 'true');
}

export function closeSessionModal(): void {
  useAppStore.getState().setSessionModal(false);
  removeItem(STORAGE_KEYS.sessionModal);
}
