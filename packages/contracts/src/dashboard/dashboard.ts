/**
 * The communication dashboard (feature 1, spec sections 2, 3 and 7): eight widgets, each with
 * its own endpoint under Dashboard/, all for a date range and the session's department.
 * Figures come from rollup tables, never from a scan of raw events.
 */
import { z } from 'zod';

/** Spec section 3: the dashboard slice's title default. */
export const DASHBOARD_TITLE = 'Communication dashboard';

/** Our choices: the default range and the longest one. */
export const DASHBOARD_DEFAULT_DAYS = 30;
export const DASHBOARD_RANGE_MAX_DAYS = 366;
/** Rows of the campaign widgets. */
export const DASHBOARD_TOP_N = 5;
export const DASHBOARD_RECENT_N = 10;
/** Active campaigns listed at most (newest first); more are rare and belong on the campaign list. */
export const DASHBOARD_ACTIVE_MAX = 20;
/** Lead sources listed at most (largest first); `total` still counts every source. */
export const DASHBOARD_LEAD_SOURCES_MAX = 12;
/** A campaign needs this many sends before its rates rank it among the top performers. */
export const TOP_PERFORMANCE_MIN_SENT = 100;

export const DASHBOARD_RANGE_PRESETS = [7, 30, 90, 180, 365] as const;

export const DASHBOARD_MSG = {
  badDate: 'Enter a date as YYYY-MM-DD',
  fromAfterTo: 'The start date must be on or before the end date',
  rangeTooLong: `Choose a range of at most ${DASHBOARD_RANGE_MAX_DAYS} days`,
  inTheFuture: 'The range cannot start in the future',
} as const;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day that exists (no 30 February), from 1900 on, as PostgreSQL reads it too. */
function isRealDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return (
    !Number.isNaN(time) &&
    new Date(time).toISOString().slice(0, 10) === value &&
    value >= '1900-01-01'
  );
}

const ZIsoDateSchema = z
  .string({ error: DASHBOARD_MSG.badDate })
  .regex(ISO_DATE, { error: DASHBOARD_MSG.badDate })
  .refine(isRealDate, { error: DASHBOARD_MSG.badDate });

function daysBetween(from: string, to: string): number {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
}

/**
 * Days are UTC days, so a user east of UTC may already be one day ahead: a start up to
 * tomorrow (UTC) is allowed, later ones are refused.
 */
function startsInTheFuture(from: string, now = Date.now()): boolean {
  const today = new Date(now).toISOString().slice(0, 10);
  return daysBetween(today, from) > 1;
}

/**
 * Every Dashboard/ endpoint takes this body. Days are UTC calendar days, both ends included.
 * The department is the session's (0: the whole client), never a body field.
 */
export const ZDashboardRangeSchema = z
  .object({ fromDate: ZIsoDateSchema, toDate: ZIsoDateSchema })
  .check((ctx) => {
    const { fromDate, toDate } = ctx.value;
    // A bad date already has its message; comparing it would only add a misleading one.
    if (!isRealDate(fromDate) || !isRealDate(toDate)) return;
    const days = daysBetween(fromDate, toDate);
    if (days < 0) {
      ctx.issues.push({
        code: 'custom',
        input: ctx.value,
        path: ['toDate'],
        message: DASHBOARD_MSG.fromAfterTo,
      });
    } else if (days + 1 > DASHBOARD_RANGE_MAX_DAYS) {
      ctx.issues.push({
        code: 'custom',
        input: ctx.value,
        path: ['fromDate'],
        message: DASHBOARD_MSG.rangeTooLong,
      });
    }
    if (startsInTheFuture(fromDate)) {
      ctx.issues.push({
        code: 'custom',
        input: ctx.value,
        path: ['fromDate'],
        message: DASHBOARD_MSG.inTheFuture,
      });
    }
  });
export type TDashboardRange = z.infer<typeof ZDashboardRangeSchema>;

