import type { FastifyInstance } from 'fastify';
import { USER_MSG, type TAdminUser, type TUserForm } from '@resonate/contracts/onboarding/users';
import { withTenant } from '#/db/tenant.ts';
import { AppError } from '#/errors.ts';
import { findAccountByEmail, loadAccount } from '#/modules/auth/index.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import { assertSeatFree } from '#/modules/licence/index.ts';
import { assertAdmin } from '../admin-guard.ts';
import { isUniqueViolation } from '../brands/create-brand.ts';
import { startInvitation } from './start-invitation.ts';
import { assertUserFormRefs } from './check-user-form.ts';
import { readAdminUser } from './load-users.ts';
import { replaceMemberships } from './user-admin-repository.ts';

export type TUserAdminDeps = Pick<
  FastifyInstance,
  'db' | 'config' | 'mailer' | 'log' | 'sessionCache'
>;

const emailTaken = () =>
  new AppError('CONFLICT', USER_MSG.emailTaken, { errors: { email: USER_MSG.emailTaken } });

/**
 * Admin/InviteUser: a user without a password ('not_activated') in the company the admin works
 * in, with role, departments and brands, and a single-use link mailed after commit. Emails are
 * unique across the platform (sign-in starts from the email alone), hence the global check.
 * An invited user holds a seat: refused when the licence has none left.
 */
export async function inviteUser(
  deps: TUserAdminDeps,
  auth: TAuthContext,
  body: TUserForm & { email: string },
): Promise<TAdminUser> {
  assertAdmin(auth);
  const email = body.email.trim().toLowerCase();
  if (await findAccountByEmail(deps.db, email)) throw emailTaken();
  let send: (() => void) | undefined;
  try {
    const user = await withTenant(deps.db, { clientId: auth.clientId }, async (trx) => {
      await assertUserFormRefs(trx, auth, body);
      await assertSeatFree(trx, auth.clientId);
      const row = await trx
        .insertInto('users')
        .values({
          client_id: auth.clientId,
          email,
          first_name: body.firstName,
          last_name: body.lastName,
          status: 'not_activated',
          role_id: body.roleId,
          is_account_admin: body.isAccountAdmin,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await replaceMemberships(trx, auth.clientId, row.id, body);
      const inviter = await inviterName(trx, auth);
      send = await startInvitation(deps, trx, { auth, userId: row.id, inviterName: inviter });
      return readAdminUser(trx, row.id);
    });
    send?.();
    return user;
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

/** How the mail names the admin; an agency admin working in a brand is read from the agency. */
export async function inviterName(
  trx: Parameters<typeof readAdminUser>[0],
  auth: TAuthContext,
): Promise<string> {
  if (auth.clientId !== auth.userClientId) return 'Your agency';
  const account = await loadAccount(trx, auth.userId);
  const name = `${account?.firstName ?? ''} ${account?.lastName ?? ''}`.trim();
  return name || 'Your administrator';
}
