import type { Selectable, Transaction } from 'kysely';
import {
  accountProviderOf,
  requiredFieldsOf,
} from '@resonate/contracts/communication-settings/channel-accounts';
import type { DB } from '#/db/schema.ts';
import type { ChannelAccountsTable } from '#/db/schema/communications.ts';
import type { TAppConfig } from '#/secrets.ts';
import { channelSecretBox, secretContext } from '../channel-common/secrets.ts';

type TTrx = Transaction<DB>;
export type TChannelAccountRow = Selectable<ChannelAccountsTable>;

/** The client's account of a channel (RLS scopes the row to the tenant of the transaction). */
export function findChannelAccountRow(trx: TTrx, channelId: number, forUpdate = false) {
  let query = trx.selectFrom('channel_accounts').selectAll().where('channel_id', '=', channelId);
  if (forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

export function listChannelAccountRows(trx: TTrx) {
  return trx.selectFrom('channel_accounts').selectAll().orderBy('channel_id').execute();
}

/** The sealing context of a channel's secret: bound to the client and the channel. */
export const accountSecretContext = (clientId: number, channelId: number) =>
  secretContext(clientId, `channelAccount.${channelId}`);

/** The account's secret, opened (empty when none is stored). Never logged, never answered. */
export function openAccountSecret(
  config: TAppConfig,
  clientId: number,
  row: TChannelAccountRow,
): string {
  if (!row.secret_sealed) return '';
  return channelSecretBox(config.appSecret).open(
    row.secret_sealed,
    accountSecretContext(clientId, row.channel_id),
  );
}

/** The account's settings as strings (the jsonb may hold anything an old version wrote). */
export function accountSettings(row: TChannelAccountRow): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(row.settings ?? {})) {
    if (typeof value === 'string') out[key] = value;
  }
  return out;
}

/** Every field its provider requires, its secret and its webhook are present. */
export function accountIsReady(row: TChannelAccountRow): boolean {
  const provider = accountProviderOf(row.channel_id, row.provider);
  if (!provider) return false;
  const settings = accountSettings(row);
  if (requiredFieldsOf(provider).some((field) => !settings[field])) return false;
  if (provider.secret && !row.secret_sealed) return false;
  if (provider.webhook && !row.webhook_id) return false;
  return true;
}
