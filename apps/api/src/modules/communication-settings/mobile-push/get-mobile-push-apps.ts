import {
  MP_MSG,
  type TMobilePushApp,
} from '@resonate/contracts/communication-settings/mobile-push';
import { withTenant } from '#/db/tenant.ts';
import { AppError } from '#/errors.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import { ownClient, type TChannelDeps } from '../channel-common/scope.ts';
import { findMobileAppRow, listMobileAppRows } from './mobile-push-repository.ts';
import { toMobilePushApp } from './mobile-push-view.ts';

/** POST CommunicationSetting/GetMobilePushApps: every app of the client. */
export async function getMobilePushApps(
  deps: TChannelDeps,
  auth: TAuthContext,
  body: { clientId: number },
): Promise<TMobilePushApp[]> {
  ownClient(auth, body);
  const rows = await withTenant(deps.db, { clientId: auth.clientId }, listMobileAppRows);
  return rows.map(toMobilePushApp);
}

/** POST CommunicationSetting/GetMobilePushAppByID: one app; another client's id is 404. */
export async function getMobilePushAppById(
  deps: TChannelDeps,
  auth: TAuthContext,
  body: { clientId: number; mobileAppId: number },
): Promise<TMobilePushApp> {
  ownClient(auth, body);
  const row = await withTenant(deps.db, { clientId: auth.clientId }, (trx) =>
    findMobileAppRow(trx, body.mobileAppId),
  );
  if (!row) throw new AppError('NOT_FOUND', MP_MSG.notFound);
  return toMobilePushApp(row);
}
