import { goalMatches } from '@resonate/contracts/communication-settings/push-common';
import type { TPushSubscription } from '@resonate/contracts/communication-settings/web-push-subscribers';
import { WEB_PUSH_CHANNEL_ID } from '#/channels/web-push-adapter.ts';
import { withTenant } from '#/db/tenant.ts';
import type { TChannelDeps } from '../../channel-common/scope.ts';
import { occurrence, pushEventKey, recordPushEvent } from '../../push-common/push-events.ts';
import { listGoalRows } from '../goals-repository.ts';
import { TEST_MESSAGE_PREFIX } from '../send-test-web-push.ts';
import {
  carryIdentity,
  deleteSubscriptionByEndpoint,
  findSubscriptionForEvent,
  upsertSubscription,
} from '../subscriptions-repository.ts';
import { assertEndpointAllowed } from '../web-push-site.ts';

/** The site a public call came from: its client (found by key and Origin) and domain. */
export type TSite = { clientId: number; domain: string };

/** POST /api/v1/web-push/{vapidKey}/subscribe: records the calling browser's subscription. */
export async function subscribeBrowser(
  deps: TChannelDeps,
  site: TSite,
  body: { subscription: TPushSubscription; previousEndpoint?: string },
  userAgent: string,
): Promise<void> {
  assertEndpointAllowed(body.subscription.endpoint, deps.config.allowPrivateChannelHosts);
  await withTenant(deps.db, { clientId: site.clientId }, async (trx) => {
    await upsertSubscription(trx, site.clientId, {
      domain: site.domain,
      endpoint: body.subscription.endpoint,
      p256dh: body.subscription.keys.p256dh,
      auth: body.subscription.keys.auth,
      userAgent: userAgent.slice(0, 500),
    });
    if (body.previousEndpoint && body.previousEndpoint !== body.subscription.endpoint) {
      await carryIdentity(trx, body.previousEndpoint, body.subscription.endpoint);
    }
  });
}

/** POST /api/v1/web-push/{vapidKey}/unsubscribe. */
export function unsubscribeBrowser(
  deps: TChannelDeps,
  site: TSite,
  endpoint: string,
): Promise<boolean> {
  return withTenant(deps.db, { clientId: site.clientId }, (trx) =>
    deleteSubscriptionByEndpoint(trx, endpoint),
  );
}

type TEventBody = {
  endpoint: string;
  type: 'page_view' | 'custom' | 'delivered' | 'clicked';
  name?: string;
  value?: number;
  url?: string;
  messageId?: string;
};

/**
 * POST /api/v1/web-push/{vapidKey}/events: what the page and the service worker report, from a
 * subscribed browser only (an unknown endpoint is ignored, so a stranger cannot write events).
 * Page views and custom events meeting a goal also record a conversion worth the goal's value
 * (or the value reported, when the goal has none). Answers whether anything was recorded.
 */
export async function recordSiteEvent(
  deps: TChannelDeps,
  site: TSite,
  body: TEventBody,
): Promise<boolean> {
  return withTenant(deps.db, { clientId: site.clientId }, async (trx) => {
    const subscription = await findSubscriptionForEvent(trx, body.endpoint);
    if (!subscription) return false;
    const scope = {
      prefix: 'wp' as const,
      scope: subscription.domain,
      channelId: WEB_PUSH_CHANNEL_ID,
    };
    const record = (
      type: 'page_view' | 'delivered' | 'clicked' | 'converted',
      key: string,
      revenue?: number | null,
    ) =>
      recordPushEvent(trx, site.clientId, scope, {
        type,
        key,
        passportId: subscription.passportId,
        revenue,
      });
    if (body.type === 'delivered' || body.type === 'clicked') {
      if (!body.messageId || body.messageId.startsWith(TEST_MESSAGE_PREFIX)) return false;
      // One per message and browser, however often the worker reports it.
      await record(body.type, pushEventKey(scope, body.type, body.messageId, subscription.id));
      return true;
    }
    if (body.type === 'page_view') {
      await record('page_view', pushEventKey(scope, 'page_view', occurrence()));
    }
    const candidate = body.type === 'page_view' ? body.url : body.name;
    if (!candidate) return body.type === 'page_view';
    const goals = await listGoalRows(trx, body.type === 'page_view' ? 'url' : 'event');
    const met = goals.filter((goal) => goalMatches(goal.match, goal.target, candidate));
    for (const goal of met) {
      const revenue = goal.value === null ? (body.value ?? null) : Number(goal.value);
      await record('converted', pushEventKey(scope, 'converted', goal.id, occurrence()), revenue);
    }
    return body.type === 'page_view' || met.length > 0;
  });
}
