import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import Form from 'react-bootstrap/Form';
import { STANDARD_FIELDS, type TStandardField } from '@resonate/contracts/audience/dynamic-rules';
import { CONSENT_CHANNELS } from '@resonate/contracts/audience/contact-fields';
import type { TRulePredicate } from '@resonate/contracts/audience/rule-operators';
import { PredicateInputs } from './predicate-inputs';
import { useRuleBuilder } from './rule-context';
import { choiceOf, conditionFor, type TEditorCondition, type TFieldChoice } from './rule-tree';
import { ConsentInputs, EventInputs, ListInputs, RevenueInputs } from './special-inputs';

const STANDARD = Object.keys(STANDARD_FIELDS) as TStandardField[];

/** The field picker: contact fields, custom fields, consent channels, lists and activity. */
function FieldPicker({
  value,
  onPick,
}: {
  value: TFieldChoice;
  onPick: (choice: TFieldChoice) => void;
}) {
  const { t } = useTranslation('audienceLists');
  const { attributes } = useRuleBuilder();
  const known = value.startsWith('attr:') && !attributes.some((a) => `attr:${a.key}` === value);
  return (
    <Form.Select
      aria-label={t('builder.field')}
      className="rule-condition__field"
      value={value}
      onChange={(event) => onPick(event.target.value as TFieldChoice)}
    >
      <optgroup label={t('builder.groups.standard')}>
        {STANDARD.map((field) => (
          <option key={field} value={`field:${field}`}>
            {t(`builder.standardFields.${field}`)}
          </option>
        ))}
      </optgroup>
      {attributes.length || known ? (
        <optgroup label={t('builder.groups.attributes')}>
          {attributes.map((attribute) => (
            <option key={attribute.key} value={`attr:${attribute.key}`}>
              {attribute.label}
            </option>
          ))}
          {known ? <option value={value}>{value.slice(5)}</option> : null}
        </optgroup>
      ) : null}
      <optgroup label={t('builder.groups.consent')}>
        {CONSENT_CHANNELS.map((channel) => (
          <option key={channel} value={`consent:${channel}`}>
            {t('builder.consentOf', { channel: t(`builder.channels.${channel}`) })}
          </option>
        ))}
      </optgroup>
      <optgroup label={t('builder.groups.membership')}>
        <option value="list">{t('builder.listMembership')}</option>
      </optgroup>
      <optgroup label={t('builder.groups.activity')}>
        <option value="event">{t('builder.eventCondition')}</option>
        <option value="revenue">{t('builder.revenueCondition')}</option>
      </optgroup>
    </Form.Select>
  );
}

/** One condition: its field, then the operator and value inputs that field's type takes. */
export function RuleConditionEditor({
  condition,
  index,
  showErrors,
}: {
  condition: TEditorCondition;
  index: number;
  showErrors: boolean;
}) {
  const { t } = useTranslation('audienceLists');
  const { attributes, errors, update } = useRuleBuilder();
  const error = showErrors ? errors[condition.id] : undefined;
  const replace = (next: object) =>
    update(condition.id, () => ({ ...next, id: condition.id }) as TEditorCondition);
  const pick = (choice: TFieldChoice) => {
    const attribute = attributes.find((a) => `attr:${a.key}` === choice);
    replace(conditionFor(choice, attribute?.type));
  };
  const setTest = (test: TRulePredicate) => replace({ ...condition, test });
  const invalid = Boolean(error);
  const errorId = `${condition.id}-error`;

  let inputs = null;
  switch (condition.kind) {
    case 'field':
      inputs = (
        <PredicateInputs
          id={condition.id}
          type={STANDARD_FIELDS[condition.field]}
          test={condition.test}
          options={[]}
          invalid={invalid}
          onChange={setTest}
        />
      );
      break;
    case 'attribute': {
      const attribute = attributes.find((a) => a.key === condition.key);
      inputs = (
        <PredicateInputs
          id={condition.id}
          type={attribute?.type ?? 'text'}
          test={condition.test}
          options={attribute?.options ?? []}
          invalid={invalid}
          onChange={setTest}
        />
      );
      break;
    }
    case 'consent':
      inputs = <ConsentInputs condition={condition} onChange={replace} />;
      break;
    case 'list':
      inputs = <ListInputs condition={condition} invalid={invalid} onChange={replace} />;
      break;
    case 'event':
      inputs = <EventInputs condition={condition} invalid={invalid} onChange={replace} />;
      break;
    case 'revenue':
      inputs = <RevenueInputs condition={condition} invalid={invalid} onChange={replace} />;
      break;
  }

  return (
    <li className="rule-condition" aria-label={t('builder.conditionLabel', { index: index + 1 })}>
      <div className="rule-condition__row" aria-describedby={error ? errorId : undefined}>
        <FieldPicker value={choiceOf(condition)} onPick={pick} />
        {inputs}
        <button
          type="button"
          className="app-icon-button app-icon-button--sm rule-condition__remove"
          aria-label={t('builder.removeCondition')}
          onClick={() => update(condition.id, () => null)}
        >
          <X size={16} aria-hidden="true" />
        </button>
      </div>
      {error ? (
        <div id={errorId} className="rule-condition__error" role="alert">
          {error}
        </div>
      ) : null}
    </li>
  );
}
