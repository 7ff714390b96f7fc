import { WP_MSG, type TWebPushState } from '@resonate/contracts/communication-settings/web-push';
import { withTenant } from '#/db/tenant.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import { AppError } from '#/errors.ts';
import { ownClientAdmin, type TChannelDeps } from '../channel-common/scope.ts';
import { deleteDomainRow } from './web-push-repository.ts';
import { readWebPushState } from './web-push-view.ts';

/** POST CommunicationSetting/DeleteWebPushDomain (account admins); another client's id is 404. */
export async function deleteWebPushDomain(
  deps: TChannelDeps,
  auth: TAuthContext,
  body: { clientId: number; domainId: number },
): Promise<TWebPushState> {
  ownClientAdmin(auth, body);
  return withTenant(deps.db, { clientId: auth.clientId }, async (trx) => {
    if (!(await deleteDomainRow(trx, body.domainId))) {
      throw new AppError('NOT_FOUND', WP_MSG.domainNotFound);
    }
    return readWebPushState(trx);
  });
}
