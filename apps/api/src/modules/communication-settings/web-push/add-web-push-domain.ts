import {
  WEB_PUSH_DOMAINS_MAX,
  WP_MSG,
  type TWebPushState,
} from '@resonate/contracts/communication-settings/web-push';
import { withTenant } from '#/db/tenant.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import { AppError } from '#/errors.ts';
import { ownClientAdmin, type TChannelDeps } from '../channel-common/scope.ts';
import { countDomainRows, insertDomainRow } from './web-push-repository.ts';
import { readWebPushState } from './web-push-view.ts';

/** POST CommunicationSetting/AddWebPushDomain (account admins): duplicates are refused. */
export async function addWebPushDomain(
  deps: TChannelDeps,
  auth: TAuthContext,
  body: { clientId: number; domain: string },
): Promise<TWebPushState> {
  ownClientAdmin(auth, body);
  return withTenant(deps.db, { clientId: auth.clientId }, async (trx) => {
    if ((await countDomainRows(trx)) >= WEB_PUSH_DOMAINS_MAX) {
      throw new AppError('BAD_REQUEST', WP_MSG.tooManyDomains);
    }
    if (!(await insertDomainRow(trx, auth.clientId, body.domain))) {
      throw new AppError('BAD_REQUEST', WP_MSG.domainExists, {
        errors: { domain: WP_MSG.domainExists },
      });
    }
    return readWebPushState(trx);
  });
}
