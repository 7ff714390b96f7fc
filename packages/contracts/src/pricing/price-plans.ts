/**
 * The price plan behind each licence type (issues 9 and 11): what one message of a channel
 * costs, how many a month the subscription includes, the account's resource limits, and what
 * happens at 100% of a limit. The spec shows no prices; these are ours. Money is integer minor
 * units of the licence type's currency; a message's price is in thousandths of a minor unit
 * (0.35p is 350), because single messages cost fractions of a penny. Amounts are rounded half
 * up once, on the line total, never per message.
 */
import { CHANNELS } from '../channels.ts';
import { LICENCE_TYPE_IDS, licenceType } from '../onboarding/licence-types.ts';

export type TChannelPrice = {
  /** List price of one message, thousandths of a minor unit. */
  unitPriceMilli: number;
  /** Messages a month the subscription covers; beyond it, overage or a block. */
  includedPerMonth: number;
};

export type TAtLimit = 'block' | 'overage';

export type TPricePlan = {
  licenceTypeId: number;
  currency: string;
  channels: Readonly<Record<number, TChannelPrice>>;
  limits: {
    contacts: number;
    /** Uploaded files and stored exports. */
    storageBytes: number;
    /** Bytes served and sent a month. */
    bandwidthBytes: number;
    /** The client's share of the database. */
    databaseBytes: number;
    apiCallsPerMonth: number;
  };
  /** At 100% of a channel's included messages: block further sends, or bill the overage. */
  atLimit: TAtLimit;
  /** Overage is billed at the unit price times this factor (basis points: 10000 = 1x). */
  overageFactorBp: number;
};

const GIB = 1024 ** 3;

/** List prices per message; email is cheapest, voice dearest. Unlisted channels: 0 (no charge). */
const UNIT_PRICE_MILLI: Readonly<Record<number, number>> = {
  1: 80, // Email: 0.08p
  2: 3_500, // SMS: 3.5p
  3: 0, // QR code: scans are free
  8: 20, // Web notification
  14: 20, // Mobile notification
  21: 2_500, // WhatsApp
  25: 6_000, // VMS
  26: 9_000, // Voice
  30: 500, // LINE
  33: 65_000, // Direct mail: 65p a letter
  34: 10, // Webhook
};
const OUTSIDE_PLATFORM_PRICE_MILLI = 10;

function channelPrices(includedScale: number): Record<number, TChannelPrice> {
  const prices: Record<number, TChannelPrice> = {};
  for (const channel of CHANNELS) {
    const unitPriceMilli = UNIT_PRICE_MILLI[channel.id] ?? OUTSIDE_PLATFORM_PRICE_MILLI;
    const base = channel.id === 1 ? 50_000 : channel.id === 33 ? 100 : 5_000;
    prices[channel.id] = { unitPriceMilli, includedPerMonth: base * includedScale };
  }
  return prices;
}

function plan(
  licenceTypeId: number,
  includedScale: number,
  limits: TPricePlan['limits'],
  atLimit: TAtLimit,
): TPricePlan {
  return {
    licenceTypeId,
    currency: licenceType(licenceTypeId)?.currency ?? 'GBP',
    channels: channelPrices(includedScale),
    limits,
    atLimit,
    overageFactorBp: 12_500,
  };
}

export const PRICE_PLANS: readonly TPricePlan[] = [
  plan(
    LICENCE_TYPE_IDS.starter,
    1,
    {
      contacts: 50_000,
      storageBytes: 1 * GIB,
      bandwidthBytes: 10 * GIB,
      databaseBytes: 2 * GIB,
      apiCallsPerMonth: 100_000,
    },
    'block',
  ),
  plan(
    LICENCE_TYPE_IDS.growth,
    4,
    {
      contacts: 500_000,
      storageBytes: 10 * GIB,
      bandwidthBytes: 100 * GIB,
      databaseBytes: 20 * GIB,
      apiCallsPerMonth: 1_000_000,
    },
    'overage',
  ),
  plan(
    LICENCE_TYPE_IDS.business,
    20,
    {
      contacts: 5_000_000,
      storageBytes: 100 * GIB,
      bandwidthBytes: 1_000 * GIB,
      databaseBytes: 200 * GIB,
      apiCallsPerMonth: 10_000_000,
    },
    'overage',
  ),
  plan(
    LICENCE_TYPE_IDS.agency,
    40,
    {
      contacts: 10_000_000,
      storageBytes: 200 * GIB,
      bandwidthBytes: 2_000 * GIB,
      databaseBytes: 400 * GIB,
      apiCallsPerMonth: 20_000_000,
    },
    'overage',
  ),
];

/** The plan of a licence type; an unknown type gets the smallest plan. */
export function pricePlanOf(licenceTypeId: number): TPricePlan {
  return PRICE_PLANS.find((p) => p.licenceTypeId === licenceTypeId) ?? PRICE_PLANS[0]!;
}

/** quantity x price in thousandths of a minor unit, rounded half up to a minor unit. */
export function amountMinor(quantity: number, priceMilli: number): number {
  const milli = BigInt(quantity) * BigInt(priceMilli);
  return Number((milli + 500n) / 1000n);
}

/** What sending `count` messages of a channel costs at list price. */
export function estimateCostMinor(licenceTypeId: number, channelId: number, count: number): number {
  const price = pricePlanOf(licenceTypeId).channels[channelId]?.unitPriceMilli ?? 0;
  return amountMinor(count, price);
}

/** The overage price of one message, thousandths of a minor unit. */
export function overagePriceMilli(plan: TPricePlan, channelId: number): number {
  const unit = plan.channels[channelId]?.unitPriceMilli ?? 0;
  return Math.round((unit * plan.overageFactorBp) / 10_000);
}
