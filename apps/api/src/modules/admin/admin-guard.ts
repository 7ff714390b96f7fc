import { ADMIN_MSG } from '@resonate/contracts/onboarding/admin-common';
import { AppError } from '#/errors.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';

/**
 * The route hook, for the hand-written admin routes of other modules (directory, SSO); an
 * endpoint definition says `accountAdminsOnly` instead.
 */
export { adminOnly } from '#/http/admin-only.ts';

/** The same rule inside use cases, for callers that are not routes (tests, other modules). */
export function assertAdmin(auth: TAuthContext): void {
  if (!auth.isAccountAdmin) throw new AppError('FORBIDDEN', ADMIN_MSG.notAdmin);
}

/** Offset of a 1-based page. */
export function pageOffset(page: { pageNo: number; pageSize: number }): number {
  return (page.pageNo - 1) * page.pageSize;
}

/** `%text%` for ILIKE, with the user's own wildcards taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
