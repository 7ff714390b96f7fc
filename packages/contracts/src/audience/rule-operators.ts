/**
 * The tests a dynamic-list condition can make on a field or custom attribute, by the value's
 * type: each operator names the operand it needs, and each type the operators that fit it.
 */
import { z } from 'zod';
import type { TAttributeType } from './contact-attributes.ts';

/** Our choices: the longest text compared, and how many values "is any of" may list. */
export const RULE_TEXT_MAX = 200;
export const RULE_VALUES_MAX = 50;

export const RULE_MSG = {
  fieldUnknown: 'Choose a field',
  attributeUnknown: 'This attribute does not exist',
  operatorNotForType: 'This operator does not fit the field type',
  operatorInvalid: 'Choose an operator',
  valueRequired: 'Enter a value',
  valueTooLong: `Max. ${RULE_TEXT_MAX} characters`,
  invalidCharacter: 'Contains an invalid character',
  numberInvalid: 'Enter a number',
  rangeInvalid: 'The first number must not be greater than the second',
  dateInvalid: 'Enter a date as YYYY-MM-DD',
  daysInvalid: 'Enter a number of days from 1 to 3650',
  valuesRequired: 'Choose at least one value',
  valuesTooMany: `Choose at most ${RULE_VALUES_MAX} values`,
  valueNotAnOption: 'This value is not one of the attribute options',
  channelUnknown: 'Choose a channel',
  consentStatusInvalid: 'Choose a consent status',
  listRequired: 'Choose a list',
  listNotStatic: 'Choose a target or ad-hoc list',
  eventTypeInvalid: 'Choose an event',
  countInvalid: 'Enter a number of times from 1 to 10000',
  revenueInvalid: 'Enter an amount from 0 to 1000000000',
  groupOpInvalid: 'Choose AND or OR',
  tooDeep: 'Groups can be nested at most 3 levels deep',
  tooMany: 'A rule can have at most 50 conditions',
  empty: 'Add at least one condition',
} as const;

const ZTextValueSchema = z
  .string({ error: RULE_MSG.valueRequired })
  .trim()
  .min(1, { error: RULE_MSG.valueRequired })
  .max(RULE_TEXT_MAX, { error: RULE_MSG.valueTooLong })
  .refine((value) => !value.includes('\u0000'), { error: RULE_MSG.invalidCharacter });
const ZNumberValueSchema = z
  .number({ error: RULE_MSG.numberInvalid })
  .min(-1e15, { error: RULE_MSG.numberInvalid })
  .max(1e15, { error: RULE_MSG.numberInvalid });
const ZDateValueSchema = z
  .string({ error: RULE_MSG.dateInvalid })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: RULE_MSG.dateInvalid })
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), {
    error: RULE_MSG.dateInvalid,
  });
const ZDaysValueSchema = z
  .number({ error: RULE_MSG.daysInvalid })
  .int({ error: RULE_MSG.daysInvalid })
  .min(1, { error: RULE_MSG.daysInvalid })
  .max(3650, { error: RULE_MSG.daysInvalid });

export const TEXT_VALUE_OPS = ['equals', 'notEquals', 'contains', 'startsWith'] as const;
export const NO_VALUE_OPS = ['isEmpty', 'isNotEmpty', 'isTrue', 'isFalse'] as const;
export const NUMBER_VALUE_OPS = ['eq', 'neq', 'lt', 'lte', 'gt', 'gte'] as const;
export const DATE_VALUE_OPS = ['before', 'after', 'on'] as const;
export const DAYS_VALUE_OPS = ['inLastDays', 'moreThanDaysAgo'] as const;
export const VALUES_OPS = ['anyOf', 'noneOf'] as const;

/** One test, discriminated by its operator, which decides the operand it carries. */
export const ZRulePredicateSchema = z.discriminatedUnion(
  'op',
  [
    z.object({ op: z.enum(TEXT_VALUE_OPS), value: ZTextValueSchema }),
    z.object({ op: z.enum(NO_VALUE_OPS) }),
    z.object({ op: z.enum(NUMBER_VALUE_OPS), value: ZNumberValueSchema }),
    z
      .object({ op: z.literal('between'), value: ZNumberValueSchema, value2: ZNumberValueSchema })
      .refine((test) => test.value <= test.value2, {
        error: RULE_MSG.rangeInvalid,
        path: ['value2'],
      }),
    z.object({ op: z.enum(DATE_VALUE_OPS), value: ZDateValueSchema }),
    z.object({ op: z.enum(DAYS_VALUE_OPS), days: ZDaysValueSchema }),
    z.object({
      op: z.enum(VALUES_OPS),
      values: z
        .array(ZTextValueSchema)
        .min(1, { error: RULE_MSG.valuesRequired })
        .max(RULE_VALUES_MAX, { error: RULE_MSG.valuesTooMany }),
    }),
  ],
  { error: RULE_MSG.operatorInvalid },
);
export type TRulePredicate = z.infer<typeof ZRulePredicateSchema>;
export type TRuleOperator = TRulePredicate['op'];

/** The operators of each value type, in the order the rule builder offers them. */
export const OPERATORS_BY_TYPE: Record<TAttributeType, readonly TRuleOperator[]> = {
  text: ['equals', 'notEquals', 'contains', 'startsWith', 'isEmpty', 'isNotEmpty'],
  number: [...NUMBER_VALUE_OPS, 'between', 'isEmpty', 'isNotEmpty'],
  date: [...DATE_VALUE_OPS, ...DAYS_VALUE_OPS, 'isEmpty', 'isNotEmpty'],
  boolean: ['isTrue', 'isFalse'],
  list: [...VALUES_OPS, 'isEmpty', 'isNotEmpty'],
};

export function operatorFitsType(type: TAttributeType, op: TRuleOperator): boolean {
  return OPERATORS_BY_TYPE[type].includes(op);
}

/** A fresh predicate for an operator, for the rule builder when the operator changes. */
export function emptyPredicate(op: TRuleOperator): TRulePredicate {
  if ((TEXT_VALUE_OPS as readonly string[]).includes(op))
    return { op, value: '' } as TRulePredicate;
  if ((NUMBER_VALUE_OPS as readonly string[]).includes(op))
    return { op, value: 0 } as TRulePredicate;
  if (op === 'between') return { op, value: 0, value2: 0 };
  if ((DATE_VALUE_OPS as readonly string[]).includes(op))
    return { op, value: '' } as TRulePredicate;
  if ((DAYS_VALUE_OPS as readonly string[]).includes(op)) return { op, days: 30 } as TRulePredicate;
  if ((VALUES_OPS as readonly string[]).includes(op)) return { op, values: [] } as TRulePredicate;
  return { op } as TRulePredicate;
}
