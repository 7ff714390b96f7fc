import { describe, expect, it } from 'vitest';
import {
  RULE_MAX_CONDITIONS,
  ZDynamicRuleSchema,
  ZRuleDraftSchema,
  ruleConditions,
} from './dynamic-rules.ts';
import { OPERATORS_BY_TYPE, emptyPredicate, operatorFitsType } from './rule-operators.ts';

const city = { kind: 'attribute', key: 'city', test: { op: 'equals', value: 'Bath' } };
const and = (...conditions: object[]) => ({ kind: 'group', op: 'and', conditions });
const firstMessage = (value: unknown) =>
  ZDynamicRuleSchema.safeParse(value).error?.issues[0]?.message;
const nest = (levels: number): object => (levels === 1 ? and(city) : and(nest(levels - 1)));

describe('dynamic list rules', () => {
  it('accepts every kind of condition, nested three levels deep', () => {
    const rule = and(
      city,
      { kind: 'field', field: 'createdAt', test: { op: 'inLastDays', days: 30 } },
      { kind: 'consent', channel: 'sms', status: 'notUnsubscribed' },
      { kind: 'list', op: 'notIn', listId: 4 },
      { kind: 'event', op: 'has', eventType: 'opened', channelId: 1, days: 30, minCount: 2 },
      { kind: 'revenue', minRevenue: 100, days: 90 },
      { kind: 'group', op: 'or', conditions: [nest(1)] },
    );
    const parsed = ZDynamicRuleSchema.parse(rule);
    expect(ruleConditions(parsed)).toHaveLength(7);
  });

  it.each([
    ['groups past three levels', nest(4), 'Groups can be nested at most 3 levels deep'],
    [
      'too many conditions',
      and(...Array.from({ length: RULE_MAX_CONDITIONS + 1 }, () => city)),
      'A rule can have at most 50 conditions',
    ],
    ['no condition', and(), 'Add at least one condition'],
    [
      'a text operator on a date field',
      and({ kind: 'field', field: 'createdAt', test: { op: 'contains', value: '2' } }),
      'This operator does not fit the field type',
    ],
    [
      'an attribute key that cannot exist',
      and({ ...city, key: 'City; drop' }),
      'This attribute does not exist',
    ],
    [
      'an unknown channel',
      and({ kind: 'consent', channel: 'fax', status: 'subscribed' }),
      'Choose a channel',
    ],
    [
      'an event window of 0 days',
      and({ kind: 'event', op: 'has', eventType: 'opened', days: 0 }),
      'Enter a number of days from 1 to 3650',
    ],
    [
      'an unknown event channel',
      and({ kind: 'event', op: 'has', eventType: 'opened', channelId: 999, days: 3 }),
      'Choose a channel',
    ],
  ])('refuses %s', (_name, rule, message) => {
    expect(firstMessage(rule)).toBe(message);
  });

  it('lets a draft be empty: the preview of a new rule counts everyone', () => {
    expect(ZRuleDraftSchema.safeParse(and()).success).toBe(true);
  });
});

describe('rule operators', () => {
  it('gives every operator of every type an empty predicate of the right shape', () => {
    for (const [type, operators] of Object.entries(OPERATORS_BY_TYPE)) {
      for (const op of operators) {
        expect(operatorFitsType(type as keyof typeof OPERATORS_BY_TYPE, op)).toBe(true);
        expect(emptyPredicate(op).op).toBe(op);
      }
    }
    expect(operatorFitsType('boolean', 'contains')).toBe(false);
  });
});
