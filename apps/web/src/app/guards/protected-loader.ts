import { replace, type LoaderFunctionArgs } from 'react-router';
import { paths } from '@/config/paths';
import { clearSession } from '@/shared/lib/session';
import { getAccessToken } from '@/shared/storage/local-storage';
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
  const decision = decideProtectedAccess({
    hasToken: getAccessToken() !== null,
    isAuth: useAppStore.getState().isAuth,
    permissions: readPermissions(),
    pathname: new URL(request.url).pathname,
  });
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
