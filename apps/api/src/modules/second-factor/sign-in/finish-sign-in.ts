import type { Transaction } from 'kysely';
import type { DB } from '#/db/schema.ts';
import { assertAddressAllowed } from '#/modules/account/index.ts';
import type { TClientInfo, TAccount } from '#/modules/auth/index.ts';
import { openSession as openSignedInSession } from '#/modules/auth/index.ts';
import type { TSecondFactorDeps } from '../deps.ts';

/**
 * The end of a sign-in once the second factor is proven, as after the emailed code: the IP
 * whitelist again (the step may come from elsewhere), then the session as every sign-in opens it.
 * `deliver` sends the new-device notice's mail: call it after the commit.
 */
export async function openSession(
  deps: TSecondFactorDeps,
  trx: Transaction<DB>,
  account: TAccount,
  rememberMe: boolean,
  client: TClientInfo,
) {
  await assertAddressAllowed(trx, account.clientId, client.ip);
  return openSignedInSession(deps, trx, account, rememberMe, client);
}
