/**
 * What web push and mobile push share: conversion goals (a name, what to match and an optional
 * value), the analytics window and row, and paging. The spec names "goal settings", "goal
 * master" and "analytics list" only; the shapes, limits and messages here are our choices.
 */
import { z } from 'zod';
import { requiredText } from './channel-common.ts';

export const GOAL_NAME_MAX = 100;
export const GOAL_TARGET_MAX = 500;
/** Goals per client (web) or per app (mobile): matched against every reported event. */
export const PUSH_GOALS_MAX = 50;
export const GOAL_VALUE_MAX = 999_999_999.99;
/** How a goal's target compares with the URL or event name reported. */
export const GOAL_MATCHES = ['equals', 'contains', 'starts_with'] as const;
export type TGoalMatch = (typeof GOAL_MATCHES)[number];
/** Analytics count the last this many days (one figure per row, no series). */
export const PUSH_ANALYTICS_DAYS = 30;
export const PUSH_PAGE_SIZE_MAX = 100;

export const GOAL_MSG = {
  nameRequired: 'Enter goal name',
  nameExists: 'A goal with this name already exists',
  targetRequired: 'Enter what to match',
  valueInvalid: 'Enter a value between 0 and 999,999,999.99',
  notFound: 'Goal not found',
  tooMany: `At most ${PUSH_GOALS_MAX} goals`,
} as const;

export const ZGoalNameSchema = requiredText(GOAL_MSG.nameRequired, GOAL_NAME_MAX);
export const ZGoalTargetSchema = requiredText(GOAL_MSG.targetRequired, GOAL_TARGET_MAX);
/** A conversion's worth, recorded as the event's revenue; null when the goal has none. */
export const ZGoalValueSchema = z
  .number({ error: GOAL_MSG.valueInvalid })
  .min(0, { error: GOAL_MSG.valueInvalid })
  .max(GOAL_VALUE_MAX, { error: GOAL_MSG.valueInvalid })
  .refine((value) => Math.round(value * 100) === value * 100, { error: GOAL_MSG.valueInvalid })
  .nullable()
  .default(null);

/** True when `candidate` (a URL or an event name) satisfies the goal's comparison. */
export function goalMatches(match: TGoalMatch, target: string, candidate: string): boolean {
  const a = candidate.toLowerCase();
  const b = target.toLowerCase();
  if (match === 'equals') return a === b;
  if (match === 'starts_with') return a.startsWith(b);
  return a.includes(b);
}

/** One row of an analytics list: a site (web push) or an app (mobile push). */
export const ZPushAnalyticsRowSchema = z.object({
  key: z.string(),
  label: z.string(),
  subscribers: z.number().int(),
  sent: z.number().int(),
  delivered: z.number().int(),
  clicked: z.number().int(),
  converted: z.number().int(),
});
export type TPushAnalyticsRow = z.infer<typeof ZPushAnalyticsRowSchema>;

export const ZPagingSchema = z.object({
  page: z.number().int().min(1).max(1_000_000).optional().default(1),
  pageSize: z.number().int().min(1).max(PUSH_PAGE_SIZE_MAX).optional().default(25),
});
