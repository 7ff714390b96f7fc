import { sql, type Kysely } from 'kysely';
import { WPS_MSG } from '@resonate/contracts/communication-settings/web-push-subscribers';
import type { TVapidKeys } from '#/channels/web-push-adapter.ts';
import type { DB } from '#/db/schema.ts';
import { AppError } from '#/errors.ts';
import type { TAppConfig } from '#/secrets.ts';
import { channelSecretBox, secretContext } from '../channel-common/secrets.ts';
import type { TWebPushRow } from './web-push-repository.ts';

/**
 * The client whose web push a public call is for: the VAPID public key in its URL must be the
 * client's, and the calling page's Origin one of the client's allowed domains. Both are public
 * values, so this identifies a site rather than authenticating anyone; what a caller can do
 * with it (subscribe its own browser, report events of its own subscription) needs no more.
 */
export async function findSiteClient(
  db: Kysely<DB>,
  vapidKey: string,
  origin: string | undefined,
): Promise<number | undefined> {
  const domain = originDomain(origin);
  if (!domain) return undefined;
  const { rows } = await sql<{ client_id: number }>`
    select client_id from web_push_site_find(${vapidKey}, ${domain})`.execute(db);
  const first = rows[0];
  return first ? Number(first.client_id) : undefined;
}

/** The host of an Origin header (scheme://host[:port]), lower-cased; undefined if malformed. */
export function originDomain(origin: string | undefined): string | undefined {
  if (!origin || origin === 'null' || !URL.canParse(origin)) return undefined;
  const url = new URL(origin);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  return url.hostname.toLowerCase();
}

/** Push services are https; plain http only where private hosts are allowed (tests). */
export function assertEndpointAllowed(endpoint: string, allowPrivate: boolean): void {
  const https = /^https:\/\//i.test(endpoint);
  if (!https && !(allowPrivate && /^http:\/\//i.test(endpoint))) {
    throw new AppError('BAD_REQUEST', WPS_MSG.endpointInvalid, {
      errors: { 'subscription.endpoint': WPS_MSG.endpointInvalid },
    });
  }
}

/** RFC 8292 asks for a contact: the product's https address, else a mailto at its host. */
export function vapidSubject(publicUrl: string): string {
  const url = new URL(publicUrl);
  return url.protocol === 'https:' ? url.origin : `mailto:webpush@${url.hostname}`;
}

/** The client's VAPID pair, the private half opened; 400 when none was generated. */
export function openVapidKeys(
  config: TAppConfig,
  clientId: number,
  row: TWebPushRow | undefined,
): TVapidKeys {
  if (!row?.vapid_public_key || !row.vapid_private_key_sealed) {
    throw new AppError('BAD_REQUEST', WPS_MSG.noVapid);
  }
  return {
    publicKey: row.vapid_public_key,
    privateKey: channelSecretBox(config.appSecret).open(
      row.vapid_private_key_sealed,
      secretContext(clientId, 'webPush.vapidPrivateKey'),
    ),
    subject: vapidSubject(config.publicUrl),
  };
}
