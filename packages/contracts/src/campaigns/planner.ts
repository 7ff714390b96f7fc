/**
 * The planner (issue 10): communications placed on a calendar in the client's time zone, and
 * moving a draft or a scheduled one to another time. Range limit and messages are our choices
 * (the spec is silent): 62 days covers a month view with its leading and trailing weeks.
 */
import { z } from 'zod';
import { envelopeOf } from '../envelope.ts';
import { COMM_MSG, ZCommunicationIdSchema } from './communications.ts';
import { STATUS } from './communication-status.ts';

export const PLANNER_LIMITS = {
  /** Longest range one GetPlanner call covers, both ends included. */
  rangeDaysMax: 62,
  /** Most items one call answers (a recurring daily series over 62 days is 62 of them). */
  itemsMax: 2000,
} as const;

export const PLANNER_MSG = {
  dateInvalid: 'Choose a date',
  rangeReversed: 'The end date must be on or after the start date',
  rangeTooLong: `Show at most ${PLANNER_LIMITS.rangeDaysMax} days at once`,
  atInvalid: 'Choose a date and a time',
  notMovable:
    'Only drafts, rejected and scheduled communications that have not started can be moved',
  moved: 'Communication moved',
  planner: 'Planner',
  scheduleInPast: COMM_MSG.scheduleInPast,
} as const;

/** Statuses a planner move accepts: not launched, or launched and waiting for its first run. */
export const MOVABLE_STATUS_CODES: readonly number[] = [
  STATUS.draft,
  STATUS.rejected,
  STATUS.scheduled,
];

const isRealDate = (value: string) => {
  const [y, m, d] = value.split('-').map(Number);
  const date = new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1));
  return date.getUTCFullYear() === y && date.getUTCMonth() + 1 === m && date.getUTCDate() === d;
};

/** A client-local calendar day: 2026-12-01. */
export const ZPlannerDateSchema = z
  .string({ error: PLANNER_MSG.dateInvalid })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: PLANNER_MSG.dateInvalid })
  .refine(isRealDate, { error: PLANNER_MSG.dateInvalid });

/** Whole days from `from` to `to` (both 'YYYY-MM-DD'), 0 when equal. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export const PLANNER_STATUS_FILTERS = ['draft', 'scheduled', 'sent'] as const;
export type TPlannerStatusFilter = (typeof PLANNER_STATUS_FILTERS)[number];

export const ZGetPlannerRequestSchema = z
  .object({
    from: ZPlannerDateSchema,
    to: ZPlannerDateSchema,
    /** Only these channels (empty: all). */
    channelIds: z.array(z.number().int().positive().max(1000)).max(50).default([]),
    /** Only these kinds of item (empty: all). */
    statuses: z.array(z.enum(PLANNER_STATUS_FILTERS)).max(3).default([]),
  })
  .superRefine((value, ctx) => {
    const days = daysBetween(value.from, value.to);
    if (days < 0)
      ctx.addIssue({ code: 'custom', path: ['to'], message: PLANNER_MSG.rangeReversed });
    else if (days + 1 > PLANNER_LIMITS.rangeDaysMax)
      ctx.addIssue({ code: 'custom', path: ['to'], message: PLANNER_MSG.rangeTooLong });
  });
export type TGetPlannerRequest = z.input<typeof ZGetPlannerRequestSchema>;

/** Where an item's time comes from. */
export const PLANNER_ITEM_KINDS = ['draft', 'scheduled', 'sent', 'occurrence'] as const;

export const ZPlannerItemSchema = z.object({
  communicationId: z.number(),
  name: z.string(),
  channelId: z.number(),
  status: z.number(),
  kind: z.enum(PLANNER_ITEM_KINDS),
  /** Client-local wall clock: 2026-12-01T09:30. */
  at: z.string(),
  /** Run number of a recurring occurrence (1 = first run); null otherwise. */
  runNo: z.number().nullable(),
  recurring: z.boolean(),
  /** Whether RescheduleCommunication accepts it (drafts, rejected, scheduled not started). */
  movable: z.boolean(),
});
export type TPlannerItem = z.infer<typeof ZPlannerItemSchema>;

export const ZPlannerResponseSchema = envelopeOf(
  z.object({
    items: z.array(ZPlannerItemSchema),
    /** The IANA zone the times are in (the client's account setting). */
    timeZone: z.string(),
    /** The client's wall clock now, to the minute. */
    now: z.string(),
  }),
);
export type TPlannerResponse = z.infer<typeof ZPlannerResponseSchema>;

export const ZRescheduleRequestSchema = z.object({
  communicationId: ZCommunicationIdSchema,
  at: z
    .string({ error: PLANNER_MSG.atInvalid })
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, { error: PLANNER_MSG.atInvalid })
    .refine((value) => isRealDate(value.slice(0, 10)), { error: PLANNER_MSG.atInvalid })
    .refine(
      (value) => {
        const [h, m] = value.slice(11).split(':').map(Number);
        return (h ?? 99) < 24 && (m ?? 99) < 60;
      },
      { error: PLANNER_MSG.atInvalid },
    ),
});
export type TRescheduleRequest = z.infer<typeof ZRescheduleRequestSchema>;

export const ZRescheduleResponseSchema = envelopeOf(z.object({ item: ZPlannerItemSchema }));
export type TRescheduleResponse = z.infer<typeof ZRescheduleResponseSchema>;
