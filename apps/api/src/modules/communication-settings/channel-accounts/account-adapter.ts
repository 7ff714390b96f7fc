import { COMM_MSG } from '@resonate/contracts/campaigns/communications';
import { SMS_OUTBOX_PROVIDER } from '@resonate/contracts/communication-settings/channel-accounts';
import type { TChannelAdapter } from '#/channels/channel-adapter.ts';
import { createHttpAdapter, type THttpProviderProfile } from '#/channels/http-adapter.ts';
import { LINE_PROFILE, SMS_PROFILES } from '#/channels/profiles/sms-profiles.ts';
import { createSmsOutboxAdapter } from '#/channels/sms-outbox-adapter.ts';
import { withTenant } from '#/db/tenant.ts';
import { AppError } from '#/errors.ts';
import type { TAdapterDeps } from '../channel-common/adapter-for.ts';
import {
  accountIsReady,
  accountSettings,
  findChannelAccountRow,
  openAccountSecret,
  type TChannelAccountRow,
} from './channel-account-repository.ts';

const SMS = 2;
const LINE = 30;

/** The HTTP profile of a channel account (SMS provider or LINE); undefined when unknown. */
function accountProfile(row: TChannelAccountRow): THttpProviderProfile | undefined {
  if (row.channel_id === LINE) return LINE_PROFILE;
  if (row.channel_id === SMS) return SMS_PROFILES[row.provider as keyof typeof SMS_PROFILES];
  return undefined;
}

/** The adapter of a saved SMS or LINE account, its secret opened into the adapter's closure. */
export function accountAdapter(
  deps: Pick<TAdapterDeps, 'config'>,
  clientId: number,
  row: TChannelAccountRow,
): { adapter: TChannelAdapter; providerId: string } {
  if (row.channel_id === SMS && row.provider === SMS_OUTBOX_PROVIDER && accountIsReady(row)) {
    const senderId = String(accountSettings(row).senderId ?? '');
    return {
      adapter: createSmsOutboxAdapter(deps.config.dataDir, senderId),
      providerId: SMS_OUTBOX_PROVIDER,
    };
  }
  const profile = accountProfile(row);
  if (!profile || !accountIsReady(row)) throw new AppError('CONFLICT', COMM_MSG.channelNotSetUp);
  const secret = openAccountSecret(deps.config, clientId, row);
  const values = {
    ...accountSettings(row),
    ...(row.channel_id === LINE ? { channelAccessToken: secret } : { authToken: secret }),
  };
  const adapter = createHttpAdapter(
    profile,
    { values, apiBaseUrl: row.api_base_url ?? '' },
    { allowPrivate: deps.config.allowPrivateChannelHosts },
  );
  return { adapter, providerId: profile.id };
}

/**
 * The client's SMS channel when it reaches phones: a ready account of a real provider. The
 * development outbox provider does not count (its texts reach no phone), nor an unfinished one.
 */
export async function clientSmsAdapter(
  deps: TAdapterDeps,
  clientId: number,
): Promise<TChannelAdapter | undefined> {
  const row = await withTenant(deps.db, { clientId }, (trx) => findChannelAccountRow(trx, SMS));
  if (!row || row.provider === SMS_OUTBOX_PROVIDER || !accountIsReady(row)) return undefined;
  return accountAdapter(deps, clientId, row).adapter;
}
