import { withTenant } from '#/db/tenant.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import { ownClient, type TChannelDeps } from '../channel-common/scope.ts';
import { appNameTaken } from './mobile-push-repository.ts';

/** POST CommunicationSetting/CheckMobileAppName: whether another app already has the name. */
export async function checkMobileAppName(
  deps: TChannelDeps,
  auth: TAuthContext,
  body: { clientId: number; appName: string; mobileAppId?: number },
): Promise<boolean> {
  ownClient(auth, body);
  return withTenant(deps.db, { clientId: auth.clientId }, (trx) =>
    appNameTaken(trx, body.appName, body.mobileAppId),
  );
}
