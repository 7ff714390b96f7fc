import { withTenant } from '#/db/tenant.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import { ownClient, type TChannelDeps } from '../channel-common/scope.ts';
import { domainExists } from './web-push-repository.ts';

/** POST CommunicationSetting/CheckWebPushDomainExists: whether the client already has it. */
export async function checkWebPushDomainExists(
  deps: TChannelDeps,
  auth: TAuthContext,
  body: { clientId: number; domain: string },
): Promise<boolean> {
  ownClient(auth, body);
  return withTenant(deps.db, { clientId: auth.clientId }, (trx) => domainExists(trx, body.domain));
}
