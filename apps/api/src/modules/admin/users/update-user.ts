import { USER_MSG, type TAdminUser, type TUserForm } from '@resonate/contracts/onboarding/users';
import { withTenant } from '#/db/tenant.ts';
import { AppError } from '#/errors.ts';
import { revokeUserSessions, announceRevocation } from '#/modules/auth/index.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import { assertAdmin } from '../admin-guard.ts';
import { revokePendingInvitations } from '../invitations/invitation-repository.ts';
import { assertUserFormRefs } from './check-user-form.ts';
import { inviterName, type TUserAdminDeps } from './invite-user.ts';
import { readAdminUser } from './load-users.ts';
import { startInvitation } from './start-invitation.ts';
import { findUserRow, replaceMemberships } from './user-admin-repository.ts';
import { assertSeatFree } from '#/modules/licence/index.ts';

const self = () => new AppError('FORBIDDEN', USER_MSG.notSelf);

async function existingUser(trx: Parameters<typeof findUserRow>[0], userId: number) {
  const row = await findUserRow(trx, userId);
  if (!row) throw new AppError('NOT_FOUND', USER_MSG.notFound);
  return row;
}

/**
 * Admin/UpdateUser: names, role, admin flag, departments and brands. An admin cannot take away
 * their own admin flag (someone must stay able to administer). The user's cached sessions are
 * dropped, so new permissions apply on the next request.
 */
export async function updateUser(
  deps: TUserAdminDeps,
  auth: TAuthContext,
  body: TUserForm & { userId: number },
): Promise<TAdminUser> {
  assertAdmin(auth);
  const isSelf = body.userId === auth.userId && auth.clientId === auth.userClientId;
  if (isSelf && !body.isAccountAdmin) throw self();
  const user = await withTenant(deps.db, { clientId: auth.clientId }, async (trx) => {
    await existingUser(trx, body.userId);
    await assertUserFormRefs(trx, auth, body);
    await trx
      .updateTable('users')
      .set({
        first_name: body.firstName,
        last_name: body.lastName,
        role_id: body.roleId,
        is_account_admin: body.isAccountAdmin,
      })
      .where('id', '=', body.userId)
      .execute();
    await replaceMemberships(trx, auth.clientId, body.userId, body);
    await announceRevocation(trx, { userId: body.userId });
    return readAdminUser(trx, body.userId);
  });
  deps.sessionCache.evictUser(body.userId);
  return user;
}

/**
 * Admin/SetUserActive: deactivating ends every session and pending invitation of the user at
 * once, and sign-in refuses them; reactivating restores the account (a user who never set a
 * password goes back to waiting for an invitation). A reactivated user takes a seat again:
 * refused when the licence has none left.
 */
export async function setUserActive(
  deps: TUserAdminDeps,
  auth: TAuthContext,
  body: { userId: number; active: boolean },
): Promise<TAdminUser> {
  assertAdmin(auth);
  if (body.userId === auth.userId && auth.clientId === auth.userClientId) throw self();
  const user = await withTenant(deps.db, { clientId: auth.clientId }, async (trx) => {
    const current = await existingUser(trx, body.userId);
    if (body.active && current.status === 'deactivated') await assertSeatFree(trx, auth.clientId);
    const hasPassword = await trx
      .selectFrom('users')
      .select('id')
      .where('id', '=', body.userId)
      .where('password_hash', 'is not', null)
      .executeTakeFirst();
    const status = !body.active ? 'deactivated' : hasPassword ? 'active' : 'not_activated';
    await trx.updateTable('users').set({ status }).where('id', '=', body.userId).execute();
    if (!body.active) {
      await revokeUserSessions(trx, body.userId);
      await revokePendingInvitations(trx, body.userId);
      await announceRevocation(trx, { userId: body.userId });
    }
    return readAdminUser(trx, body.userId);
  });
  deps.sessionCache.evictUser(body.userId);
  return user;
}

/** Admin/ResendInvitation: a fresh link (the old one stops working) for a user still invited. */
export async function resendInvitation(
  deps: TUserAdminDeps,
  auth: TAuthContext,
  body: { userId: number },
): Promise<TAdminUser> {
  assertAdmin(auth);
  let send: (() => void) | undefined;
  const user = await withTenant(deps.db, { clientId: auth.clientId }, async (trx) => {
    const row = await existingUser(trx, body.userId);
    if (row.status !== 'not_activated') throw new AppError('CONFLICT', USER_MSG.alreadyActive);
    const inviter = await inviterName(trx, auth);
    send = await startInvitation(deps, trx, { auth, userId: body.userId, inviterName: inviter });
    return readAdminUser(trx, body.userId);
  });
  send?.();
  return user;
}
