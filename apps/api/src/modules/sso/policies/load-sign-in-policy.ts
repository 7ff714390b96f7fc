import type { Transaction } from 'kysely';
import type { TSignInPolicy } from '@resonate/contracts/auth/sign-in-policies';
import type { DB } from '#/db/schema.ts';

/** A company that never saved its policies: passwords allowed, no extra step. */
export const DEFAULT_SIGN_IN_POLICY: TSignInPolicy = {
  requireSso: false,
  breakGlassUserId: null,
  otpAfterSso: false,
  requireStrongSecondFactor: false,
};

/**
 * The sign-in policies of a client (inside its tenant transaction). Exported for the
 * second-factor module, which enforces `requireStrongSecondFactor`.
 */
export async function loadSignInPolicy(
  trx: Transaction<DB>,
  clientId: number,
): Promise<TSignInPolicy> {
  const row = await trx
    .selectFrom('sign_in_policies')
    .select(['require_sso', 'break_glass_user_id', 'otp_after_sso', 'require_strong_second_factor'])
    .where('client_id', '=', clientId)
    .executeTakeFirst();
  if (!row) return DEFAULT_SIGN_IN_POLICY;
  return {
    requireSso: row.require_sso,
    breakGlassUserId: row.break_glass_user_id,
    otpAfterSso: row.otp_after_sso,
    requireStrongSecondFactor: row.require_strong_second_factor,
  };
}
