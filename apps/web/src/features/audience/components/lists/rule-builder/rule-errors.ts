import { ZDynamicRuleSchema } from '@resonate/contracts/audience/dynamic-rules';
import { toRule, type TEditorGroup, type TEditorNode } from './rule-tree';

/** Node id -> the first message about it. */
export type TRuleErrors = Record<string, string>;

/** The node a path (['conditions', 0, 'conditions', 2, 'test', 'value']) points into. */
function nodeAt(root: TEditorGroup, path: readonly PropertyKey[]): TEditorNode {
  let node: TEditorNode = root;
  for (let i = 0; i + 1 < path.length; i += 2) {
    if (path[i] !== 'conditions' || node.kind !== 'group') break;
    const child: TEditorNode | undefined = node.conditions[Number(path[i + 1])];
    if (!child) break;
    node = child;
  }
  return node;
}

function collect(
  root: TEditorGroup,
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): TRuleErrors {
  const errors: TRuleErrors = {};
  for (const issue of issues) {
    const node = nodeAt(root, issue.path);
    errors[node.id] ??= issue.message;
  }
  return errors;
}

/** The contract's verdict on the rule being edited, by node. */
export function validateRule(root: TEditorGroup): TRuleErrors {
  const result = ZDynamicRuleSchema.safeParse(toRule(root));
  return result.success ? {} : collect(root, result.error.issues);
}

/** The server's field errors ("rule.conditions.0.key": message), by node. */
export function serverRuleErrors(root: TEditorGroup, errors: Record<string, string>): TRuleErrors {
  const issues = Object.entries(errors)
    .filter(([key]) => key === 'rule' || key.startsWith('rule.'))
    .map(([key, message]) => ({ path: key.split('.').slice(1), message }));
  return collect(root, issues);
}
