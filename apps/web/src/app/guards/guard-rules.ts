import { canView, featureOfPath, type TPermissionMap } from '@resonate/contracts/features';
import { paths } from '@/config/paths';
import { normalizePath } from '@/shared/lib/path';

/**
 * Route protection of spec section 2 as pure decisions; the loader and components only act on
 * them. `forbidden` covers a denied dashboard: sending it "to /dashboard" would loop.
 */
export type TGuardDecision =
  | { kind: 'allow' }
  | { kind: 'login' }
  | { kind: 'reset' }
  | { kind: 'dashboard' }
  | { kind: 'forbidden' };

export type TGuardInput = {
  hasToken: boolean;
  isAuth: boolean;
  permissions: TPermissionMap;
  pathname: string;
};

export function decideProtectedAccess({
  hasToken,
  isAuth,
  permissions,
  pathname,
}: TGuardInput): TGuardDecision {
  if (!hasToken || !isAuth) return { kind: 'login' };
  if (Object.keys(permissions).length === 0) return { kind: 'reset' };
  if (canView(permissions, featureOfPath(pathname))) return { kind: 'allow' };
  return normalizePath(pathname) === normalizePath(paths.dashboard.path)
    ? { kind: 'forbidden' }
    : { kind: 'dashboard' };
}

/** Location state that companies pass when they send a signed-in user to the login route. */
export type TLoginLocationState = { from?: string } | null | undefined;

/** The login route ends an arriving session, except when the user comes from companies. */
export function shouldClearOnLoginArrival(authenticated: boolean, state: unknown): boolean {
  if (!authenticated) return false;
  const from = (state as TLoginLocationState)?.from;
  return from !== 'companies';
}

/** The 404 page's button: dashboard with a stored access token, otherwise login. */
export function notFoundTarget(hasToken: boolean): string {
  return hasToken ? paths.dashboard.getHref() : paths.login.getHref();
}
