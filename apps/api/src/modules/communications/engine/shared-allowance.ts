import { sql } from 'kysely';
import { CHANNEL_IDS_BY_NAME } from '@resonate/contracts/campaigns/content';
import { withTenant } from '#/db/tenant.ts';
import { getSmtpThrottle } from '#/modules/communication-settings/index.ts';
import type { TCommunicationDeps } from '../deps.ts';

export type TAllowanceOf = {
  clientId: number;
  channelId: number;
  communicationId: number;
  /** The communication's (or journey step's) own limit; 0: none. */
  throttlePerMinute: number;
};

/** The client's SMTP throttle (all its email) as windows; a 0 limit is none. */
export async function smtpThrottleWindows(
  deps: TCommunicationDeps,
  clientId: number,
): Promise<{ perWindow: number; windowMs: number }[]> {
  const smtp = await getSmtpThrottle(deps, clientId);
  return [
    { perWindow: smtp.perSecond, windowMs: 1_000 },
    { perWindow: smtp.perMinute, windowMs: 60_000 },
    { perWindow: smtp.perHour, windowMs: 3_600_000 },
  ].filter((w) => w.perWindow > 0);
}

/**
 * How many messages may be handed over now under the limits counted from the database, so
 * every journey tick and worker shares them (issue 22, item 7): the step's messages per minute
 * and, for email, the client's SMTP throttle (per second, minute, hour) over all its email.
 * A campaign run keeps token buckets in memory (rate-limiter.ts) started from the same counts.
 * `retryAt`: when one more may go, if none may now.
 */
export async function sharedAllowance(
  deps: TCommunicationDeps,
  of: TAllowanceOf,
  now: Date,
): Promise<{ allowed: number; retryAt: Date }> {
  const { clientId, channelId, communicationId } = of;
  const windows: { perWindow: number; windowMs: number; ownOnly: boolean }[] = [];
  if (of.throttlePerMinute > 0) {
    windows.push({ perWindow: of.throttlePerMinute, windowMs: 60_000, ownOnly: true });
  }
  if (channelId === CHANNEL_IDS_BY_NAME.email) {
    for (const window of await smtpThrottleWindows(deps, clientId)) {
      windows.push({ ...window, ownOnly: false });
    }
  }
  // Every window counted in one transaction, not one each; none without a limit.
  const usedCounts =
    windows.length === 0
      ? []
      : await withTenant(deps.db, { clientId }, async (trx) => {
          const counts: number[] = [];
          for (const window of windows) {
            const row = await sql<{ n: number }>`select count(*)::int as n from messages
              where client_id = ${clientId} and channel_id = ${channelId}
                and (${!window.ownOnly} or communication_id = ${communicationId})
                and status in ('sent', 'delivered')
                and sent_at > ${now}::timestamptz - make_interval(secs => ${window.windowMs / 1000})`.execute(
              trx,
            );
            counts.push(row.rows[0]?.n ?? 0);
          }
          return counts;
        });
  let allowed = Number.POSITIVE_INFINITY;
  let waitMs = 0;
  windows.forEach((window, i) => {
    const left = Math.max(0, window.perWindow - usedCounts[i]!);
    allowed = Math.min(allowed, left);
    // Roughly when one slot frees: the window's even spacing.
    if (left === 0) waitMs = Math.max(waitMs, Math.ceil(window.windowMs / window.perWindow));
  });
  return { allowed, retryAt: new Date(now.getTime() + Math.max(waitMs, 1_000)) };
}
