import type { TWebPushSubscriptionItem } from '@resonate/contracts/communication-settings/web-push-subscribers';
import { withTenant } from '#/db/tenant.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import { ownClient, ownClientAdmin, type TChannelDeps } from '../channel-common/scope.ts';
import { listSubscriptions, upsertSubscription } from './subscriptions-repository.ts';
import { assertEndpointAllowed } from './web-push-site.ts';

/** A browser's name from its user agent: enough to pick one's own browser from the list. */
export function browserOf(userAgent: string): string {
  if (/Edg\//.test(userAgent)) return 'Edge';
  if (/OPR\//.test(userAgent)) return 'Opera';
  if (/Firefox\//.test(userAgent)) return 'Firefox';
  if (/Chrome\//.test(userAgent)) return 'Chrome';
  if (/Safari\//.test(userAgent)) return 'Safari';
  return 'Other';
}

/**
 * POST CommunicationSetting/GetWebPushSubscriptions: subscribed browsers, newest first. The
 * endpoint itself is a capability (whoever holds it with the keys can push), so only its push
 * service is shown.
 */
export async function getWebPushSubscriptions(
  deps: TChannelDeps,
  auth: TAuthContext,
  body: { clientId: number; domain?: string; page: number; pageSize: number },
): Promise<{ subscriptions: TWebPushSubscriptionItem[]; total: number }> {
  ownClient(auth, body);
  const { rows, total } = await withTenant(deps.db, { clientId: auth.clientId }, (trx) =>
    listSubscriptions(trx, {
      domain: body.domain || undefined,
      limit: body.pageSize,
      offset: (body.page - 1) * body.pageSize,
    }),
  );
  return {
    total,
    subscriptions: rows.map((row) => ({
      subscriptionId: row.id,
      domain: row.domain,
      pushService: URL.canParse(row.endpoint) ? new URL(row.endpoint).hostname : '',
      browser: browserOf(row.user_agent),
      contactEmail: row.email ?? null,
      createdAt: row.created_at.toISOString(),
      lastSeenAt: row.last_seen_at.toISOString(),
    })),
  };
}

/**
 * POST CommunicationSetting/SaveWebPushSubscription (account admins): the admin's own browser,
 * subscribed from the settings page to receive test pushes. It is listed under the product's
 * own host, apart from the client's sites.
 */
export async function saveWebPushSubscription(
  deps: TChannelDeps,
  auth: TAuthContext,
  body: {
    clientId: number;
    subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  },
  userAgent: string,
): Promise<number> {
  ownClientAdmin(auth, body);
  assertEndpointAllowed(body.subscription.endpoint, deps.config.allowPrivateChannelHosts);
  return withTenant(deps.db, { clientId: auth.clientId }, (trx) =>
    upsertSubscription(trx, auth.clientId, {
      domain: new URL(deps.config.publicUrl).hostname,
      endpoint: body.subscription.endpoint,
      p256dh: body.subscription.keys.p256dh,
      auth: body.subscription.keys.auth,
      userAgent: userAgent.slice(0, 500),
    }),
  );
}
