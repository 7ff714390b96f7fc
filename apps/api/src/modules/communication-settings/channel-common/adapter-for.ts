import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { TEST_MSG } from '@resonate/contracts/communication-settings/channel-tests';
import { VMS_MSG, type TVmsProviderId } from '@resonate/contracts/communication-settings/voice';
import type { TWaProviderId } from '@resonate/contracts/communication-settings/whatsapp';
import type { TChannelAdapter } from '#/channels/channel-adapter.ts';
import { createHttpAdapter } from '#/channels/http-adapter.ts';
import { VOICE_PROFILES } from '#/channels/profiles/voice-profiles.ts';
import { WHATSAPP_PROFILES } from '#/channels/profiles/whatsapp-profiles.ts';
import { createSmtpAdapter } from '#/channels/smtp-adapter.ts';
import { whatsAppTemplateLister } from '#/channels/whatsapp-template-list.ts';
import type { DB } from '#/db/schema.ts';
import { withTenant } from '#/db/tenant.ts';
import { AppError } from '#/errors.ts';
import type { TOutboundPolicy } from '#/http/outbound-guard.ts';
import { webhookAdapterFor } from '#/modules/data-exchange/index.ts';
import type { TAppConfig } from '#/secrets.ts';
import { smtpServerOf } from '../email/smtp-server-of.ts';
import { findVmsRow } from '../voice/vms-repository.ts';
import { isComplete } from '../whatsapp/change-whatsapp-status.ts';
import { findWhatsAppRow } from '../whatsapp/whatsapp-repository.ts';
import { channelSecretBox, secretContext } from './secrets.ts';

export type TAdapterDeps = { db: Kysely<DB>; config: TAppConfig; log: FastifyBaseLogger };

/** What to send through: a channel, and the account where a client has several. */
export type TAdapterTarget =
  | { channel: 'email' }
  | { channel: 'whatsapp' }
  | { channel: 'voice'; vmsSettingId: number }
  | { channel: 'webhook'; webhookId: number };

const digits = (phone: string) => phone.replace(/^\+/, '');

/**
 * The adapter for a client's channel, built from its saved settings with the secrets opened
 * (they live only in the adapter's closure, never in a log or an answer). Settings are resolved
 * here, in the module that owns them, so the adapters under channels/ take them ready and know
 * no module. Test buttons and the sending engine use it. Settings that are missing or
 * incomplete answer 404/409.
 */
export async function adapterFor(
  deps: TAdapterDeps,
  clientId: number,
  target: TAdapterTarget,
): Promise<TChannelAdapter> {
  const channelPolicy: TOutboundPolicy = { allowPrivate: deps.config.allowPrivateChannelHosts };
  const box = channelSecretBox(deps.config.appSecret);
  const open = (sealed: string | null, field: string) =>
    sealed ? box.open(sealed, secretContext(clientId, field)) : '';

  switch (target.channel) {
    case 'email':
      return createSmtpAdapter(await smtpServerOf(deps, clientId), channelPolicy);
    case 'whatsapp': {
      const row = await withTenant(deps.db, { clientId }, (trx) => findWhatsAppRow(trx));
      if (!row || !isComplete(row)) throw new AppError('CONFLICT', TEST_MSG.whatsappNotReady);
      const profile = WHATSAPP_PROFILES[row.provider as TWaProviderId];
      const values = {
        phoneNumberId: row.phone_number_id,
        phoneNumberDigits: digits(row.phone_number_id),
        businessAccountId: row.business_account_id,
        accessToken: open(row.access_token_sealed, 'whatsapp.accessToken'),
      };
      const adapter = createHttpAdapter(
        profile,
        { values, apiBaseUrl: row.api_base_url },
        channelPolicy,
      );
      const base = row.api_base_url || profile.baseUrl;
      const listTemplates = whatsAppTemplateLister(row.provider, base, values, channelPolicy);
      return listTemplates ? { ...adapter, listTemplates } : adapter;
    }
    case 'voice': {
      const row = await withTenant(deps.db, { clientId }, (trx) =>
        findVmsRow(trx, target.vmsSettingId),
      );
      if (!row) throw new AppError('NOT_FOUND', VMS_MSG.notFound);
      const profile = VOICE_PROFILES[row.provider as TVmsProviderId];
      const values = {
        callerId: row.caller_id,
        callerDigits: digits(row.caller_id),
        accountId: row.account_id,
        authToken: open(row.auth_token_sealed, 'vms.authToken'),
        callbackUrl: row.callback_url,
      };
      return createHttpAdapter(profile, { values, apiBaseUrl: row.api_base_url }, channelPolicy);
    }
    case 'webhook':
      return webhookAdapterFor(deps, clientId, target.webhookId);
  }
}
