import type {
  TMobileDevice,
  TUserDeviceMaster,
} from '@resonate/contracts/communication-settings/mobile-push-devices';
import { withTenant } from '#/db/tenant.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import { ownClient, type TChannelDeps } from '../channel-common/scope.ts';
import { requireApp } from './app-scope.ts';
import { facet, listDevices, type TDeviceFilter } from './devices-repository.ts';

/** Enough of a token to tell devices apart; the whole token is a push address, kept back. */
export function tokenPreview(token: string): string {
  return token.length <= 16 ? token : `${token.slice(0, 8)}…${token.slice(-6)}`;
}

type TListBody = Omit<TDeviceFilter, 'limit' | 'offset'> & {
  clientId: number;
  mobileAppId: number;
  page: number;
  pageSize: number;
};

/** POST CommunicationSetting/GetMobilePushDeviceList: an app's devices, latest activity first. */
export async function getMobilePushDevices(
  deps: TChannelDeps,
  auth: TAuthContext,
  body: TListBody,
): Promise<{ devices: TMobileDevice[]; total: number }> {
  ownClient(auth, body);
  const { rows, total } = await withTenant(deps.db, { clientId: auth.clientId }, async (trx) => {
    await requireApp(trx, body.mobileAppId);
    return listDevices(trx, body.mobileAppId, {
      platform: body.platform,
      status: body.status,
      appVersion: body.appVersion || undefined,
      search: body.search || undefined,
      limit: body.pageSize,
      offset: (body.page - 1) * body.pageSize,
    });
  });
  return {
    total,
    devices: rows.map((row) => ({
      deviceId: row.id,
      platform: row.platform,
      tokenPreview: tokenPreview(row.token),
      appVersion: row.app_version,
      osVersion: row.os_version,
      deviceModel: row.device_model,
      language: row.language,
      contactEmail: row.email ?? null,
      contactMobile: row.mobile ?? null,
      status: row.disabled_at ? 'disabled' : 'active',
      createdAt: row.created_at.toISOString(),
      lastSeenAt: row.last_seen_at.toISOString(),
    })),
  };
}

/**
 * POST CommunicationSetting/GetUserDeviceMaster: what an app's active devices report (platforms,
 * app and OS versions, languages) with how many report each: the device list's filters.
 */
export async function getUserDeviceMaster(
  deps: TChannelDeps,
  auth: TAuthContext,
  body: { clientId: number; mobileAppId: number },
): Promise<NonNullable<TUserDeviceMaster>> {
  ownClient(auth, body);
  return withTenant(deps.db, { clientId: auth.clientId }, async (trx) => {
    await requireApp(trx, body.mobileAppId);
    const [platforms, appVersions, osVersions, languages] = await Promise.all([
      facet(trx, body.mobileAppId, 'platform'),
      facet(trx, body.mobileAppId, 'app_version'),
      facet(trx, body.mobileAppId, 'os_version'),
      facet(trx, body.mobileAppId, 'language'),
    ]);
    return { platforms, appVersions, osVersions, languages };
  });
}
