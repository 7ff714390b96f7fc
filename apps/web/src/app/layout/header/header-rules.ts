import { HEADERLESS_PATHS, ONBOARDING_PATHS } from '@/config/paths';
import { isPathIn } from '@/shared/lib/path';

/** Hidden on the root path and on mdc-workflow, template-builder, create-mdc-communication. */
export function isHeaderVisible(pathname: string): boolean {
  return !isPathIn(pathname, HEADERLESS_PATHS);
}

/**
 * The app menu and the signed-in actions (switchers, bell, profile, logout) need a session, and
 * the onboarding steps have none worth showing even when a stale one lingers: there the header
 * is the logo and the language choice only.
 */
export function isAppMenuVisible(pathname: string, authenticated: boolean): boolean {
  return authenticated && !isPathIn(pathname, ONBOARDING_PATHS);
}
