import { CHANNELS } from '../channels.ts';

/**
 * The licence type catalogue: what the Licensetype page offers, what a payment buys and what a
 * licence key names (its `t`). Ids are stable (keys and clients store them). Types below 3 are
 * the small plans: spec section 6, "licence type id below 3 ... selects the department menu
 * variant". Prices are in minor units of `currency`; the yearly price is ten months' worth.
 */
export type TLicenceFrequency = 'Monthly' | 'Yearly';

export type TLicenceType = {
  id: number;
  name: string;
  /** Seats (active users) included. */
  seats: number;
  /** Channel ids (CHANNELS) the type enables. */
  channelIds: readonly number[];
  /** An agency type: the client becomes an agency that sets up brands. */
  isAgency: boolean;
  currency: string;
  monthlyPriceMinor: number;
  yearlyPriceMinor: number;
};

const ALL_CHANNEL_IDS: readonly number[] = CHANNELS.map((channel) => channel.id);

export const LICENCE_TYPE_IDS = { starter: 1, growth: 2, business: 3, agency: 4 } as const;

export const LICENCE_TYPES: readonly TLicenceType[] = [
  {
    id: LICENCE_TYPE_IDS.starter,
    name: 'Starter',
    seats: 3,
    channelIds: [1, 2, 8],
    isAgency: false,
    currency: 'GBP',
    monthlyPriceMinor: 9_900,
    yearlyPriceMinor: 99_000,
  },
  {
    id: LICENCE_TYPE_IDS.growth,
    name: 'Growth',
    seats: 10,
    channelIds: [1, 2, 3, 8, 14, 21],
    isAgency: false,
    currency: 'GBP',
    monthlyPriceMinor: 19_900,
    yearlyPriceMinor: 199_000,
  },
  {
    id: LICENCE_TYPE_IDS.business,
    name: 'Business',
    seats: 25,
    channelIds: ALL_CHANNEL_IDS,
    isAgency: false,
    currency: 'GBP',
    monthlyPriceMinor: 49_900,
    yearlyPriceMinor: 499_000,
  },
  {
    id: LICENCE_TYPE_IDS.agency,
    name: 'Agency',
    seats: 50,
    channelIds: ALL_CHANNEL_IDS,
    isAgency: true,
    currency: 'GBP',
    monthlyPriceMinor: 99_900,
    yearlyPriceMinor: 999_000,
  },
];

export const LICENCE_TYPE_ID_LIST: readonly number[] = LICENCE_TYPES.map((type) => type.id);

export function licenceType(id: number): TLicenceType | undefined {
  return LICENCE_TYPES.find((type) => type.id === id);
}

/** Days a licence bought at this frequency lasts (a payment's validity). */
export const LICENCE_PERIOD_DAYS: Readonly<Record<TLicenceFrequency, number>> = {
  Monthly: 30,
  Yearly: 365,
};

/** Price of a type at a frequency, in minor units. */
export function licencePriceMinor(type: TLicenceType, frequency: TLicenceFrequency): number {
  return frequency === 'Yearly' ? type.yearlyPriceMinor : type.monthlyPriceMinor;
}
