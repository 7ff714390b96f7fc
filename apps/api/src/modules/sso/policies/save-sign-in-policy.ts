import type { Kysely, Transaction } from 'kysely';
import { POLICY_MSG, type TSignInPolicy } from '@resonate/contracts/auth/sign-in-policies';
import type { DB } from '#/db/schema.ts';
import { withTenant } from '#/db/tenant.ts';
import { AppError } from '#/errors.ts';
import { loadSignInPolicy } from './load-sign-in-policy.ts';

/** The active account admins of the tenant: who may be the break-glass account. */
export async function listBreakGlassCandidates(trx: Transaction<DB>) {
  const rows = await trx
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'last_name'])
    .where('is_account_admin', '=', true)
    .where('status', '=', 'active')
    .orderBy('email')
    .execute();
  return rows.map((row) => ({
    userId: row.id,
    email: row.email,
    name: `${row.first_name} ${row.last_name}`.trim(),
  }));
}

export async function getSignInPolicy(db: Kysely<DB>, clientId: number) {
  return withTenant(db, { clientId }, async (trx) => ({
    policy: await loadSignInPolicy(trx, clientId),
    admins: await listBreakGlassCandidates(trx),
  }));
}

/**
 * Saves the policies. Requiring SSO needs an enabled identity provider (or nobody could sign in)
 * and a break-glass account admin (or a broken provider would lock the company out).
 */
export async function saveSignInPolicy(
  db: Kysely<DB>,
  clientId: number,
  input: TSignInPolicy,
): Promise<TSignInPolicy> {
  return withTenant(db, { clientId }, async (trx) => {
    if (input.breakGlassUserId !== null) {
      const admins = await listBreakGlassCandidates(trx);
      if (!admins.some((admin) => admin.userId === input.breakGlassUserId)) {
        throw new AppError('BAD_REQUEST', POLICY_MSG.breakGlassNotAdmin, {
          errors: { breakGlassUserId: POLICY_MSG.breakGlassNotAdmin },
        });
      }
    }
    if (input.requireSso) {
      const provider = await trx
        .selectFrom('identity_providers')
        .select('id')
        .where('enabled', '=', true)
        .executeTakeFirst();
      if (!provider) {
        throw new AppError('BAD_REQUEST', POLICY_MSG.noProviderForSso, {
          errors: { requireSso: POLICY_MSG.noProviderForSso },
        });
      }
    }
    const values = {
      require_sso: input.requireSso,
      break_glass_user_id: input.breakGlassUserId,
      otp_after_sso: input.otpAfterSso,
      require_strong_second_factor: input.requireStrongSecondFactor,
      updated_at: new Date(),
    };
    await trx
      .insertInto('sign_in_policies')
      .values({ client_id: clientId, ...values })
      .onConflict((oc) => oc.column('client_id').doUpdateSet(values))
      .execute();
    return loadSignInPolicy(trx, clientId);
  });
}
