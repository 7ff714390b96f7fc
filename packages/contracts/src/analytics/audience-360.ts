/**
 * Audience analytics 360 (feature 29, spec sections 2 and 7): find a person, see everything about
 * them across channels, and the List tab's people with filters. Endpoints under
 * UserAnalytics360/: GetPassportID, UserInfo, TimeLine, UserReportList.
 */
import { z } from 'zod';
import { CONTACT_EVENT_TYPES } from '../events/ingest.ts';
import { PROPENSITY_SEGMENTS } from '../dashboard/dashboard.ts';
import { REACH_CHANNEL_IDS } from './reach-channels.ts';

export const A360_LIMITS = {
  searchMax: 254,
  timelinePageMax: 100,
  timelinePageDefault: 30,
  reportPageSizes: [10, 25, 50, 100] as const,
  /**
   * The List tab counts matches exactly up to this many, then shows the planner's estimate:
   * each counted person costs a lookup of their engagement, so an exact count of a segment of
   * a million would cost seconds.
   */
  reportCountExactMax: 1000,
} as const;

export const A360_MSG = {
  searchRequired: 'Enter an email, a mobile number or a passport id',
  notFound: 'No person matches this email, mobile number or passport id',
  badCursor: 'This page link has expired; start from the top',
  unknownChannel: 'Choose a channel that reaches a person directly',
} as const;

/** How UserInfo's identities are labelled; device tokens and endpoints are masked. */
export const A360_IDENTITY_KINDS = [
  'email',
  'mobile',
  'whatsapp',
  'device_token',
  'mobile_device',
  'web_push',
] as const;

const ZPassportIdSchema = z.uuid({ error: 'Enter a valid passport id' });

/** UserAnalytics360/GetPassportID: an email, a mobile (any format) or a passport id -> person. */
export const ZGetPassportIdRequestSchema = z.object({
  search: z
    .string({ error: A360_MSG.searchRequired })
    .trim()
    .min(1, { error: A360_MSG.searchRequired })
    .max(A360_LIMITS.searchMax),
});
export const ZPassportMatchSchema = z.object({
  passportId: z.string(),
  contactId: z.number().int().nullable(),
  name: z.string(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
});
export type TPassportMatch = z.infer<typeof ZPassportMatchSchema>;

export const ZPassportRequestSchema = z.object({ passportId: ZPassportIdSchema });

/** UserAnalytics360/UserInfo: profile, identities, consent, scores, lists and channel totals. */
export const ZUserInfoSchema = z.object({
  profile: z.object({
    passportId: z.string(),
    /** null for an anonymous visitor known only by web analytics. */
    contactId: z.number().int().nullable(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string().nullable(),
    mobile: z.string().nullable(),
    attributes: z.record(z.string(), z.unknown()),
    createdAt: z.string().nullable(),
  }),
  identities: z.array(z.object({ kind: z.string(), label: z.string(), createdAt: z.string() })),
  consent: z.array(z.object({ channel: z.string(), status: z.string() })),
  scores: z.object({
    segment: z.enum(PROPENSITY_SEGMENTS),
    /** 0-100 from recency and frequency of engagement. */
    engagementScore: z.number(),
    engagements: z.number(),
    lastEngagedAt: z.string().nullable(),
    conversions: z.number(),
    revenue: z.number(),
  }),
  lists: z.array(z.object({ listId: z.number().int(), name: z.string(), kind: z.string() })),
  channels: z.array(
    z.object({
      channelId: z.number().int(),
      sent: z.number(),
      opened: z.number(),
      clicked: z.number(),
      converted: z.number(),
    }),
  ),
});
export type TUserInfo = z.infer<typeof ZUserInfoSchema>;

/** UserAnalytics360/TimeLine: newest first, keyset-paged by an opaque cursor. */
export const ZTimelineRequestSchema = z.object({
  passportId: ZPassportIdSchema,
  cursor: z.string().max(200).optional(),
  pageSize: z.number().int().min(1).max(A360_LIMITS.timelinePageMax).optional(),
});
export const ZTimelineItemSchema = z.object({
  eventId: z.number().int(),
  type: z.enum(CONTACT_EVENT_TYPES),
  channelId: z.number().int().nullable(),
  communicationId: z.number().int().nullable(),
  communicationName: z.string().nullable(),
  occurredAt: z.string(),
  revenue: z.number().nullable(),
  leadSource: z.string().nullable(),
  properties: z.record(z.string(), z.unknown()).nullable(),
});
export type TTimelineItem = z.infer<typeof ZTimelineItemSchema>;
export const ZTimelinePageSchema = z.object({
  items: z.array(ZTimelineItemSchema),
  nextCursor: z.string().nullable(),
});

/** UserAnalytics360/UserReportList: the List tab's people. */
export const A360_REPORT_SORTS = ['lastEngaged', 'engagements', 'name', 'created'] as const;
export const ZUserReportRequestSchema = z.object({
  search: z.string().trim().max(A360_LIMITS.searchMax).optional(),
  segment: z.enum(PROPENSITY_SEGMENTS).optional(),
  /** Reachable on this channel (see reach-channels.ts). */
  channelId: z
    .number()
    .int()
    .refine((id) => REACH_CHANNEL_IDS.includes(id), { error: A360_MSG.unknownChannel })
    .optional(),
  sort: z.enum(A360_REPORT_SORTS).optional(),
  pageNo: z.number().int().min(1).max(1_000_000),
  pageSize: z.number().int().min(1).max(100),
});
export type TUserReportRequest = z.input<typeof ZUserReportRequestSchema>;
export const ZUserReportRowSchema = z.object({
  passportId: z.string(),
  contactId: z.number().int().nullable(),
  name: z.string(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  segment: z.enum(PROPENSITY_SEGMENTS),
  engagements: z.number(),
  lastEngagedAt: z.string().nullable(),
});
export type TUserReportRow = z.infer<typeof ZUserReportRowSchema>;
export const ZUserReportPageSchema = z.object({
  people: z.array(ZUserReportRowSchema),
  /** totalRows is the planner's estimate (a large audience), not an exact count. */
  totalIsEstimate: z.boolean().optional(),
});
