import type { Transaction } from 'kysely';
import type { DB } from '#/db/schema.ts';
import { assertAddressAllowed } from '#/modules/account/ip-whitelist/address-guard.ts';
import type { TClientInfo } from '#/modules/auth/deps.ts';
import { buildLoginData } from '#/modules/auth/login/build-login-data.ts';
import type { TAccount } from '#/modules/auth/repositories/accounts-repository.ts';
import { createSession } from '#/modules/auth/session/create-session.ts';
import { notifyIfNewDevice } from '#/modules/notifications/events/notify-new-device.ts';
import type { TSecondFactorDeps } from '../deps.ts';

/**
 * The end of a sign-in once the second factor is proven, as after the emailed code: the IP
 * whitelist again (the step may come from elsewhere), the session, the new-device notice.
 * `deliver` sends the notice's mail: call it after the commit.
 */
export async function openSession(
  deps: TSecondFactorDeps,
  trx: Transaction<DB>,
  account: TAccount,
  rememberMe: boolean,
  client: TClientInfo,
) {
  await assertAddressAllowed(trx, account.clientId, client.ip);
  const device = { ipAddress: client.ip, userAgent: client.userAgent };
  const token = await createSession(trx, account, rememberMe, device);
  const deliver = await notifyIfNewDevice(deps, trx, { ...account, ...device });
  return { data: await buildLoginData(trx, account, token), deliver };
}
