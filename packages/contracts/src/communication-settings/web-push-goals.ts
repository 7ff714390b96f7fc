/**
 * Web push goal settings, the event catalogue and the analytics list (spec section 7: "analytics
 * list, goal settings and events"). A goal is a named conversion: a URL visited or a custom
 * event the site's snippet reports, optionally worth a value. Events are what the snippet and
 * the service worker report, and what each becomes in the contact's event history.
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

/** url: a page whose address matches was viewed; event: resonate.track(name) was called. */
export const WEB_PUSH_GOAL_KINDS = ['url', 'event'] as const;
export type TWebPushGoalKind = (typeof WEB_PUSH_GOAL_KINDS)[number];

export const ZWebPushGoalFormSchema = z.object({
  name: ZGoalNameSchema,
  kind: z.enum(WEB_PUSH_GOAL_KINDS, { error: 'Choose what the goal matches' }),
  match: z.enum(GOAL_MATCHES, { error: 'Choose how to compare' }),
  target: ZGoalTargetSchema,
  value: ZGoalValueSchema,
});
export type TWebPushGoalFormInput = z.input<typeof ZWebPushGoalFormSchema>;

export const ZUpsertWebPushGoalRequestSchema = ZChannelScopeSchema.extend(
  ZWebPushGoalFormSchema.shape,
).extend({
  goalId: ZChannelIdSchema.optional(),
  updatedAt: ZUpdatedAtSchema.optional(),
});
export type TUpsertWebPushGoalRequest = z.input<typeof ZUpsertWebPushGoalRequestSchema>;
export const ZWebPushGoalIdRequestSchema = ZChannelScopeSchema.extend({ goalId: ZChannelIdSchema });
export const ZGetWebPushGoalsRequestSchema = ZChannelScopeSchema;

export const ZWebPushGoalSchema = z.object({
  goalId: z.number().int(),
  name: z.string(),
  kind: z.enum(WEB_PUSH_GOAL_KINDS),
  match: z.enum(GOAL_MATCHES),
  target: z.string(),
  value: z.number().nullable(),
  /** Conversions recorded in the analytics window. */
  conversions: z.number().int(),
  updatedAt: z.string(),
});
export type TWebPushGoal = z.infer<typeof ZWebPushGoalSchema>;
export const ZWebPushGoalsResponseSchema = envelopeOf(
  z.object({ goals: z.array(ZWebPushGoalSchema) }),
);

/**
 * What the snippet (page) and the service worker report, and the contact event each is
 * recorded as. A custom event is recorded only when it meets a goal (as a conversion); a page
 * view that meets a URL goal is recorded twice: as a page view and as a conversion.
 */
export const WEB_PUSH_EVENTS = [
  {
    key: 'page_view',
    source: 'page',
    recordedAs: 'page_view',
    call: "resonate.track('page_view')",
  },
  { key: 'custom', source: 'page', recordedAs: 'converted', call: "resonate.track('signup', 25)" },
  { key: 'delivered', source: 'service_worker', recordedAs: 'delivered', call: '' },
  { key: 'clicked', source: 'service_worker', recordedAs: 'clicked', call: '' },
] as const;
export type TWebPushEventKey = (typeof WEB_PUSH_EVENTS)[number]['key'];

export const ZWebPushEventItemSchema = z.object({
  key: z.string(),
  source: z.enum(['page', 'service_worker']),
  recordedAs: z.string(),
  call: z.string(),
  /** Events of this kind recorded in the analytics window. */
  count: z.number().int(),
});
export type TWebPushEventItem = z.infer<typeof ZWebPushEventItemSchema>;
export const ZWebPushEventsResponseSchema = envelopeOf(
  z.object({ events: z.array(ZWebPushEventItemSchema), days: z.number().int() }),
);

export const ZGetWebPushAnalyticsRequestSchema = ZChannelScopeSchema;
/** One row per allowed domain (key and label: the domain). */
export const ZWebPushAnalyticsResponseSchema = envelopeOf(
  z.object({ rows: z.array(ZPushAnalyticsRowSchema), days: z.number().int() }),
);
