import type { TPushAnalyticsRow } from '@resonate/contracts/communication-settings/push-common';
import {
  WEB_PUSH_EVENTS,
  type TWebPushEventItem,
} from '@resonate/contracts/communication-settings/web-push-goals';
import { WEB_PUSH_CHANNEL_ID } from '#/channels/web-push-adapter.ts';
import { withTenant } from '#/db/tenant.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import { ownClient, type TChannelDeps } from '../channel-common/scope.ts';
import { countPushEvents, totals, type TScopeCounts } from '../push-common/push-events.ts';
import { countSubscribersByDomain } from './subscriptions-repository.ts';
import { listDomainRows } from './web-push-repository.ts';

/**
 * POST CommunicationSetting/GetWebPushAnalyticsList: per allowed domain, its subscribers and
 * the web push events of the window. A domain removed since still shows while it has
 * subscribers or events, so figures never vanish with a settings change.
 */
export async function getWebPushAnalytics(
  deps: TChannelDeps,
  auth: TAuthContext,
  body: { clientId: number },
): Promise<TPushAnalyticsRow[]> {
  ownClient(auth, body);
  return withTenant(deps.db, { clientId: auth.clientId }, async (trx) => {
    const [domains, subscribers, events] = await Promise.all([
      listDomainRows(trx),
      countSubscribersByDomain(trx),
      countPushEvents(trx, WEB_PUSH_CHANNEL_ID, 'wp'),
    ]);
    const names = new Set([
      ...domains.map((d) => d.domain),
      ...subscribers.keys(),
      ...events.keys(),
    ]);
    return [...names].sort().map((domain) => ({
      key: domain,
      label: domain,
      subscribers: subscribers.get(domain) ?? 0,
      ...totals(events.get(domain)),
    }));
  });
}

/** POST CommunicationSetting/GetWebPushEvents: the event catalogue with recent counts. */
export async function getWebPushEvents(
  deps: TChannelDeps,
  auth: TAuthContext,
  body: { clientId: number },
): Promise<TWebPushEventItem[]> {
  ownClient(auth, body);
  const events = await withTenant(deps.db, { clientId: auth.clientId }, (trx) =>
    countPushEvents(trx, WEB_PUSH_CHANNEL_ID, 'wp'),
  );
  const sum = (type: keyof TScopeCounts) =>
    [...events.values()].reduce((total, counts) => total + counts[type], 0);
  return WEB_PUSH_EVENTS.map((event) => ({
    key: event.key,
    source: event.source,
    recordedAs: event.recordedAs,
    call: event.call,
    count: sum(event.recordedAs),
  }));
}
