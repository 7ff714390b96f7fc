import { replace, type LoaderFunctionArgs } from 'react-router';
import { paths } from '@/config/paths';
import { STORAGE_KEYS } from '@resonate/contracts/storage-keys';
import { clearSession } from '@/shared/lib/session';
import { getAccessToken, readItem } from '@/shared/storage/local-storage';
import { readPermissions } from '@/shared/storage/permissions';
import { useAppStore } from '@/shared/store/app-store';
import { decideProtectedAccess } from './guard-rules';

export type TProtectedLoaderData = { forbidden: boolean };

/**
 * Runs before every protected page (and again on each navigation, see `shouldRevalidate` in the
 * router), so a page never renders for a visitor it would turn away. Redirects use `replace`:
 * the refused URL never enters history, so Back cannot return to it.
 */
export function protectedLoader({ request }: LoaderFunctionArgs): TProtectedLoaderData {
  const { pathname, search } = new URL(request.url);
  const decision = decideProtectedAccess({
    hasToken: getAccessToken() !== null,
    isAuth: useAppStore.getState().isAuth,
    permissions: readPermissions(),
    pathname,
  });
  // Signed in with a mailed temporary password: choosing a new one comes before anything else.
  if (
    (decision.kind === 'allow' || decision.kind === 'dashboard') &&
    readItem(STORAGE_KEYS.passwordChangeRequired) === 'true' &&
    pathname !== paths.choosePassword.path
  ) {
    const next = encodeURIComponent(`${pathname}${search}`);
    throw replace(`${paths.choosePassword.getHref()}?next=${next}`);
  }
  switch (decision.kind) {
    case 'login':
      throw replace(paths.login.getHref());
    case 'reset':
      clearSession();
      throw replace(paths.login.getHref());
    case 'dashboard':
      throw replace(paths.dashboard.getHref());
    default:
      return { forbidden: decision.kind === 'forbidden' };
  }
}
