/**
 * The rule of a dynamic list: a group of conditions joined by AND or OR, where a condition is a
 * test on a contact field, a custom attribute, a channel consent, a list membership or the
 * contact's events, or another group. One schema for the rule builder and the API; the server
 * also checks attribute references against the client's schema (rule-operators.ts holds the
 * operators by type) and compiles the rule to SQL with bound values.
 */
import { z } from 'zod';
import { CONTACT_EVENT_TYPES } from '../events/ingest.ts';
import { CHANNEL_IDS } from '../channels.ts';
import { ATTRIBUTE_KEY_PATTERN } from './contact-attributes.ts';
import { CONSENT_CHANNELS } from './contact-fields.ts';
import { RULE_MSG, ZRulePredicateSchema, operatorFitsType } from './rule-operators.ts';

/** Our choices: nesting past three levels is unreadable; fifty conditions cover real segments. */
export const RULE_MAX_DEPTH = 3;
export const RULE_MAX_CONDITIONS = 50;
/** Our choice: event and date windows up to ten years. */
export const RULE_DAYS_MAX = 3650;
export const RULE_EVENT_COUNT_MAX = 10_000;
export const RULE_REVENUE_MAX = 1_000_000_000;

export const STANDARD_FIELDS = {
  email: 'text',
  mobile: 'text',
  firstName: 'text',
  lastName: 'text',
  createdAt: 'date',
} as const;
export type TStandardField = keyof typeof STANDARD_FIELDS;
const STANDARD_FIELD_KEYS = Object.keys(STANDARD_FIELDS) as [TStandardField, ...TStandardField[]];

export const CONSENT_RULE_STATUSES = ['subscribed', 'unsubscribed', 'notUnsubscribed'] as const;
/** Dynamic rules test the stored event types (events/ingest.ts). */
export const RULE_EVENT_TYPES = CONTACT_EVENT_TYPES;
export type TRuleEventType = (typeof RULE_EVENT_TYPES)[number];

const ZDaysSchema = z
  .number({ error: RULE_MSG.daysInvalid })
  .int({ error: RULE_MSG.daysInvalid })
  .min(1, { error: RULE_MSG.daysInvalid })
  .max(RULE_DAYS_MAX, { error: RULE_MSG.daysInvalid });

const ZFieldConditionSchema = z
  .object({
    kind: z.literal('field'),
    field: z.enum(STANDARD_FIELD_KEYS, { error: RULE_MSG.fieldUnknown }),
    test: ZRulePredicateSchema,
  })
  .check((ctx) => {
    const type = STANDARD_FIELDS[ctx.value.field];
    if (operatorFitsType(type, ctx.value.test.op)) return;
    ctx.issues.push({
      code: 'custom',
      input: ctx.value.test.op,
      path: ['test', 'op'],
      message: RULE_MSG.operatorNotForType,
    });
  });

const ZAttributeConditionSchema = z.object({
  kind: z.literal('attribute'),
  key: z.string().regex(ATTRIBUTE_KEY_PATTERN, { error: RULE_MSG.attributeUnknown }),
  test: ZRulePredicateSchema,
});

const ZConsentConditionSchema = z.object({
  kind: z.literal('consent'),
  channel: z.enum(CONSENT_CHANNELS, { error: RULE_MSG.channelUnknown }),
  status: z.enum(CONSENT_RULE_STATUSES, { error: RULE_MSG.consentStatusInvalid }),
});

const ZListConditionSchema = z.object({
  kind: z.literal('list'),
  op: z.enum(['in', 'notIn']),
  listId: z
    .number({ error: RULE_MSG.listRequired })
    .int({ error: RULE_MSG.listRequired })
    .positive({ error: RULE_MSG.listRequired })
    .max(Number.MAX_SAFE_INTEGER, { error: RULE_MSG.listRequired }),
});

