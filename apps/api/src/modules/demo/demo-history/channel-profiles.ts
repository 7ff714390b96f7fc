/**
 * How each channel of the spec behaves in the demo history: the funnel rates of a typical UK
 * retailer (rates are fractions of the delivered messages, so opened >= clicked >= converted),
 * what a send costs, how big an order is, how quickly people react, and how often the channel
 * is used. Figures are plausible industry averages, not measurements.
 */
import { CHANNELS } from '@resonate/contracts/channels';

export type TChannelProfile = {
  channelId: number;
  /** Share of the communications on this channel (weights, any scale). */
  mix: number;
  delivered: number;
  /** Of delivered; 0 where a channel has no open tracking (then clicks come from delivered). */
  opened: number;
  clicked: number;
  converted: number;
  unsubscribed: number;
  /** Of delivered: a lead form filled after a click (lead channels). */
  leads: number;
  /** Share of openers who open again. */
  reopened: number;
  /** GBP per send, 4 decimals. */
  costPerSend: number;
  /** Median order value in GBP. */
  orderMedian: number;
  /** Mean hours from delivery to the open (or click), and from click to conversion. */
  reactHours: number;
  convertHours: number;
  /** The address a message row records. */
  address: 'email' | 'mobile' | null;
  /** Names of campaigns on this channel, the season's theme is appended. */
  names: readonly string[];
};

type TAddress = TChannelProfile['address'];
type TRow = [
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  TAddress,
];

/* prettier-ignore */
const ROWS: TRow[] = [
  // id, mix, delivered, opened, clicked, converted, unsub, leads, reopened, cost, order, react h, convert h, address
  [1, 30, 0.975, 0.26, 0.035, 0.009, 0.002, 0, 0.25, 0.0009, 62, 6, 20, 'email'],
  [2, 12, 0.965, 0, 0.07, 0.014, 0.004, 0, 0, 0.035, 48, 0.8, 6, 'mobile'],
  [3, 2, 1, 0.18, 0.09, 0.02, 0, 0, 0.2, 0.01, 35, 30, 4, null],
  [4, 2, 1, 0.3, 0.05, 0.004, 0, 0, 0.2, 0.002, 40, 12, 48, null],
  [5, 5, 1, 0.12, 0.018, 0.004, 0, 0.004, 0.2, 0.006, 55, 3, 30, null],
  [6, 3, 1, 0.45, 0.06, 0.012, 0, 0.005, 0.2, 0.0005, 58, 0.2, 2, null],
  [7, 3, 1, 0.09, 0.012, 0.002, 0, 0.002, 0.2, 0.001, 45, 5, 36, null],
  [8, 6, 0.93, 0.12, 0.04, 0.006, 0.003, 0, 0.2, 0.0004, 52, 0.5, 8, null],
  [10, 5, 1, 0.08, 0.015, 0.005, 0, 0.006, 0.2, 0.012, 70, 2, 24, null],
  [13, 2, 0.99, 0.45, 0.15, 0.02, 0.002, 0.025, 0.4, 0.02, 120, 48, 72, 'email'],
  [14, 8, 0.95, 0.08, 0.035, 0.007, 0.004, 0, 0.2, 0.0003, 50, 0.7, 10, null],
  [15, 2, 1, 0.35, 0.025, 0.004, 0, 0.003, 0.2, 0.008, 65, 8, 40, null],
  [16, 3, 0.99, 0.3, 0.08, 0.015, 0.001, 0, 0.2, 0.0002, 48, 4, 3, null],
  [21, 8, 0.98, 0.62, 0.12, 0.021, 0.005, 0, 0.1, 0.028, 55, 1, 8, 'mobile'],
  [25, 2, 0.9, 0.4, 0.03, 0.006, 0.006, 0, 0.2, 0.05, 60, 5, 24, 'mobile'],
  [26, 2, 0.7, 0.55, 0.08, 0.025, 0.01, 0.02, 0.2, 0.11, 90, 0.05, 12, 'mobile'],
  [30, 2, 0.98, 0.55, 0.07, 0.012, 0.004, 0, 0.2, 0.015, 52, 2, 10, null],
  [33, 3, 0.96, 0, 0.03, 0.012, 0.001, 0.004, 0, 0.62, 85, 72, 96, null],
  [34, 2, 0.995, 0, 0.02, 0.005, 0, 0, 0, 0.0001, 50, 1, 12, null],
];

const NAMES: Record<number, readonly string[]> = {
  1: ['Newsletter', 'New arrivals', 'Weekend offer', 'Loyalty update'],
  2: ['Flash sale text', 'Order reminder', 'Store event'],
  3: ['In-store QR', 'Receipt QR'],
  4: ['Review replies', 'Reputation follow-up'],
  5: ['Social ads', 'Lookalike audience', 'Retargeting'],
  6: ['On-site banner', 'Exit intent offer'],
  7: ['Instagram post', 'Community post'],
  8: ['Browser push', 'Price drop alert'],
  10: ['Paid search', 'Display campaign', 'Shopping ads'],
  13: ['Styling webinar', 'Product masterclass'],
  14: ['App push', 'Basket reminder push'],
  15: ['Video pre-roll', 'Lookbook video'],
  16: ['In-app message', 'App inbox card'],
  21: ['WhatsApp offer', 'Back in stock'],
  25: ['Voicemail drop'],
  26: ['Outbound call', 'Appointment call'],
  30: ['LINE message', 'LINE coupon'],
  33: ['Catalogue mailing', 'Postcard offer'],
  34: ['Partner webhook', 'CRM sync trigger'],
};

export const CHANNEL_PROFILES: readonly TChannelProfile[] = ROWS.map(
  ([
    channelId,
    mix,
    delivered,
    opened,
    clicked,
    converted,
    unsubscribed,
    leads,
    reopened,
    costPerSend,
    orderMedian,
    reactHours,
    convertHours,
    address,
  ]) => ({
    channelId,
    mix,
    delivered,
    opened,
    clicked,
    converted,
    unsubscribed,
    leads,
    reopened,
    costPerSend,
    orderMedian,
    reactHours,
    convertHours,
    address,
    names: NAMES[channelId] ?? ['Campaign'],
  }),
);

export function channelProfile(channelId: number): TChannelProfile {
  const found = CHANNEL_PROFILES.find((p) => p.channelId === channelId);
  if (!found) throw new Error(`no demo profile for channel ${channelId}`);
  return found;
}

/** Every channel of the spec has a profile (checked once at import). */
for (const channel of CHANNELS) channelProfile(channel.id);

/** Stored events one send is expected to produce on this channel (for sizing the plan). */
export function expectedEventsPerSend(p: TChannelProfile): number {
  const opens = p.opened * (1 + p.reopened);
  const afterDelivery = opens + p.clicked + p.converted + p.unsubscribed + p.leads;
  return 1 + 1 /* delivered or bounced */ + p.delivered * afterDelivery;
}
