import { CHANNEL_IDS_BY_NAME } from '@resonate/contracts/campaigns/content';
import { CHANNEL_MSG } from '@resonate/contracts/communication-settings/channel-common';
import {
  WA_MSG,
  waFieldsOf,
  type TWhatsAppSetting,
} from '@resonate/contracts/communication-settings/whatsapp';
import { STORED_SECRET_MSG } from '@resonate/contracts/stored-secrets';
import { keepSecretOnlyForSameEndpoint } from '#/crypto/keep-secret.ts';
import { withTenant } from '#/db/tenant.ts';
import { AppError } from '#/errors.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import { assertFresh, ownClientAdmin, type TChannelDeps } from '../channel-common/scope.ts';
import { checkApiBaseUrl } from '../channel-common/check-api-base-url.ts';
import { channelSecretBox, sealOrKeep, secretContext } from '../channel-common/secrets.ts';
import {
  findWhatsAppRow,
  insertWhatsAppRow,
  updateWhatsAppRow,
  type TWhatsAppValues,
} from './whatsapp-repository.ts';
import { toWhatsAppSetting } from './whatsapp-view.ts';
import { assertChannelLicensed } from '#/modules/licence/index.ts';

type TBody = {
  clientId: number;
  updatedAt?: string;
  provider: string;
  phoneNumberId: string;
  businessAccountId: string;
  accessToken?: string;
  webhookVerifyToken?: string;
  appSecret?: string;
  apiBaseUrl: string;
};

/**
 * POST CommunicationSetting/UpsertWhatsAppSetting (account admins). Empty secrets keep the
 * stored ones; a secret the provider needs must then be stored already. The access token is
 * kept only for the same provider and API base URL (the verify token and the app secret are
 * never sent out, so they stay). An edit names the version it edited (409 when stale). Saving leaves the enabled
 * switch as it was.
 */
export async function upsertWhatsAppSetting(
  deps: TChannelDeps,
  auth: TAuthContext,
  body: TBody,
): Promise<TWhatsAppSetting> {
  ownClientAdmin(auth, body);
  await checkApiBaseUrl(body.apiBaseUrl, { allowPrivate: deps.config.allowPrivateChannelHosts });
  const box = channelSecretBox(deps.config.appSecret);
  return withTenant(deps.db, { clientId: auth.clientId }, async (trx) => {
    // A channel the licence leaves out cannot be set up.
    await assertChannelLicensed(trx, auth.clientId, CHANNEL_IDS_BY_NAME.whatsapp);
    const row = await findWhatsAppRow(trx, true);
    if (row) assertFresh(body.updatedAt, row.updated_at);
    const values: TWhatsAppValues = {
      provider: body.provider,
      phone_number_id: body.phoneNumberId,
      business_account_id: body.businessAccountId,
      api_base_url: body.apiBaseUrl,
      access_token_sealed: body.accessToken
        ? box.seal(body.accessToken, secretContext(auth.clientId, 'whatsapp.accessToken'))
        : keepSecretOnlyForSameEndpoint({
            stored: row?.access_token_sealed,
            storedEndpoint: row ? [row.provider, row.api_base_url] : undefined,
            endpoint: [body.provider, body.apiBaseUrl],
            field: 'accessToken',
            message: STORED_SECRET_MSG.whatsAppToken,
            needed: waFieldsOf(body.provider).includes('accessToken'),
          }),
      verify_token_sealed: sealOrKeep(
        box,
        body.webhookVerifyToken,
        row?.verify_token_sealed,
        secretContext(auth.clientId, 'whatsapp.webhookVerifyToken'),
      ),
      // Like the verify token, never sent out: it only checks what the provider posts to us.
      app_secret_sealed: sealOrKeep(
        box,
        body.appSecret,
        row?.app_secret_sealed,
        secretContext(auth.clientId, 'whatsapp.appSecret'),
      ),
    };
    const errors = missingSecrets(values);
    if (Object.keys(errors).length > 0) {
      throw new AppError('BAD_REQUEST', 'Invalid request', { errors });
    }
    if (row) return toWhatsAppSetting(await updateWhatsAppRow(trx, values));
    const inserted = await insertWhatsAppRow(trx, auth.clientId, values);
    if (!inserted) throw new AppError('CONFLICT', CHANNEL_MSG.stale);
    return toWhatsAppSetting(inserted);
  });
}

/** The secrets the chosen provider needs that are neither typed nor stored. */
export function missingSecrets(values: TWhatsAppValues): Record<string, string> {
  const errors: Record<string, string> = {};
  const fields = waFieldsOf(values.provider);
  if (fields.includes('accessToken') && !values.access_token_sealed) {
    errors.accessToken = WA_MSG.accessTokenRequired;
  }
  if (fields.includes('webhookVerifyToken') && !values.verify_token_sealed) {
    errors.webhookVerifyToken = WA_MSG.webhookVerifyTokenRequired;
  }
  return errors;
}
