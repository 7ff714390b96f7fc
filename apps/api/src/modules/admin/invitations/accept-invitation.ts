import type { Kysely } from 'kysely';
import { USER_MSG, type TInvitation } from '@resonate/contracts/onboarding/users';
import type { DB } from '#/db/schema.ts';
import { withTenant } from '#/db/tenant.ts';
import { AppError } from '#/errors.ts';
import { hashPassword, hashToken, sameBytes, setPassword } from '#/modules/auth/index.ts';
import type { TAppConfig } from '#/secrets.ts';
import { readInvitation } from './invitation-token.ts';
import { findInvitation, markAccepted } from './invitation-repository.ts';

export type TInvitationDeps = { db: Kysely<DB>; config: TAppConfig };

const invalid = () => new AppError('BAD_REQUEST', USER_MSG.invitationInvalid);

/**
 * An invitation that can still be accepted: signed by us, its secret matching the stored hash,
 * neither used, revoked nor expired, for a user still waiting for it in a live company.
 */
async function usableInvitation(deps: TInvitationDeps, token: string, lock: boolean) {
  const claims = readInvitation(deps.config.appSecret, token);
  if (!claims) throw invalid();
  return {
    claims,
    check: async (trx: Parameters<Parameters<typeof withTenant>[2]>[0]) => {
      const row = await findInvitation(trx, claims.i, lock);
      if (!row || !sameBytes(row.secretHash, hashToken(claims.s))) throw invalid();
      if (row.acceptedAt || row.revokedAt || row.status !== 'not_activated' || !row.clientActive) {
        throw invalid();
      }
      if (row.expiresAt.getTime() <= Date.now()) {
        throw new AppError('BAD_REQUEST', USER_MSG.invitationExpired);
      }
      return row;
    },
  };
}

/** POST User/GetInvitation: what the acceptance page shows (whose account, which company). */
export async function getInvitation(deps: TInvitationDeps, token: string): Promise<TInvitation> {
  const { claims, check } = await usableInvitation(deps, token, false);
  const row = await withTenant(deps.db, { clientId: claims.c }, check);
  return {
    email: row.email,
    firstName: row.firstName,
    clientName: row.clientName,
    expiresAt: row.expiresAt.toISOString(),
  };
}

/**
 * POST User/AcceptInvitation: sets the password and activates the account, once. The row is
 * locked, so two tabs submitting together cannot both succeed.
 */
export async function acceptInvitation(
  deps: TInvitationDeps,
  body: { token: string; password: string },
): Promise<{ email: string }> {
  const { claims, check } = await usableInvitation(deps, body.token, true);
  const passwordHash = await hashPassword(body.password);
  return withTenant(deps.db, { clientId: claims.c }, async (trx) => {
    const row = await check(trx);
    await setPassword(trx, row.userId, passwordHash);
    await trx.updateTable('users').set({ status: 'active' }).where('id', '=', row.userId).execute();
    await markAccepted(trx, row.id);
    return { email: row.email };
  });
}
