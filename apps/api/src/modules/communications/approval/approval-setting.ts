import { APPROVAL_MSG, type TApprovalSetting } from '@resonate/contracts/campaigns/approval';
import { withTenant } from '#/db/tenant.ts';
import { AppError } from '#/errors.ts';
import type { TCommunicationDeps } from '../deps.ts';

type TCaller = { clientId: number; isAccountAdmin: boolean };

/** POST Communication/GetApprovalSetting: whether launches wait for an approver. */
export async function getApprovalSetting(
  deps: TCommunicationDeps,
  caller: TCaller,
): Promise<TApprovalSetting> {
  const row = await withTenant(deps.db, { clientId: caller.clientId }, (trx) =>
    trx
      .selectFrom('clients')
      .select('communication_approval_required')
      .where('id', '=', caller.clientId)
      .executeTakeFirst(),
  );
  return {
    required: row?.communication_approval_required ?? false,
    canChange: caller.isAccountAdmin,
  };
}

/**
 * POST Communication/UpdateApprovalSetting (account admins only). Communications already
 * launched keep the path they took; the setting applies to the next launch.
 */
export async function updateApprovalSetting(
  deps: TCommunicationDeps,
  caller: TCaller,
  required: boolean,
): Promise<TApprovalSetting> {
  if (!caller.isAccountAdmin) throw new AppError('FORBIDDEN', APPROVAL_MSG.settingAdminsOnly);
  await withTenant(deps.db, { clientId: caller.clientId }, (trx) =>
    trx
      .updateTable('clients')
      .set({ communication_approval_required: required, updated_at: new Date() })
      .where('id', '=', caller.clientId)
      .execute(),
  );
  return { required, canChange: true };
}
