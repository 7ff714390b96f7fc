import { STORAGE_KEYS } from '@resonate/contracts/storage-keys';
import { ApiError } from '../api/api-error';
import { rejectParkedRequests, retryParkedRequests } from '../api/retry-queue';
import { i18n } from '../i18n/i18n';
import { persistStorage, resetAppState, useAppStore } from '../store/app-store';
import {
  clearStorageExceptKept,
  getAccessToken,
  removeItem,
  writeItem,
} from '../storage/local-storage';
import { clearSecureCache } from '../storage/secure-items';

/** Signed in means both: a stored access token and the store's auth flag (spec section 2). */
export function hasSession(): boolean {
  return getAccessToken() !== null && useAppStore.getState().isAuth;
}

/**
 * Ends the session on this device: global state back to its initial values, then local storage
 * cleared except master data, IP data and the plugin-reminder timestamp. The store's pending
 * write is dropped first so it cannot write the old session back after the clear. Requests
 * parked for a re-login fail: that session will not come back.
 */
export function clearSession(): void {
  resetAppState();
  persistStorage.cancel();
  clearStorageExceptKept();
  clearSecureCache();
  rejectParkedRequests(new ApiError(i18n.t('errors.sessionExpired'), 401, '', null));
}

/** A 401 to a POST opens the session-expired login (spec sections 4 and 8). */
export function markSessionExpired(): void {
  useAppStore.getState().setSessionModal(true);
  writeItem(STORAGE_KEYS.sessionModal, 'true');
}

export function closeSessionModal(): void {
  useAppStore.getState().setSessionModal(false);
  removeItem(STORAGE_KEYS.sessionModal);
}

/** Signed in again in the session modal: close it and send the parked requests again. */
export function resumeSession(): void {
  closeSessionModal();
  retryParkedRequests();
}
