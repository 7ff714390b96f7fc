import { createContext, useContext } from 'react';
import type { TAttribute } from '@resonate/contracts/audience/contact-attributes';
import type { TListSummary } from '@resonate/contracts/audience/lists';
import type { TRuleErrors } from './rule-errors';
import type { TEditorNode } from './rule-tree';

/** What every node of the rule builder reads: the choices it offers and how to change the tree. */
export type TRuleBuilderContext = {
  attributes: readonly TAttribute[];
  /** Target and ad-hoc lists, for "is in list". */
  lists: readonly TListSummary[];
  errors: TRuleErrors;
  update: (id: string, change: (node: TEditorNode) => TEditorNode | null) => void;
};

export const RuleBuilderContext = createContext<TRuleBuilderContext | null>(null);

export function useRuleBuilder(): TRuleBuilderContext {
  const context = useContext(RuleBuilderContext);
  if (!context) throw new Error('useRuleBuilder outside a RuleBuilder');
  return context;
}
