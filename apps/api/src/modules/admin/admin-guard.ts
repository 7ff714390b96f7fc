import type { onRequestAsyncHookHandler } from 'fastify';
import { ADMIN_MSG } from '@resonate/contracts/onboarding/admin-common';
import { AppError } from '#/errors.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';

/** Administration is for account admins only: everyone else gets 403 before the body is read. */
export const adminOnly: onRequestAsyncHookHandler = async (request) => {
  if (!request.auth?.isAccountAdmin) throw new AppError('FORBIDDEN', ADMIN_MSG.notAdmin);
};

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
