import type {
  TRuleCondition,
  TRuleGroup,
  TStandardField,
} from '@resonate/contracts/audience/dynamic-rules';
import { STANDARD_FIELDS } from '@resonate/contracts/audience/dynamic-rules';
import type { TAttributeType } from '@resonate/contracts/audience/contact-attributes';
import type { TConsentChannel } from '@resonate/contracts/audience/contact-fields';
import { emptyPredicate, type TRulePredicate } from '@resonate/contracts/audience/rule-operators';

/**
 * The rule as the editor holds it: the contract's tree with an id on every node, so React keys
 * and focus survive edits, additions and removals. Ids never reach the server.
 */
export type TEditorCondition = TRuleCondition & { id: string };
export type TEditorGroup = {
  id: string;
  kind: 'group';
  op: 'and' | 'or';
  conditions: TEditorNode[];
};
export type TEditorNode = TEditorCondition | TEditorGroup;

let counter = 0;
export const newId = () => `n${++counter}`;

export function toEditor(rule: TRuleGroup): TEditorGroup {
  return {
    id: newId(),
    kind: 'group',
    op: rule.op,
    conditions: rule.conditions.map((item) =>
      item.kind === 'group' ? toEditor(item) : { ...item, id: newId() },
    ),
  };
}

export function toRule(group: TEditorGroup): TRuleGroup {
  return {
    kind: 'group',
    op: group.op,
    conditions: group.conditions.map((item) => {
      if (item.kind === 'group') return toRule(item);
      const { id: _id, ...condition } = item;
      return condition as TRuleCondition;
    }),
  };
}

export const emptyGroup = (): TEditorGroup => ({
  id: newId(),
  kind: 'group',
  op: 'and',
  conditions: [],
});

/** The tree with the node of `id` replaced by `change(node)` (or removed when it gives null). */
export function updateNode(
  group: TEditorGroup,
  id: string,
  change: (node: TEditorNode) => TEditorNode | null,
): TEditorGroup {
  if (group.id === id) return (change(group) as TEditorGroup | null) ?? group;
  const conditions: TEditorNode[] = [];
  for (const item of group.conditions) {
    if (item.id === id) {
      const next = change(item);
      if (next) conditions.push(next);
    } else {
      conditions.push(item.kind === 'group' ? updateNode(item, id, change) : item);
    }
  }
  return { ...group, conditions };
}

/** What the field picker shows for a condition, and what a pick turns into. */
export type TFieldChoice =
  | `field:${TStandardField}`
  | `attr:${string}`
  | `consent:${TConsentChannel}`
  | 'list'
  | 'event'
  | 'revenue';

export function choiceOf(condition: TRuleCondition): TFieldChoice {
  switch (condition.kind) {
    case 'field':
      return `field:${condition.field}`;
    case 'attribute':
      return `attr:${condition.key}`;
    case 'consent':
      return `consent:${condition.channel}`;
    default:
      return condition.kind;
  }
}

const FIRST_TEST: Record<TAttributeType, TRulePredicate> = {
  text: emptyPredicate('equals'),
  number: emptyPredicate('gt'),
  date: emptyPredicate('inLastDays'),
  boolean: emptyPredicate('isTrue'),
  list: emptyPredicate('anyOf'),
};

/** A fresh condition for a pick; `attributeType` is the picked attribute's type. */
export function conditionFor(choice: TFieldChoice, attributeType?: TAttributeType): TRuleCondition {
  if (choice === 'list') return { kind: 'list', op: 'in', listId: 0 };
  if (choice === 'event') {
    return { kind: 'event', op: 'has', eventType: 'opened', days: 30, minCount: 1 };
  }
  if (choice === 'revenue') return { kind: 'revenue', minRevenue: 100, days: 30 };
  const [prefix, name] = choice.split(':') as [string, string];
  if (prefix === 'consent') {
    return { kind: 'consent', channel: name as TConsentChannel, status: 'subscribed' };
  }
  if (prefix === 'field') {
    const field = name as TStandardField;
    return { kind: 'field', field, test: FIRST_TEST[STANDARD_FIELDS[field]] };
  }
  return { kind: 'attribute', key: name, test: FIRST_TEST[attributeType ?? 'text'] };
}
