import { MASKED_SECRET } from '@resonate/contracts/communication-settings/channel-common';
import type { TVmsSetting } from '@resonate/contracts/communication-settings/voice';
import type { TVmsRow } from './vms-repository.ts';

/** The row as the browser sees it: the token masked, never decrypted. */
export function toVmsSetting(row: TVmsRow): TVmsSetting {
  return {
    vmsSettingId: row.id,
    provider: row.provider,
    callerId: row.caller_id,
    accountId: row.account_id,
    authToken: MASKED_SECRET,
    callbackUrl: row.callback_url,
    apiBaseUrl: row.api_base_url,
    updatedAt: row.updated_at.toISOString(),
  };
}
