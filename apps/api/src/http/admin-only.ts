import type { onRequestAsyncHookHandler } from 'fastify';
import { ADMIN_MSG } from '@resonate/contracts/onboarding/admin-common';
import { AppError } from '#/errors.ts';

/**
 * Administration is for account admins only: everyone else gets 403 before the body is read.
 * Runs after requireAuth; a definition asks for it with `accountAdminsOnly` (endpoint-route.ts).
 */
export const adminOnly: onRequestAsyncHookHandler = async (request) => {
  if (!request.auth?.isAccountAdmin) throw new AppError('FORBIDDEN', ADMIN_MSG.notAdmin);
};
