/**
 * One recipient's reaction to one send: sent, then delivered or bounced, then perhaps opened
 * (sometimes twice), clicked, converted with an order or left a lead, or unsubscribed. Written
 * into a reused array of steps so that counting a big history allocates nothing per event.
 */
import type { TContactEventType } from '@resonate/contracts/events/ingest';
import type { TChannelProfile } from './channel-profiles.ts';
import type { TRandom } from './random.ts';

export type TStep = {
  /** Short suffix of the event id, unique within the recipient's wave. */
  code: string;
  type: TContactEventType;
  at: number;
  revenue?: number;
  cost?: number;
  leadSource?: string;
};

const HOUR_MS = 3_600_000;

/** Where a lead from a campaign on this channel says it came from. */
const CAMPAIGN_LEAD_SOURCE: Record<number, string> = {
  5: 'Social media',
  6: 'Website',
  7: 'Social media',
  10: 'Paid search',
  13: 'Webinar',
  15: 'Social media',
  26: 'Phone',
  33: 'Direct mail',
};

export const orderValue = (random: TRandom, median: number) =>
  Math.max(1, Math.round(random.logNormal(median, 0.55) * 100) / 100);

/**
 * Fills `out` with the steps of one recipient sent at `sentAt`, none after `now`; returns how
 * many. The order is the order they happened in for each thread (sent before everything).
 */
export function recipientFunnel(
  random: TRandom,
  profile: TChannelProfile,
  sentAt: number,
  now: number,
  out: TStep[],
): number {
  let n = 0;
  const push = (step: TStep) => {
    if (step.at <= now) out[n++] = step;
  };
  if (sentAt > now) return 0;
  push({ code: 's', type: 'sent', at: sentAt, cost: profile.costPerSend });
  if (!random.chance(profile.delivered)) {
    push({ code: 'b', type: 'bounced', at: sentAt + 5_000 + random.int(115_000) });
    return n;
  }
  const deliveredAt = sentAt + 1_000 + random.int(59_000);
  push({ code: 'd', type: 'delivered', at: deliveredAt });
  const react = () => deliveredAt + Math.round(random.exponential(profile.reactHours * HOUR_MS));
  let engagedAt: number | undefined;
  if (profile.opened > 0 && random.chance(profile.opened)) {
    engagedAt = react();
    push({ code: 'o', type: 'opened', at: engagedAt });
    if (random.chance(profile.reopened)) {
      push({
        code: 'o2',
        type: 'opened',
        at: engagedAt + Math.round(random.exponential(20 * HOUR_MS)),
      });
    }
  }
  const clickChance = profile.opened > 0 ? profile.clicked / profile.opened : profile.clicked;
  if ((profile.opened === 0 || engagedAt !== undefined) && random.chance(clickChance)) {
    const clickedAt = (engagedAt ?? react()) + Math.round(random.exponential(600_000));
    push({ code: 'k', type: 'clicked', at: clickedAt });
    const outcome = random.next() * profile.clicked;
    if (outcome < profile.converted) {
      push({
        code: 'v',
        type: 'converted',
        at: clickedAt + Math.round(random.exponential(profile.convertHours * HOUR_MS)),
        revenue: orderValue(random, profile.orderMedian),
      });
    } else if (outcome < profile.converted + profile.leads) {
      push({
        code: 'l',
        type: 'lead',
        at: clickedAt + Math.round(random.exponential(HOUR_MS / 3)),
        leadSource: CAMPAIGN_LEAD_SOURCE[profile.channelId] ?? 'Campaign',
      });
    }
  }
  if (random.chance(profile.unsubscribed)) {
    push({
      code: 'u',
      type: 'unsubscribed',
      at: react() + Math.round(random.exponential(HOUR_MS)),
    });
  }
  return n;
}
