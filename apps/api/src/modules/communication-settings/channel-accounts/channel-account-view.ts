import { MASKED_SECRET } from '@resonate/contracts/communication-settings/channel-common';
import type { TChannelAccount } from '@resonate/contracts/communication-settings/channel-accounts';
import {
  accountIsReady,
  accountSettings,
  type TChannelAccountRow,
} from './channel-account-repository.ts';

/** A saved account as answered: the secret only as the mask, never its value. */
export function toChannelAccount(row: TChannelAccountRow): TChannelAccount {
  return {
    channelId: row.channel_id,
    provider: row.provider,
    settings: accountSettings(row),
    secret: row.secret_sealed ? MASKED_SECRET : null,
    apiBaseUrl: row.api_base_url ?? '',
    webhookId: row.webhook_id === null ? null : Number(row.webhook_id),
    ready: accountIsReady(row),
    updatedAt: row.updated_at.toISOString(),
  };
}
