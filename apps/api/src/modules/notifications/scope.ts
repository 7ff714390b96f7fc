import { AppError } from '#/errors.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import type { TNotificationFilter } from './repositories/notifications-repository.ts';

export const NOT_YOUR_SCOPE = 'You can only see and change your own notifications';
export const NOT_YOUR_DEPARTMENT = 'You do not belong to this department';

/**
 * The spec's payloads name the client, user and department; they are claims, so each must be the
 * caller's own. Rows are then read by the session's ids, never the body's.
 */
export function ownScope(
  auth: TAuthContext,
  body: { clientId: number; userId: number; departmentId?: number },
): TNotificationFilter {
  // The user's own client, or the company they work in (an agency user in a brand).
  const ownClient = body.clientId === auth.clientId || body.clientId === auth.userClientId;
  if (!ownClient || body.userId !== auth.userId) {
    throw new AppError('FORBIDDEN', NOT_YOUR_SCOPE);
  }
  const departmentId = body.departmentId ?? 0;
  if (departmentId !== 0 && !auth.departmentIds.includes(departmentId)) {
    throw new AppError('FORBIDDEN', NOT_YOUR_DEPARTMENT);
  }
  return { userId: auth.userId, departmentId };
}
