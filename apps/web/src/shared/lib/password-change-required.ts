import { STORAGE_KEYS } from '@resonate/contracts/storage-keys';
import { paths } from '@/config/paths';
import { writeItem } from '../storage/local-storage';
import { loadPage } from './full-page-navigation';

/** The API's 403 to a session signed in with a mailed temporary password. */
export function isPasswordChangeRequired(status: number, data: unknown): boolean {
  return (
    status === 403 &&
    typeof data === 'object' &&
    data !== null &&
    (data as { passwordChangeRequired?: unknown }).passwordChangeRequired === true
  );
}

/**
 * Such a session (signed in again from the session modal, or a page left open) goes to choose
 * its own password, then back to where it was; the API refuses everything else until then.
 */
export function goChoosePassword(): void {
  writeItem(STORAGE_KEYS.passwordChangeRequired, 'true');
  const { pathname, search } = window.location;
  if (pathname === paths.choosePassword.path) return;
  const next = encodeURIComponent(`${pathname}${search}`);
  loadPage(`${paths.choosePassword.getHref()}?next=${next}`);
}
