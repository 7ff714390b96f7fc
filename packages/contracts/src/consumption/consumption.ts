import { z } from 'zod';

/**
 * Consumption (issue 11): the account's status against its plan, a month's metered usage
 * (spec section 3, consumption slice: bandwidth, dataStorage, dBConsumption, monthYear,
 * lastUpdatedDateTime, channelConsumptionList) and the activity list CSV. Months are calendar
 * months in UTC, the same months invoices bill.
 */

export const CONSUMPTION_LIMITS = {
  /** The first month anyone can ask for. */
  minYear: 2000,
  /** Communications listed in a channel's drill-down, largest first. */
  topCommunications: 10,
  /** Thresholds a notice is raised at, percent of a limit. */
  thresholds: [80, 100] as const,
} as const;

export const CONSUMPTION_MSG = {
  futureMonth: 'That month has not started yet: pick this month or an earlier one',
  badMonth: 'Month must be a whole number from 1 to 12',
  badYear: `Year must be a whole number from ${CONSUMPTION_LIMITS.minYear}`,
  unknownChannel: 'Your licence has no such channel and it has no usage',
  downloadExpired: 'This download link has expired: download the activity list again',
  details: 'Consumption details',
  status: 'Account status',
  downloadReady: 'Download ready',
} as const;

export const ZConsumptionPeriodSchema = z.object({
  month: z
    .number({ error: CONSUMPTION_MSG.badMonth })
    .int(CONSUMPTION_MSG.badMonth)
    .min(1, CONSUMPTION_MSG.badMonth)
    .max(12, CONSUMPTION_MSG.badMonth),
  year: z
    .number({ error: CONSUMPTION_MSG.badYear })
    .int(CONSUMPTION_MSG.badYear)
    .min(CONSUMPTION_LIMITS.minYear, CONSUMPTION_MSG.badYear)
    .max(9999, CONSUMPTION_MSG.badYear),
  channelId: z.number().int().positive().optional(),
});
export type TConsumptionPeriod = z.infer<typeof ZConsumptionPeriodSchema>;

/** True when year/month is after the month that holds `now` (UTC). */
export function isFutureMonth(year: number, month: number, now: Date = new Date()): boolean {
  return year * 12 + month > now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}

/** "2026-11": the key of a month (monthYear in the slice). */
export function monthKey(year: number, month: number): string {
  return `${year}-${String(month).padStart(2, '0')}`;
}

/** A usage figure against its limit (limit 0: none). */
export const ZUsageGaugeSchema = z.object({
  used: z.number().nonnegative(),
  limit: z.number().nonnegative(),
  percent: z.number().nonnegative(),
});
export type TUsageGauge = z.infer<typeof ZUsageGaugeSchema>;

export const ZChannelConsumptionSchema = z.object({
  channelId: z.number().int(),
  channelName: z.string(),
  messages: z.number().int().nonnegative(),
  included: z.number().int().nonnegative(),
  overage: z.number().int().nonnegative(),
  /** What the month bills beyond the plan: the overage at the overage price, minor units. */
  costMinor: z.number().int().nonnegative(),
  percent: z.number().nonnegative(),
});
export type TChannelConsumption = z.infer<typeof ZChannelConsumptionSchema>;

export const ZDailyUsageSchema = z.object({ day: z.string(), messages: z.number().int() });
export const ZDepartmentUsageSchema = z.object({
  departmentId: z.number().int(),
  departmentName: z.string(),
  messages: z.number().int(),
});
export const ZCommunicationUsageSchema = z.object({
  communicationId: z.number().int(),
  communicationName: z.string(),
  messages: z.number().int(),
});

export const ZChannelDetailSchema = z.object({
  channel: ZChannelConsumptionSchema,
  daily: z.array(ZDailyUsageSchema),
  byDepartment: z.array(ZDepartmentUsageSchema),
  byCommunication: z.array(ZCommunicationUsageSchema),
});
export type TChannelDetail = z.infer<typeof ZChannelDetailSchema>;

export const ZConsumptionDetailsSchema = z.object({
  monthYear: z.string(),
  currency: z.string(),
  bandwidth: ZUsageGaugeSchema,
  dataStorage: ZUsageGaugeSchema,
  dBConsumption: ZUsageGaugeSchema,
  contacts: ZUsageGaugeSchema,
  apiCalls: ZUsageGaugeSchema,
  /** ISO time of the newest counter of the month; null when nothing was metered. */
  lastUpdatedDateTime: z.string().nullable(),
  channelConsumptionList: z.array(ZChannelConsumptionSchema),
  totalCostMinor: z.number().int().nonnegative(),
  channelDetail: ZChannelDetailSchema.optional(),
});
export type TConsumptionDetails = z.infer<typeof ZConsumptionDetailsSchema>;

export const ZAccountStatusRequestSchema = z.object({}).optional();
export const ZAccountStatusSchema = z.object({
  licenceTypeId: z.number().int(),
  licenceTypeName: z.string(),
  validFrom: z.string().nullable(),
  validUntil: z.string().nullable(),
  daysLeft: z.number().int().nullable(),
  currency: z.string(),
  planAmountMinor: z.number().int().nonnegative(),
  planFrequency: z.string(),
  atLimit: z.enum(['block', 'overage']),
  /** Overage price factor in basis points (12500 = 1.25 x list price). */
  overageFactorBp: z.number().int(),
  limits: z.object({
    contacts: ZUsageGaugeSchema,
    storageBytes: ZUsageGaugeSchema,
    bandwidthBytes: ZUsageGaugeSchema,
    databaseBytes: ZUsageGaugeSchema,
    apiCallsPerMonth: ZUsageGaugeSchema,
  }),
  channelIds: z.array(z.number().int()),
});
export type TAccountStatus = z.infer<typeof ZAccountStatusSchema>;

export const ZActivityCsvQuerySchema = z.object({ token: z.string().max(2000).optional() });

/** The activity list's columns, in order. */
export const ACTIVITY_CSV_HEADER = [
  'Sent at (UTC)',
  'Communication',
  'Channel',
  'Recipient',
  'Status',
  'Cost',
] as const;
