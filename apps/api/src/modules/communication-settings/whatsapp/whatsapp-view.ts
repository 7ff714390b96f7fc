import type { TWhatsAppSetting } from '@resonate/contracts/communication-settings/whatsapp';
import { masked } from '../channel-common/secrets.ts';
import type { TWhatsAppRow } from './whatsapp-repository.ts';

/** The row as the browser sees it: secrets masked, never decrypted. */
export function toWhatsAppSetting(row: TWhatsAppRow): TWhatsAppSetting {
  return {
    provider: row.provider,
    phoneNumberId: row.phone_number_id,
    businessAccountId: row.business_account_id,
    accessToken: masked(row.access_token_sealed),
    webhookVerifyToken: masked(row.verify_token_sealed),
    appSecret: masked(row.app_secret_sealed),
    apiBaseUrl: row.api_base_url,
    enabled: row.enabled,
    updatedAt: row.updated_at.toISOString(),
  };
}
