import { createHmac } from 'node:crypto';
import type { Kysely } from 'kysely';
import { CHANNEL_IDS_BY_NAME } from '@resonate/contracts/campaigns/content';
import type { DB } from '#/db/schema.ts';
import { withTenant } from '#/db/tenant.ts';
import { sameBytes } from '#/modules/auth/index.ts';
import {
  findChannelAccountRow,
  openAccountSecret,
} from '#/modules/communication-settings/index.ts';
import type { TAppConfig } from '#/secrets.ts';

/**
 * Twilio signs each status callback (X-Twilio-Signature): base64 HMAC-SHA1, keyed by the
 * account's Auth Token, of the full URL it called followed by every POST parameter's name and
 * value, sorted by name. The callback key in the path names the client; only this proves the
 * report came from the client's Twilio account (a leaked URL alone no longer marks messages).
 */
export function twilioSignature(authToken: string, url: string, params: Record<string, string>) {
  const data = Object.keys(params)
    .sort()
    .reduce((text, name) => text + name + params[name], url);
  return createHmac('sha1', authToken).update(data).digest('base64');
}

/** Whether the signature verifies with the Auth Token of the client's Twilio SMS account. */
export async function verifyTwilioCallback(
  db: Kysely<DB>,
  config: TAppConfig,
  clientId: number,
  request: { url: string; signature: string | undefined; params: Record<string, string> },
): Promise<boolean> {
  if (!request.signature) return false;
  const authToken = await withTenant(db, { clientId }, async (trx) => {
    const row = await findChannelAccountRow(trx, CHANNEL_IDS_BY_NAME.sms);
    return row?.provider === 'twilio' ? openAccountSecret(config, clientId, row) : '';
  });
  if (!authToken) return false;
  const expected = twilioSignature(authToken, request.url, request.params);
  return sameBytes(Buffer.from(expected), Buffer.from(request.signature));
}
