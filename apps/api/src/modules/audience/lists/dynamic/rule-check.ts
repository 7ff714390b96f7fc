import type { TRuleCondition, TRuleGroup } from '@resonate/contracts/audience/dynamic-rules';
import type { TAttributeType } from '@resonate/contracts/audience/contact-attributes';
import { RULE_MSG, operatorFitsType } from '@resonate/contracts/audience/rule-operators';
import type { TFieldErrors } from '@resonate/contracts/envelope';
import { AppError } from '#/errors.ts';
import type { TTrx } from '../list-repository.ts';

type TAttribute = { type: TAttributeType; options: string[] };

/** Each condition with its dotted path in the request, for field errors. */
function* conditionsWithPaths(
  group: TRuleGroup,
  path: string,
): Generator<[TRuleCondition, string]> {
  for (const [index, item] of group.conditions.entries()) {
    const itemPath = `${path}.conditions.${index}`;
    if (item.kind === 'group') yield* conditionsWithPaths(item, itemPath);
    else yield [item, itemPath];
  }
}

function attributeError(condition: TRuleCondition, attribute: TAttribute | undefined) {
  if (condition.kind !== 'attribute') return undefined;
  if (!attribute) return ['key', RULE_MSG.attributeUnknown] as const;
  if (!operatorFitsType(attribute.type, condition.test.op)) {
    return ['test.op', RULE_MSG.operatorNotForType] as const;
  }
  const { test } = condition;
  if (attribute.type === 'list' && 'values' in test && attribute.options.length > 0) {
    if (test.values.some((value) => !attribute.options.includes(value))) {
      return ['test.values', RULE_MSG.valueNotAnOption] as const;
    }
  }
  return undefined;
}

/**
 * What the schema cannot know: attributes must be the client's, with an operator of their type
 * (and list values among their options); list conditions must name one of the client's target
 * or ad-hoc lists. Throws a 400 with every problem under its dotted path.
 */
export async function checkRuleReferences(
  trx: TTrx,
  clientId: number,
  rule: TRuleGroup,
  path = 'rule',
): Promise<void> {
  const [attributeRows, listRows] = await Promise.all([
    trx
      .selectFrom('contact_attributes')
      .select(['key', 'type', 'options'])
      .where('client_id', '=', clientId)
      .execute(),
    trx
      .selectFrom('audience_lists')
      .select('id')
      .where('client_id', '=', clientId)
      .where('kind', '!=', 'dynamic')
      .execute(),
  ]);
  const attributes = new Map(attributeRows.map((row) => [row.key, row]));
  const staticLists = new Set(listRows.map((row) => row.id));
  const errors: TFieldErrors = {};
  for (const [condition, conditionPath] of conditionsWithPaths(rule, path)) {
    if (condition.kind === 'attribute') {
      const problem = attributeError(condition, attributes.get(condition.key));
      if (problem) errors[`${conditionPath}.${problem[0]}`] = problem[1];
    }
    if (condition.kind === 'list' && !staticLists.has(condition.listId)) {
      errors[`${conditionPath}.listId`] = RULE_MSG.listNotStatic;
    }
  }
  const first = Object.values(errors)[0];
  if (first) throw new AppError('BAD_REQUEST', first, { errors });
}
