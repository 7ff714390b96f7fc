import { FolderPlus, Plus, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import Button from 'react-bootstrap/Button';
import { RULE_MAX_DEPTH } from '@resonate/contracts/audience/dynamic-rules';
import { RuleConditionEditor } from './rule-condition-editor';
import { useRuleBuilder } from './rule-context';
import { conditionFor, emptyGroup, newId, type TEditorGroup, type TEditorNode } from './rule-tree';

/**
 * A group of conditions joined by AND or OR, with its nested groups (RULE_MAX_DEPTH levels in
 * all). The root group cannot be removed.
 */
export function RuleGroupEditor({
  group,
  depth,
  showErrors,
}: {
  group: TEditorGroup;
  depth: number;
  showErrors: boolean;
}) {
  const { t } = useTranslation('audienceLists');
  const { attributes, errors, update } = useRuleBuilder();
  const opName = `${group.id}-op`;
  const error = showErrors ? errors[group.id] : undefined;

  const addChild = (child: TEditorNode) =>
    update(group.id, (node) => ({
      ...(node as TEditorGroup),
      conditions: [...(node as TEditorGroup).conditions, child],
    }));
  const firstAttribute = attributes[0];
  const addCondition = () =>
    addChild({
      ...(firstAttribute
        ? conditionFor(`attr:${firstAttribute.key}`, firstAttribute.type)
        : conditionFor('field:email')),
      id: newId(),
    });
  const addGroup = () => {
    const child = emptyGroup();
    addChild({ ...child, conditions: [{ ...conditionFor('field:email'), id: newId() }] });
  };

  return (
    <fieldset
      className={`rule-group rule-group--depth-${depth}`}
      aria-label={t('builder.groupLabel', { level: depth })}
    >
      <div className="rule-group__header">
        <span className="rule-group__match">{t('builder.match')}</span>
        <div className="btn-group btn-group-sm" role="radiogroup" aria-label={t('builder.match')}>
          {(['and', 'or'] as const).map((op) => (
            <label
              key={op}
              className={`btn ${group.op === op ? 'btn-primary' : 'btn-outline-primary'}`}
            >
              <input
                type="radio"
                className="visually-hidden"
                name={opName}
                value={op}
                checked={group.op === op}
                onChange={() => update(group.id, (node) => ({ ...(node as TEditorGroup), op }))}
              />
              {t(`builder.${op}`)}
            </label>
          ))}
        </div>
        {depth > 1 ? (
          <button
            type="button"
            className="app-icon-button app-icon-button--sm ms-auto"
            aria-label={t('builder.removeGroup')}
            onClick={() => update(group.id, () => null)}
          >
            <X size={16} aria-hidden="true" />
          </button>
        ) : null}
      </div>
      {group.conditions.length === 0 ? (
        <p className="rule-group__empty">{t('builder.emptyGroup')}</p>
      ) : (
        <ol className="rule-group__items">
          {group.conditions.map((item, index) =>
            item.kind === 'group' ? (
              <li key={item.id} className="rule-group__nested">
                <RuleGroupEditor group={item} depth={depth + 1} showErrors={showErrors} />
              </li>
            ) : (
              <RuleConditionEditor
                key={item.id}
                condition={item}
                index={index}
                showErrors={showErrors}
              />
            ),
          )}
        </ol>
      )}
      {error ? (
        <div className="rule-condition__error" role="alert">
          {error}
        </div>
      ) : null}
      <div className="rule-group__actions">
        <Button size="sm" variant="outline-primary" onClick={addCondition}>
          <Plus size={14} aria-hidden="true" />
          {t('builder.addCondition')}
        </Button>
        {depth < RULE_MAX_DEPTH ? (
          <Button size="sm" variant="outline-secondary" onClick={addGroup}>
            <FolderPlus size={14} aria-hidden="true" />
            {t('builder.addGroup')}
          </Button>
        ) : null}
      </div>
    </fieldset>
  );
}
