import { VMS_MSG, type TVmsSetting } from '@resonate/contracts/communication-settings/voice';
import { withTenant } from '#/db/tenant.ts';
import { AppError } from '#/errors.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import { ownClient, type TChannelDeps } from '../channel-common/scope.ts';
import { findVmsRow, listVmsRows } from './vms-repository.ts';
import { toVmsSetting } from './vms-view.ts';

/** POST CommunicationSetting/GetVMSSettings: every voice account of the client. */
export async function getVmsSettings(
  deps: TChannelDeps,
  auth: TAuthContext,
  body: { clientId: number },
): Promise<TVmsSetting[]> {
  ownClient(auth, body);
  const rows = await withTenant(deps.db, { clientId: auth.clientId }, (trx) => listVmsRows(trx));
  return rows.map(toVmsSetting);
}

/** POST CommunicationSetting/GetVMSSettingByID: one account; another client's id is 404. */
export async function getVmsSettingById(
  deps: TChannelDeps,
  auth: TAuthContext,
  body: { clientId: number; vmsSettingId: number },
): Promise<TVmsSetting> {
  ownClient(auth, body);
  const row = await withTenant(deps.db, { clientId: auth.clientId }, (trx) =>
    findVmsRow(trx, body.vmsSettingId),
  );
  if (!row) throw new AppError('NOT_FOUND', VMS_MSG.notFound);
  return toVmsSetting(row);
}
