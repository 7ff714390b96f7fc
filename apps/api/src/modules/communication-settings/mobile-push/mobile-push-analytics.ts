import type { Selectable } from 'kysely';
import type { TMobileBroadcast } from '@resonate/contracts/communication-settings/mobile-push-goals';
import type { TPushAnalyticsRow } from '@resonate/contracts/communication-settings/push-common';
import { MOBILE_PUSH_CHANNEL_ID } from '#/channels/fcm-adapter.ts';
import type { MobilePushBroadcastsTable } from '#/db/schema.ts';
import { withTenant } from '#/db/tenant.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import { ownClient, type TChannelDeps } from '../channel-common/scope.ts';
import { countPushEvents, totals } from '../push-common/push-events.ts';
import { countActiveDevicesByApp } from './devices-repository.ts';
import { listMobileAppRows } from './mobile-push-repository.ts';

const RECENT_BROADCASTS = 10;

export function toBroadcast(row: Selectable<MobilePushBroadcastsTable>): TMobileBroadcast {
  return {
    broadcastId: row.id,
    mobileAppId: row.app_id,
    title: row.title,
    status: row.status,
    total: row.total,
    sent: row.sent,
    failed: row.failed,
    createdAt: row.created_at.toISOString(),
    finishedAt: row.finished_at?.toISOString() ?? null,
  };
}

/**
 * POST CommunicationSetting/GetMobilePushAnalyticsList: per app, its active devices and the
 * mobile push events of the window; and the latest broadcasts.
 */
export async function getMobilePushAnalytics(
  deps: TChannelDeps,
  auth: TAuthContext,
  body: { clientId: number },
): Promise<{ rows: TPushAnalyticsRow[]; broadcasts: TMobileBroadcast[] }> {
  ownClient(auth, body);
  return withTenant(deps.db, { clientId: auth.clientId }, async (trx) => {
    const [apps, devices, events, broadcasts] = await Promise.all([
      listMobileAppRows(trx),
      countActiveDevicesByApp(trx),
      countPushEvents(trx, MOBILE_PUSH_CHANNEL_ID, 'mp'),
      trx
        .selectFrom('mobile_push_broadcasts')
        .selectAll()
        .orderBy('id', 'desc')
        .limit(RECENT_BROADCASTS)
        .execute(),
    ]);
    return {
      rows: apps.map((app) => ({
        key: String(app.id),
        label: app.app_name,
        subscribers: devices.get(app.id) ?? 0,
        ...totals(events.get(String(app.id))),
      })),
      broadcasts: broadcasts.map(toBroadcast),
    };
  });
}