/** The funnel counts every campaign row carries. */
const ZFunnelSchema = z.object({
  sent: z.number(),
  delivered: z.number(),
  opened: z.number(),
  clicked: z.number(),
  converted: z.number(),
});
export type TFunnel = z.infer<typeof ZFunnelSchema>;

const ZCampaignRefSchema = z.object({
  communicationId: z.number().int(),
  name: z.string(),
  channelId: z.number().int(),
  /** Status code 1-20; display class from statusClass(), label from statusLabel(). */
  status: z.number().int(),
});

/** Dashboard/GetActiveCampaigns: campaigns under way, then the most recent others. */
export const ZActiveCampaignSchema = ZCampaignRefSchema.extend(ZFunnelSchema.shape).extend({
  /**
   * Set when the row is a journey: its send steps' communications as one campaign, named after
   * the journey, with their figures summed (communicationId is then its first step's).
   */
  journeyId: z.number().int().optional(),
  audienceSize: z.number(),
  scheduledAt: z.string().nullable(),
  startedAt: z.string().nullable(),
  revenue: z.number(),
});
export type TActiveCampaign = z.infer<typeof ZActiveCampaignSchema>;
export const ZActiveCampaignsSchema = z.object({
  active: z.array(ZActiveCampaignSchema),
  recent: z.array(ZActiveCampaignSchema),
});

/** Dashboard/GetRoiData: totals and a series; roi = (revenue - cost) / cost, null when cost 0. */
export const ZRoiPointSchema = z.object({
  date: z.string(),
  revenue: z.number(),
  cost: z.number(),
});
export const ZRoiDataSchema = z.object({
  currency: z.string(),
  revenue: z.number(),
  cost: z.number(),
  roi: z.number().nullable(),
  /** 'day' up to 92 days, 'week' (ISO week, date of its Monday) beyond. */
  granularity: z.enum(['day', 'week']),
  series: z.array(ZRoiPointSchema),
});
export type TRoiData = z.infer<typeof ZRoiDataSchema>;

/** Dashboard/GetChannelPerformance: one row per channel with activity in the range. */
export const ZChannelPerformanceSchema = ZFunnelSchema.extend({ channelId: z.number().int() });
export type TChannelPerformance = z.infer<typeof ZChannelPerformanceSchema>;
export const ZChannelPerformanceListSchema = z.object({
  channels: z.array(ZChannelPerformanceSchema),
});

/**
 * Dashboard/GetCustomPropensityData: audience behaviour by recency of the last engagement
 * (open, click, conversion, lead, page view) and frequency (engagements so far).
 */
export const PROPENSITY_SEGMENTS = ['engaged', 'at_risk', 'dormant', 'never'] as const;
export type TPropensitySegment = (typeof PROPENSITY_SEGMENTS)[number];
/** Days since the last engagement: engaged up to 30, at risk up to 90, dormant beyond. */
export const PROPENSITY_RECENCY_DAYS = { engaged: 30, atRisk: 90 } as const;

export const FREQUENCY_BANDS = ['once', 'few', 'often'] as const;
export type TFrequencyBand = (typeof FREQUENCY_BANDS)[number];
/** Engagements: once = 1, few = 2-4, often = 5 or more. */
export const FREQUENCY_BAND_MIN = { once: 1, few: 2, often: 5 } as const;

/**
 * Whole UTC days from the day of the last engagement to the day of `now`: the dashboard reads
 * day rollups, so a person's segment depends on UTC dates, never on the hour. The 360 page
 * uses the same two functions so both agree on every person.
 */
export function daysSinceEngagement(lastEngagedAt: Date | string, now: Date = new Date()): number {
  const day = (value: Date | string) => Date.parse(new Date(value).toISOString().slice(0, 10));
  return Math.round((day(now) - day(lastEngagedAt)) / 86_400_000);
}

/** The segment of a person; null (no engagement ever) is 'never'. */
export function propensitySegmentOf(daysSince: number | null): TPropensitySegment {
  if (daysSince === null) return 'never';
  if (daysSince <= PROPENSITY_RECENCY_DAYS.engaged) return 'engaged';
  if (daysSince <= PROPENSITY_RECENCY_DAYS.atRisk) return 'at_risk';
  return 'dormant';
}

