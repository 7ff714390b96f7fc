import { CHANNEL_IDS_BY_NAME } from '@resonate/contracts/campaigns/content';
import { CHANNEL_MSG } from '@resonate/contracts/communication-settings/channel-common';
import { WP_MSG, type TWebPushState } from '@resonate/contracts/communication-settings/web-push';
import { withTenant } from '#/db/tenant.ts';
import { AppError } from '#/errors.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import { assertFresh, ownClientAdmin, type TChannelDeps } from '../channel-common/scope.ts';
import { channelSecretBox, sealOrKeep, secretContext } from '../channel-common/secrets.ts';
import { findWebPushRow, insertWebPushRow, updateWebPushRow } from './web-push-repository.ts';
import { readWebPushState } from './web-push-view.ts';
import { assertChannelLicensed } from '#/modules/licence/index.ts';

type TBody = {
  clientId: number;
  updatedAt?: string;
  apiKey?: string;
  authDomain: string;
  databaseUrl: string;
  projectId: string;
  storageBucket: string;
  messagingSenderId: string;
};

/**
 * POST CommunicationSetting/UpsertWebPushSetting (account admins): the Firebase web config.
 * An empty API key keeps the stored one; the first save needs one. The VAPID pair is left as
 * it is (GenerateVapidKeys replaces it).
 */
export async function upsertWebPushSetting(
  deps: TChannelDeps,
  auth: TAuthContext,
  body: TBody,
): Promise<TWebPushState> {
  ownClientAdmin(auth, body);
  const box = channelSecretBox(deps.config.appSecret);
  return withTenant(deps.db, { clientId: auth.clientId }, async (trx) => {
    // A channel the licence leaves out cannot be set up.
    await assertChannelLicensed(trx, auth.clientId, CHANNEL_IDS_BY_NAME.webPush);
    const row = await findWebPushRow(trx, true);
    if (row) assertFresh(body.updatedAt, row.updated_at);
    const apiKey = sealOrKeep(
      box,
      body.apiKey,
      row?.api_key_sealed,
      secretContext(auth.clientId, 'webPush.apiKey'),
    );
    if (!apiKey) {
      throw new AppError('BAD_REQUEST', 'Invalid request', {
        errors: { apiKey: WP_MSG.apiKeyRequired },
      });
    }
    const values = {
      api_key_sealed: apiKey,
      auth_domain: body.authDomain,
      database_url: body.databaseUrl,
      project_id: body.projectId,
      storage_bucket: body.storageBucket,
      messaging_sender_id: body.messagingSenderId,
    };
    if (row) await updateWebPushRow(trx, values);
    else if (!(await insertWebPushRow(trx, auth.clientId, values))) {
      throw new AppError('CONFLICT', CHANNEL_MSG.stale);
    }
    return readWebPushState(trx);
  });
}
