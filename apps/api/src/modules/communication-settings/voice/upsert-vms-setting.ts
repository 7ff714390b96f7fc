import { CHANNEL_IDS_BY_NAME } from '@resonate/contracts/campaigns/content';
import { sql } from 'kysely';
import {
  VMS_MSG,
  VMS_SETTINGS_MAX,
  type TVmsSetting,
} from '@resonate/contracts/communication-settings/voice';
import { STORED_SECRET_MSG } from '@resonate/contracts/stored-secrets';
import { keepSecretOnlyForSameEndpoint } from '#/crypto/keep-secret.ts';
import { withTenant } from '#/db/tenant.ts';
import { AppError } from '#/errors.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import { assertFresh, ownClientAdmin, type TChannelDeps } from '../channel-common/scope.ts';
import { channelSecretBox, secretContext } from '../channel-common/secrets.ts';
import { checkApiBaseUrl } from '../channel-common/check-api-base-url.ts';
import { checkCallbackUrl } from './check-callback-url.ts';
import { countVmsRows, findVmsRow, insertVmsRow, updateVmsRow } from './vms-repository.ts';
import { toVmsSetting } from './vms-view.ts';
import { assertChannelLicensed } from '#/modules/licence/index.ts';

type TBody = {
  clientId: number;
  vmsSettingId?: number;
  updatedAt?: string;
  provider: string;
  callerId: string;
  accountId: string;
  authToken?: string;
  callbackUrl: string;
  apiBaseUrl: string;
};

/**
 * POST CommunicationSetting/UpsertVMSSettings (account admins). Without vmsSettingId it adds an
 * account (the auth token is then required); with one it edits it (409 when stale, an empty
 * token keeps the stored one while the provider and API base URL stay the same).
 */
export async function upsertVmsSetting(
  deps: TChannelDeps,
  auth: TAuthContext,
  body: TBody,
): Promise<TVmsSetting> {
  ownClientAdmin(auth, body);
  const policy = { allowPrivate: deps.config.allowPrivateChannelHosts };
  await checkCallbackUrl(body.callbackUrl, policy);
  await checkApiBaseUrl(body.apiBaseUrl, policy);
  const box = channelSecretBox(deps.config.appSecret);
  const context = secretContext(auth.clientId, 'vms.authToken');
  return withTenant(deps.db, { clientId: auth.clientId }, async (trx) => {
    const row =
      body.vmsSettingId === undefined ? undefined : await findVmsRow(trx, body.vmsSettingId, true);
    if (body.vmsSettingId !== undefined && !row) throw new AppError('NOT_FOUND', VMS_MSG.notFound);
    if (row) assertFresh(body.updatedAt, row.updated_at);
    // A channel the licence leaves out cannot be set up (an unknown id is still 404 first).
    await assertChannelLicensed(trx, auth.clientId, CHANNEL_IDS_BY_NAME.vms);
    const sealed = body.authToken
      ? box.seal(body.authToken, context)
      : keepSecretOnlyForSameEndpoint({
          stored: row?.auth_token_sealed,
          storedEndpoint: row ? [row.provider, row.api_base_url] : undefined,
          endpoint: [body.provider, body.apiBaseUrl],
          field: 'authToken',
          message: STORED_SECRET_MSG.voiceToken,
        });
    if (!sealed) {
      throw new AppError('BAD_REQUEST', 'Invalid request', {
        errors: { authToken: VMS_MSG.authTokenRequired },
      });
    }
    const values = {
      provider: body.provider,
      caller_id: body.callerId,
      account_id: body.accountId,
      auth_token_sealed: sealed,
      callback_url: body.callbackUrl,
      api_base_url: body.apiBaseUrl,
    };
    if (row) return toVmsSetting(await updateVmsRow(trx, row.id, values));
    // Two admins adding at once must not both pass the count.
    await sql`select pg_advisory_xact_lock(hashtext(${`vms:${auth.clientId}`}))`.execute(trx);
    if ((await countVmsRows(trx)) >= VMS_SETTINGS_MAX) {
      throw new AppError('CONFLICT', VMS_MSG.tooMany);
    }
    return toVmsSetting(await insertVmsRow(trx, auth.clientId, values));
  });
}
