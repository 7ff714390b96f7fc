/**
 * Communications (issue 9): the draft the create-mdc-communication wizard saves, its audience,
 * schedule and limits, the list page's rows, and the messages every part shows. Shapes and
 * limits are our choices where the spec is silent (it fixes the name rules and status classes).
 */
import { z } from 'zod';
import { withoutNul, ZListIdSchema } from '../audience/lists.ts';
import { envelopeOf } from '../envelope.ts';
import { ZCommunicationNameSchema } from '../fields.ts';
import { ZTopicIdSchema } from '../subscriptions/topics.ts';
import { SENDABLE_CHANNEL_IDS, ZContentSchema } from './content.ts';

export const COMMUNICATION_LIMITS = {
  listsMax: 20,
  suppressionListsMax: 20,
  approversMax: 10,
  testAddressesMax: 5,
  /** Messages per minute a communication may ask for (0 = no limit of its own). */
  throttlePerMinuteMax: 1_000_000,
  frequencyCapMax: 100,
  frequencyCapDaysMax: 90,
  /** A recurring communication stops after this many runs unless an end date comes first. */
  recurringRunsMax: 366,
  /** How far ahead a communication can be scheduled. */
  scheduleDaysAheadMax: 366,
  pageSizeMax: 100,
  searchMax: 100,
  /** The email sender's display name, and an address (RFC 5321's path limit). */
  fromNameMax: 100,
  addressMax: 254,
  noteMax: 500,
  /** Seconds the wizard waits after the last change before it saves the draft. */
  autosaveSeconds: 2,
} as const;

export const COMM_MSG = {
  notFound: 'This communication no longer exists',
  channelUnknown: 'Choose a channel',
  channelNotSendable: 'Communications cannot be sent on this channel',
  channelNotInLicence: 'Your licence does not include this channel',
  channelNotSetUp: 'Set up this channel in Communication settings before sending on it',
  listRequired: 'Choose at least one list',
  listGone: 'A chosen list no longer exists; choose the audience again',
  listExpired: 'A chosen ad-hoc list has expired; choose the audience again',
  audienceEmpty: 'No contact of this audience can be reached on this channel',
  templateGone: 'The chosen template no longer exists',
  templateBroken: (detail: string) => `The template has an error: ${detail}`,
  scheduleRequired: 'Choose when to send',
  scheduleInPast: 'The schedule is in the past; choose a later time',
  scheduleTooFar: `Schedule at most ${COMMUNICATION_LIMITS.scheduleDaysAheadMax} days ahead`,
  untilBeforeStart: 'The end date must come after the first send',
  windowInvalid: 'The send window must end after it starts',
  windowNoDays: 'Choose at least one day for the send window',
  approversRequired: 'Your company requires approval: choose at least one approver',
  approverUnknown: 'An approver is not a user of this company',
  notAnApprover: 'You are not an approver of this communication',
  notEditable: 'Only drafts and rejected communications can be edited',
  notPending: 'This communication is not waiting for approval',
  cannotPause: 'Only scheduled or sending communications can be paused',
  cannotResume: 'Only paused communications can be resumed',
  cannotCancel: 'This communication has already finished',
  alreadyArchived: 'This communication is already archived',
  testAddressesRequired: 'Enter at least one address for the test',
  testAddressesMax: `At most ${COMMUNICATION_LIMITS.testAddressesMax} test addresses`,
  testAddressInvalid: 'Enter valid addresses for this channel',
  limitReached: 'The usage limit of this channel is reached; sending is blocked',
  linkInvalid: 'This link is not valid',
} as const;

export const ZCommunicationIdSchema = z
  .number({ error: 'Choose a communication' })
  .int({ error: 'Choose a communication' })
  .positive({ error: 'Choose a communication' })
  .max(Number.MAX_SAFE_INTEGER, { error: 'Choose a communication' });

export const ZChannelIdSchema = z
  .number({ error: COMM_MSG.channelUnknown })
  .int({ error: COMM_MSG.channelUnknown })
  .refine((id) => SENDABLE_CHANNEL_IDS.includes(id), { error: COMM_MSG.channelNotSendable });

const ZUserIdSchema = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** Who receives it: the union of the lists, minus the members of the suppression lists. */
export const ZAudienceSchema = z.object({
  listIds: z
    .array(ZListIdSchema)
    .max(COMMUNICATION_LIMITS.listsMax, { error: `At most ${COMMUNICATION_LIMITS.listsMax} lists` })
    .default([]),
  suppressionListIds: z
    .array(ZListIdSchema)
    .max(COMMUNICATION_LIMITS.suppressionListsMax, {
      error: `At most ${COMMUNICATION_LIMITS.suppressionListsMax} suppression lists`,
    })
    .default([]),
  /** Only the contacts subscribed to this topic (issue 28): their choice, else its default. */
  topicId: ZTopicIdSchema.nullable().optional(),
});
export type TAudience = z.infer<typeof ZAudienceSchema>;

