import type { Transaction } from 'kysely';
import type { DB } from '#/db/schema.ts';
import { loadSignInPolicy } from '#/modules/sso/index.ts';

const MINUTE = 60;

/** Lifetimes and limits of the second-factor steps. */
export const SECOND_FACTOR_POLICY = {
  /** A sign-in step (code, passkey or recovery code) must be finished within this. */
  stepTtlSeconds: 10 * MINUTE,
  /** Enrolment right after the emailed code, when the client requires a strong factor. */
  enrolTtlSeconds: 15 * MINUTE,
  /** A passkey prompt on My profile. */
  profilePasskeyTtlSeconds: 5 * MINUTE,
  /** An authenticator app that was never confirmed with a first code. */
  pendingTotpTtlSeconds: 15 * MINUTE,
} as const;

/**
 * Whether the client requires an authenticator app or a passkey of every user (issue 12): the
 * "require a strong second factor" sign-in policy, which the sso module stores.
 */
export async function clientRequiresStrongFactor(
  trx: Transaction<DB>,
  clientId: number,
): Promise<boolean> {
  return (await loadSignInPolicy(trx, clientId)).requireStrongSecondFactor;
}
