import { createECDH } from 'node:crypto';
import { CHANNEL_MSG } from '@resonate/contracts/communication-settings/channel-common';
import type { TWebPushState } from '@resonate/contracts/communication-settings/web-push';
import { withTenant } from '#/db/tenant.ts';
import { AppError } from '#/errors.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import { assertFresh, ownClientAdmin, type TChannelDeps } from '../channel-common/scope.ts';
import { channelSecretBox, secretContext } from '../channel-common/secrets.ts';
import { findWebPushRow, insertWebPushRow, updateWebPushRow } from './web-push-repository.ts';
import { readWebPushState } from './web-push-view.ts';

/**
 * A VAPID key pair (RFC 8292): ECDH on P-256. The public key is the uncompressed point (65
 * bytes, starting 0x04) in base64url, as browsers' applicationServerKey and the web-push package
 * expect; the 32-byte private key is sealed and never leaves the server.
 */
export function newVapidKeys(): { publicKey: string; privateKey: string } {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    publicKey: ecdh.getPublicKey().toString('base64url'),
    privateKey: ecdh.getPrivateKey().toString('base64url'),
  };
}

/**
 * POST CommunicationSetting/GenerateVapidKeys (account admins): creates or replaces the pair.
 * Replacing invalidates every existing browser subscription, so an existing row must be named
 * by its version (409 when stale: a second click does not silently replace the pair again).
 */
export async function generateVapidKeys(
  deps: TChannelDeps,
  auth: TAuthContext,
  body: { clientId: number; updatedAt?: string },
): Promise<TWebPushState> {
  ownClientAdmin(auth, body);
  const keys = newVapidKeys();
  const values = {
    vapid_public_key: keys.publicKey,
    vapid_private_key_sealed: channelSecretBox(deps.config.appSecret).seal(
      keys.privateKey,
      secretContext(auth.clientId, 'webPush.vapidPrivateKey'),
    ),
  };
  return withTenant(deps.db, { clientId: auth.clientId }, async (trx) => {
    const row = await findWebPushRow(trx, true);
    if (row) {
      assertFresh(body.updatedAt, row.updated_at);
      await updateWebPushRow(trx, values);
    } else if (!(await insertWebPushRow(trx, auth.clientId, values))) {
      throw new AppError('CONFLICT', CHANNEL_MSG.stale);
    }
    return readWebPushState(trx);
  });
}