/** A wall-clock time in the client's time zone, to the minute: 2026-12-01T09:30. */
const ZLocalDateTimeSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, { error: 'Choose a date and a time' });
const ZLocalDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Choose a date' });

export const RECURRENCES = ['daily', 'weekly', 'monthly'] as const;
export type TRecurrence = (typeof RECURRENCES)[number];

/** When it sends, in the client's time zone (account settings); stored as given. */
export const ZScheduleSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('now'),
    /**
     * Send at each contact's best time within the next 24 hours instead of all at once
     * (issue 27, item 2: engine/send-time-optimisation.ts).
     */
    bestTime: z.boolean().optional(),
  }),
  z.object({ kind: z.literal('later'), at: ZLocalDateTimeSchema }),
  z.object({
    kind: z.literal('recurring'),
    at: ZLocalDateTimeSchema,
    every: z.enum(RECURRENCES),
    /** The last day a run may start (inclusive); without it, up to recurringRunsMax runs. */
    until: ZLocalDateSchema.optional(),
  }),
]);
export type TSchedule = z.infer<typeof ZScheduleSchema>;

/** Hours of the client's day when messages may go out; others wait for the next window. */
export const ZSendWindowSchema = z.object({
  from: z.string().regex(/^\d{2}:\d{2}$/, { error: 'Choose a start time' }),
  to: z.string().regex(/^\d{2}:\d{2}$/, { error: 'Choose an end time' }),
  /** 0 Sunday ... 6 Saturday. */
  days: z.array(z.number().int().min(0).max(6)).min(1, { error: COMM_MSG.windowNoDays }),
});
export type TSendWindow = z.infer<typeof ZSendWindowSchema>;

/**
 * Why a send window would never open (no day chosen, or it ends before it starts: the engine
 * sends from `from` up to `to` of one day), or undefined; null is "no window".
 */
export function sendWindowProblem(window: TSendWindow | null | undefined): string | undefined {
  if (!window) return undefined;
  if (window.days.length === 0) return COMM_MSG.windowNoDays;
  return window.from < window.to ? undefined : COMM_MSG.windowInvalid;
}

/** At most `max` messages of this channel to one person within `days` days. */
export const ZFrequencyCapSchema = z.object({
  max: z.number().int().min(1).max(COMMUNICATION_LIMITS.frequencyCapMax),
  days: z.number().int().min(1).max(COMMUNICATION_LIMITS.frequencyCapDaysMax),
});
export type TFrequencyCap = z.infer<typeof ZFrequencyCapSchema>;

/**
 * Which account of the channel sends, where a client has several, and the email sender: one of
 * the client's verified sending domains (default: the first verified one) and an address at it
 * (default: the domain's from mail). Checked at launch, so a draft may hold a half-typed one.
 */
export const ZSenderSchema = z.object({
  fromName: withoutNul(z.string().trim().max(COMMUNICATION_LIMITS.fromNameMax)).optional(),
  replyTo: withoutNul(z.string().trim().max(COMMUNICATION_LIMITS.addressMax)).optional(),
  sendingDomainId: ZUserIdSchema.optional(),
  fromMail: withoutNul(
    z.string().trim().toLowerCase().max(COMMUNICATION_LIMITS.addressMax),
  ).optional(),
  vmsSettingId: ZUserIdSchema.optional(),
  mobileAppId: ZUserIdSchema.optional(),
  webhookId: ZUserIdSchema.optional(),
});
export type TSender = z.infer<typeof ZSenderSchema>;

/**
 * POST Communication/SaveCommunicationDraft: the wizard's autosave. Without communicationId it
 * creates the draft. Only the name and channel must be valid to save; the rest is checked by
 * LaunchCommunication, which reports every missing piece by field.
 */
export const ZCommunicationDraftSchema = z.object({
  communicationId: ZCommunicationIdSchema.optional(),
  name: withoutNul(ZCommunicationNameSchema),
  channelId: ZChannelIdSchema,
  departmentId: ZUserIdSchema.nullable().optional(),
  audience: ZAudienceSchema.default({ listIds: [], suppressionListIds: [] }),
  templateId: ZUserIdSchema.nullable().optional(),
  content: ZContentSchema.optional(),
  sender: ZSenderSchema.default({}),
  schedule: ZScheduleSchema.default({ kind: 'now' }),
  throttlePerMinute: z
    .number()
    .int()
    .min(0)
    .max(COMMUNICATION_LIMITS.throttlePerMinuteMax)
    .default(0),
  sendWindow: ZSendWindowSchema.nullable().default(null),
  frequencyCap: ZFrequencyCapSchema.nullable().default(null),
  approverIds: z
    .array(ZUserIdSchema)
    .max(COMMUNICATION_LIMITS.approversMax, {
      error: `At most ${COMMUNICATION_LIMITS.approversMax} approvers`,
    })
    .default([]),
});
export type TCommunicationDraft = z.infer<typeof ZCommunicationDraftSchema>;
export type TCommunicationDraftInput = z.input<typeof ZCommunicationDraftSchema>;