/** "has / has not <type> [on channel] in the last N days [at least K times]". */
const ZEventConditionSchema = z.object({
  kind: z.literal('event'),
  op: z.enum(['has', 'hasNot']),
  eventType: z.enum(RULE_EVENT_TYPES, { error: RULE_MSG.eventTypeInvalid }),
  channelId: z
    .number()
    .int()
    .refine((id) => CHANNEL_IDS.includes(id), { error: RULE_MSG.channelUnknown })
    .optional(),
  days: ZDaysSchema,
  minCount: z
    .number({ error: RULE_MSG.countInvalid })
    .int({ error: RULE_MSG.countInvalid })
    .min(1, { error: RULE_MSG.countInvalid })
    .max(RULE_EVENT_COUNT_MAX, { error: RULE_MSG.countInvalid })
    .default(1),
});

/** "converted with revenue above X in the last N days": the total of its conversions. */
const ZRevenueConditionSchema = z.object({
  kind: z.literal('revenue'),
  minRevenue: z
    .number({ error: RULE_MSG.revenueInvalid })
    .min(0, { error: RULE_MSG.revenueInvalid })
    .max(RULE_REVENUE_MAX, { error: RULE_MSG.revenueInvalid }),
  days: ZDaysSchema,
});

const CONDITION_SCHEMAS = [
  ZFieldConditionSchema,
  ZAttributeConditionSchema,
  ZConsentConditionSchema,
  ZListConditionSchema,
  ZEventConditionSchema,
  ZRevenueConditionSchema,
] as const;

/** A group below the deepest level allowed: named, so the message says what is wrong. */
const ZTooDeepGroupSchema = z.object({ kind: z.literal('group') }).check((ctx) => {
  ctx.issues.push({ code: 'custom', input: ctx.value, message: RULE_MSG.tooDeep });
});

/**
 * Groups are spelled out per level instead of a recursive schema, so the depth limit is in the
 * schema itself and the OpenAPI document stays free of cycles.
 */
function groupSchema(depth: number): z.ZodType<TRuleGroup> {
  const nested = depth < RULE_MAX_DEPTH ? groupSchema(depth + 1) : ZTooDeepGroupSchema;
  return z.object({
    kind: z.literal('group'),
    op: z.enum(['and', 'or'], { error: RULE_MSG.groupOpInvalid }),
    conditions: z
      .array(z.discriminatedUnion('kind', [...CONDITION_SCHEMAS, nested as never]))
      .max(RULE_MAX_CONDITIONS, { error: RULE_MSG.tooMany }),
  }) as unknown as z.ZodType<TRuleGroup>;
}

export type TFieldCondition = z.infer<typeof ZFieldConditionSchema>;
export type TAttributeCondition = z.infer<typeof ZAttributeConditionSchema>;
export type TConsentCondition = z.infer<typeof ZConsentConditionSchema>;
export type TListCondition = z.infer<typeof ZListConditionSchema>;
export type TEventCondition = z.input<typeof ZEventConditionSchema>;
export type TRevenueCondition = z.infer<typeof ZRevenueConditionSchema>;
export type TRuleCondition =
  | TFieldCondition
  | TAttributeCondition
  | TConsentCondition
  | TListCondition
  | TEventCondition
  | TRevenueCondition;
export type TRuleGroup = {
  kind: 'group';
  op: 'and' | 'or';
  conditions: (TRuleCondition | TRuleGroup)[];
};

/** Every condition of a rule (groups excluded), depth first. */
export function ruleConditions(group: TRuleGroup): TRuleCondition[] {
  return group.conditions.flatMap((item) => (item.kind === 'group' ? ruleConditions(item) : item));
}

/** A rule to evaluate (the live preview): may still be empty, which matches every contact. */
export const ZRuleDraftSchema = groupSchema(1).check((ctx) => {
  if (ruleConditions(ctx.value).length <= RULE_MAX_CONDITIONS) return;
  ctx.issues.push({ code: 'custom', input: ctx.value, message: RULE_MSG.tooMany });
});

/** A rule to save: at least one condition. */
export const ZDynamicRuleSchema = ZRuleDraftSchema.check((ctx) => {
  if (ruleConditions(ctx.value).length > 0) return;
  ctx.issues.push({ code: 'custom', input: ctx.value, message: RULE_MSG.empty });
});
