import type { Transaction } from 'kysely';
import type { DB } from '#/db/schema.ts';
import { notifyIfNewDevice } from '#/modules/notifications/index.ts';
import type { TClientInfo } from '../deps.ts';
import { buildLoginData } from '../login/build-login-data.ts';
import type { TAccount } from '../repositories/accounts-repository.ts';
import { createSession } from './create-session.ts';

/**
 * The end of every sign-in whose factors are proven (a password, the emailed code, an
 * authenticator, a passkey): the session, the login response's data and the new-device notice.
 * `deliver` sends the notice's mail: call it after the commit. Callers check the IP whitelist.
 */
export async function openSession(
  deps: Parameters<typeof notifyIfNewDevice>[0],
  trx: Transaction<DB>,
  account: TAccount,
  rememberMe: boolean,
  client: TClientInfo,
) {
  const device = { ipAddress: client.ip, userAgent: client.userAgent };
  const token = await createSession(trx, account, rememberMe, device);
  const deliver = await notifyIfNewDevice(deps, trx, { ...account, ...device });
  return { data: await buildLoginData(trx, account, token), deliver };
}
