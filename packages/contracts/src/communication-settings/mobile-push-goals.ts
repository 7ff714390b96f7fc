/**
 * Mobile push goal settings, the goal master (the kinds of goal an app can count) and the
 * analytics list (spec section 7). Goals are per app; each names an action the app reports
 * (a screen, an event, a purchase, a deep link opened) and what to match it against.
 */
import { z } from 'zod';
import { envelopeOf } from '../envelope.ts';
import { ZChannelIdSchema, ZChannelScopeSchema, ZUpdatedAtSchema } from './channel-common.ts';
import {
  GOAL_MATCHES,
  ZGoalNameSchema,
  ZGoalTargetSchema,
  ZGoalValueSchema,
  ZPushAnalyticsRowSchema,
} from './push-common.ts';

/** The goal master: each type is met by the app event of the same name. */
export const MOBILE_GOAL_TYPES = ['screen_view', 'event', 'purchase', 'deep_link_open'] as const;
export type TMobileGoalType = (typeof MOBILE_GOAL_TYPES)[number];

export const ZMobileGoalFormSchema = z.object({
  name: ZGoalNameSchema,
  goalType: z.enum(MOBILE_GOAL_TYPES, { error: 'Choose a goal type' }),
  match: z.enum(GOAL_MATCHES, { error: 'Choose how to compare' }),
  target: ZGoalTargetSchema,
  value: ZGoalValueSchema,
});
export type TMobileGoalFormInput = z.input<typeof ZMobileGoalFormSchema>;

export const ZUpsertMobilePushGoalRequestSchema = ZChannelScopeSchema.extend(
  ZMobileGoalFormSchema.shape,
).extend({
  mobileAppId: ZChannelIdSchema,
  goalId: ZChannelIdSchema.optional(),
  updatedAt: ZUpdatedAtSchema.optional(),
});
export type TUpsertMobilePushGoalRequest = z.input<typeof ZUpsertMobilePushGoalRequestSchema>;
export const ZMobilePushGoalIdRequestSchema = ZChannelScopeSchema.extend({
  goalId: ZChannelIdSchema,
});

export const ZMobilePushGoalSchema = z.object({
  goalId: z.number().int(),
  mobileAppId: z.number().int(),
  name: z.string(),
  goalType: z.enum(MOBILE_GOAL_TYPES),
  match: z.enum(GOAL_MATCHES),
  target: z.string(),
  value: z.number().nullable(),
  conversions: z.number().int(),
  updatedAt: z.string(),
});
export type TMobilePushGoal = z.infer<typeof ZMobilePushGoalSchema>;
export const ZMobilePushGoalsResponseSchema = envelopeOf(
  z.object({ goals: z.array(ZMobilePushGoalSchema) }),
);

export const ZMobileGoalMasterResponseSchema = envelopeOf(
  z.object({
    goalTypes: z.array(z.object({ goalType: z.enum(MOBILE_GOAL_TYPES), sdkCall: z.string() })),
  }),
);

/** One broadcast, as the analytics list and the broadcast API report it. */
export const ZMobileBroadcastSchema = z.object({
  broadcastId: z.number().int(),
  mobileAppId: z.number().int(),
  title: z.string(),
  status: z.enum(['queued', 'running', 'completed', 'failed']),
  total: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type TMobileBroadcast = z.infer<typeof ZMobileBroadcastSchema>;

/** One row per app (key: its id, label: its name) and the latest broadcasts. */
export const ZMobilePushAnalyticsResponseSchema = envelopeOf(
  z.object({
    rows: z.array(ZPushAnalyticsRowSchema),
    broadcasts: z.array(ZMobileBroadcastSchema),
    days: z.number().int(),
  }),
);