/** The frequency band of a number of engagements (at least 1). */
export function frequencyBandOf(engagements: number): TFrequencyBand {
  if (engagements >= FREQUENCY_BAND_MIN.often) return 'often';
  if (engagements >= FREQUENCY_BAND_MIN.few) return 'few';
  return 'once';
}

export const ZPropensityDataSchema = z.object({
  segments: z.array(z.object({ segment: z.enum(PROPENSITY_SEGMENTS), contacts: z.number() })),
  matrix: z.array(
    z.object({
      segment: z.enum(PROPENSITY_SEGMENTS).exclude(['never']),
      frequency: z.enum(FREQUENCY_BANDS),
      contacts: z.number(),
    }),
  ),
  totalContacts: z.number(),
});
export type TPropensityData = z.infer<typeof ZPropensityDataSchema>;

/** Dashboard/GetTopPerformanceCampaigns: by conversion rate, then click rate. */
export const ZTopPerformanceSchema = ZCampaignRefSchema.extend(ZFunnelSchema.shape).extend({
  /** Fractions of sent (0-1). */
  openRate: z.number(),
  clickRate: z.number(),
  conversionRate: z.number(),
});
export type TTopPerformance = z.infer<typeof ZTopPerformanceSchema>;
export const ZTopPerformanceListSchema = z.object({ campaigns: z.array(ZTopPerformanceSchema) });

/** Dashboard/GetTopRevenueCampaigns: by revenue in the range. */
export const ZTopRevenueSchema = ZCampaignRefSchema.extend({
  revenue: z.number(),
  cost: z.number(),
  roi: z.number().nullable(),
  converted: z.number(),
});
export type TTopRevenue = z.infer<typeof ZTopRevenueSchema>;
export const ZTopRevenueListSchema = z.object({
  currency: z.string(),
  campaigns: z.array(ZTopRevenueSchema),
});

/**
 * Dashboard/GetAvgTimeToConvertion (the spec's spelling): from the send of a campaign's message
 * to the person's conversion attributed to that campaign.
 */
export const ZAvgTimeToConvertSchema = z.object({
  averageSeconds: z.number().nullable(),
  conversions: z.number(),
  byChannel: z.array(
    z.object({
      channelId: z.number().int(),
      averageSeconds: z.number().nullable(),
      conversions: z.number(),
    }),
  ),
});
export type TAvgTimeToConvert = z.infer<typeof ZAvgTimeToConvertSchema>;

/** Dashboard/GetLeadsSourceData: leads per source, largest first. */
export const ZLeadSourcesSchema = z.object({
  total: z.number(),
  sources: z.array(z.object({ source: z.string(), leads: z.number() })),
});
export type TLeadSources = z.infer<typeof ZLeadSourcesSchema>;

/**
 * Dashboard/GetDataLag: how many seconds the dashboard's figures are behind the primary
 * database (0 without a read replica, DATABASE_REPLICA_URL). Our choice: the page says so only
 * past a minute, since its figures are daily sums that a few seconds never change visibly;
 * past that the replica is falling behind, and a figure someone just moved may not show yet.
 */
export const DASHBOARD_LAG_NOTICE_SECONDS = 60;
export const ZDataLagSchema = z.object({ behindSeconds: z.number().nonnegative() });
export type TDataLag = z.infer<typeof ZDataLagSchema>;

/** The dashboard's note when its figures lag; undefined when they are fresh enough. */
export function dataLagNote(behindSeconds: number): string | undefined {
  if (!(behindSeconds > DASHBOARD_LAG_NOTICE_SECONDS)) return undefined;
  const seconds = Math.ceil(behindSeconds);
  const amount = seconds < 120 ? `${seconds} s` : `${Math.ceil(seconds / 60)} min`;
  return `Figures may be up to ${amount} behind`;
}
