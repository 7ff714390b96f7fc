import { ZRuleDraftSchema, type TRuleGroup } from '@resonate/contracts/audience/dynamic-rules';
import { AppError } from '#/errors.ts';
import type { TContactSelection } from '../contact-selection.ts';
import type { TTrx } from '../list-repository.ts';
import { checkRuleReferences } from './rule-check.ts';
import { ruleSelection, type TSetShape } from './rule-sql.ts';

export const STORED_RULE_INVALID = 'The rule of this dynamic list is no longer valid; edit it';

/** A rule from a request: its references checked, then compiled. */
export async function checkedRuleSelection(
  trx: TTrx,
  clientId: number,
  rule: TRuleGroup,
  sets?: TSetShape,
): Promise<TContactSelection> {
  await checkRuleReferences(trx, clientId, rule);
  return ruleSelection(clientId, rule, sets);
}

/**
 * A saved rule, as the list holds it. It was checked when saved; an attribute or list deleted
 * since then matches nothing (see predicate-sql.ts), so the list still evaluates.
 */
export function storedRuleSelection(
  clientId: number,
  stored: unknown,
  sets?: TSetShape,
): TContactSelection {
  const parsed = ZRuleDraftSchema.safeParse(stored);
  if (!parsed.success) throw new AppError('CONFLICT', STORED_RULE_INVALID);
  return ruleSelection(clientId, parsed.data, sets);
}
