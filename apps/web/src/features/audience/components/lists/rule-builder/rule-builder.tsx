import { useMemo } from 'react';
import type { TAttribute } from '@resonate/contracts/audience/contact-attributes';
import type { TListSummary } from '@resonate/contracts/audience/lists';
import { RuleBuilderContext, type TRuleBuilderContext } from './rule-context';
import type { TRuleErrors } from './rule-errors';
import { RuleGroupEditor } from './rule-group-editor';
import { updateNode, type TEditorGroup } from './rule-tree';
import './rule-builder.scss';

/**
 * The rule builder: nested AND/OR groups of conditions on contact fields, custom fields,
 * consent, list membership and events. Controlled: `rule` in, every edit out through onChange.
 */
export function RuleBuilder({
  rule,
  attributes,
  lists,
  errors,
  showErrors,
  onChange,
}: {
  rule: TEditorGroup;
  attributes: readonly TAttribute[];
  lists: readonly TListSummary[];
  errors: TRuleErrors;
  showErrors: boolean;
  onChange: (rule: TEditorGroup) => void;
}) {
  const context = useMemo<TRuleBuilderContext>(
    () => ({
      attributes,
      lists,
      errors,
      update: (id, change) => onChange(updateNode(rule, id, change)),
    }),
    [attributes, lists, errors, rule, onChange],
  );
  return (
    <RuleBuilderContext.Provider value={context}>
      <RuleGroupEditor group={rule} depth={1} showErrors={showErrors} />
    </RuleBuilderContext.Provider>
  );
}
