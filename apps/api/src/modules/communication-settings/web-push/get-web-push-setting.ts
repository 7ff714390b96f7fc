import type { TWebPushState } from '@resonate/contracts/communication-settings/web-push';
import { withTenant } from '#/db/tenant.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import { ownClient, type TChannelDeps } from '../channel-common/scope.ts';
import { readWebPushState } from './web-push-view.ts';

/** POST CommunicationSetting/GetWebPushSetting: settings (null before a save) and domains. */
export function getWebPushSetting(
  deps: TChannelDeps,
  auth: TAuthContext,
  body: { clientId: number },
): Promise<TWebPushState> {
  ownClient(auth, body);
  return withTenant(deps.db, { clientId: auth.clientId }, (trx) => readWebPushState(trx));
}
