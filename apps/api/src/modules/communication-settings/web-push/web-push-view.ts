import type {
  TWebPushDomain,
  TWebPushSetting,
  TWebPushState,
} from '@resonate/contracts/communication-settings/web-push';
import type { Transaction } from 'kysely';
import type { DB } from '#/db/schema.ts';
import { masked } from '../channel-common/secrets.ts';
import { findWebPushRow, listDomainRows, type TWebPushRow } from './web-push-repository.ts';

/** The row as the browser sees it: the API key masked, the VAPID private key left out. */
export function toWebPushSetting(row: TWebPushRow): TWebPushSetting {
  return {
    apiKey: masked(row.api_key_sealed),
    authDomain: row.auth_domain,
    databaseUrl: row.database_url,
    projectId: row.project_id,
    storageBucket: row.storage_bucket,
    messagingSenderId: row.messaging_sender_id,
    vapidPublicKey: row.vapid_public_key,
    updatedAt: row.updated_at.toISOString(),
  };
}

/** Settings and domains together: every web push answer sends the whole tab's state. */
export async function readWebPushState(trx: Transaction<DB>): Promise<TWebPushState> {
  const [row, domains] = await Promise.all([findWebPushRow(trx), listDomainRows(trx)]);
  return {
    setting: row ? toWebPushSetting(row) : null,
    domains: domains.map((d): TWebPushDomain => ({ domainId: d.id, domain: d.domain })),
  };
}
