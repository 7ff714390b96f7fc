import type { Transaction } from 'kysely';
import type { DB } from '#/db/schema.ts';
import { clientRequiresStrongFactor } from '../policy.ts';
import { loadStrongFactors } from '../repositories/factors-repository.ts';

/**
 * What the second-factor step of a sign-in must be (issue 12): a user with an authenticator app
 * or passkeys confirms with one of them, whatever the method of the first factor; a client that
 * requires a strong factor sends users without one through the emailed code, then to enrolment.
 */
export async function planSecondFactor(
  trx: Transaction<DB>,
  account: { clientId: number; userId: number },
) {
  const factors = await loadStrongFactors(trx, account.userId);
  const strongRequired = await clientRequiresStrongFactor(trx, account.clientId);
  return { factors, strongRequired };
}