/** A communication as the wizard reads it back (GetCommunication). */
export const ZCommunicationSchema = ZCommunicationDraftSchema.extend({
  communicationId: ZCommunicationIdSchema,
  content: ZContentSchema,
  status: z.number().int().min(1).max(20),
  audienceSize: z.number().int().nonnegative(),
  estimatedCostMinor: z.number().int().nonnegative(),
  currency: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  scheduledAt: z.string().nullable(),
  submittedAt: z.string().nullable(),
  approvedAt: z.string().nullable(),
  decisionNote: z.string().nullable(),
  lastError: z.string().nullable(),
  archived: z.boolean(),
});
export type TCommunication = z.infer<typeof ZCommunicationSchema>;

export const ZCommunicationRefSchema = z.object({ communicationId: ZCommunicationIdSchema });
export const ZCommunicationResponseSchema = envelopeOf(
  z.object({ communication: ZCommunicationSchema }),
);

/** The funnel figures of a communication, from event_rollups. */
export const ZCommunicationFiguresSchema = z.object({
  sent: z.number().int(),
  delivered: z.number().int(),
  opened: z.number().int(),
  clicked: z.number().int(),
  converted: z.number().int(),
  bounced: z.number().int(),
  unsubscribed: z.number().int(),
  complained: z.number().int(),
  revenue: z.number(),
});
export type TCommunicationFigures = z.infer<typeof ZCommunicationFiguresSchema>;

/** A row of the communication list. */
export const ZCommunicationRowSchema = z.object({
  communicationId: ZCommunicationIdSchema,
  name: z.string(),
  channelId: z.number().int(),
  status: z.number().int(),
  audienceSize: z.number().int(),
  scheduledAt: z.string().nullable(),
  startedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  createdAt: z.string(),
  recurring: z.boolean(),
  archived: z.boolean(),
  figures: ZCommunicationFiguresSchema,
  /**
   * Messages over all runs that a stopped worker had handed to the provider and that were sent
   * again at restart with the same Message-ID or Idempotency-Key (GetSendProgress counts the
   * current run's): the list says so when above 0 (POSSIBLY_DUPLICATED_MSG, issue 22 item 5).
   */
  possiblyDuplicated: z.number().int().nonnegative().optional(),
});
export type TCommunicationRow = z.infer<typeof ZCommunicationRowSchema>;

export const COMMUNICATION_SORTS = ['newest', 'oldest', 'name', 'scheduled'] as const;

/** POST Communication/GetCommunications. Dates are the client's days, inclusive. */
export const ZGetCommunicationsRequestSchema = z.object({
  search: withoutNul(z.string().trim().max(COMMUNICATION_LIMITS.searchMax)).optional(),
  channelIds: z.array(z.number().int()).max(30).optional(),
  statuses: z.array(z.number().int().min(1).max(20)).max(20).optional(),
  from: ZLocalDateSchema.optional(),
  to: ZLocalDateSchema.optional(),
  archived: z.boolean().default(false),
  sort: z.enum(COMMUNICATION_SORTS).default('newest'),
  pageNo: z.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.number().int().min(1).max(COMMUNICATION_LIMITS.pageSizeMax).default(25),
});
export const ZCommunicationsResponseSchema = envelopeOf(
  z.object({ communications: z.array(ZCommunicationRowSchema) }),
);

/** approvalList (spec section 3): each approver shown as first name and email. */
export const ZApproverSchema = z.object({
  userId: z.number().int(),
  firstName: z.string(),
  email: z.string(),
  displayName: z.string(),
});
export type TApprover = z.infer<typeof ZApproverSchema>;

export function approverDisplayName(approver: { firstName: string; email: string }): string {
  return approver.firstName ? `${approver.firstName} (${approver.email})` : approver.email;
}

export const ZDecisionRequestSchema = ZCommunicationRefSchema.extend({
  note: withoutNul(z.string().trim().max(COMMUNICATION_LIMITS.noteMax)).optional(),
});

/** POST Communication/SendTestCommunication: the draft as it stands, to a few addresses. */
export const ZSendTestRequestSchema = ZCommunicationRefSchema.extend({
  addresses: z
    .array(withoutNul(z.string().trim().min(1).max(4096)))
    .min(1, { error: COMM_MSG.testAddressesRequired })
    .max(COMMUNICATION_LIMITS.testAddressesMax, { error: COMM_MSG.testAddressesMax }),
  /** Whose data personalises the test; without it, the fallbacks show. */
  contactId: ZUserIdSchema.optional(),
});

/** The review step: who will get it and what it costs. */
export const ZEstimateSchema = z.object({
  audienceSize: z.number().int(),
  /** Contacts of the lists left out: no address on the channel, unsubscribed, suppressed. */
  excluded: z.object({
    noAddress: z.number().int(),
    unsubscribed: z.number().int(),
    suppressed: z.number().int(),
  }),
  estimatedCostMinor: z.number().int(),
  currency: z.string(),
  /** Messages of this channel still included in the plan this month (null: no allowance). */
  includedRemaining: z.number().int().nullable(),
});
export type TEstimate = z.infer<typeof ZEstimateSchema>;
