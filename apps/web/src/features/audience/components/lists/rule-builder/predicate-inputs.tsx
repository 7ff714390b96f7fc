import { useTranslation } from 'react-i18next';
import Form from 'react-bootstrap/Form';
import type { TAttributeType } from '@resonate/contracts/audience/contact-attributes';
import {
  OPERATORS_BY_TYPE,
  RULE_TEXT_MAX,
  emptyPredicate,
  type TRuleOperator,
  type TRulePredicate,
} from '@resonate/contracts/audience/rule-operators';

/** A number field's value: NaN while empty, which the contract then reports. */
const asNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
const shown = (value: number) => (Number.isFinite(value) ? String(value) : '');

/**
 * The operator of a field or attribute condition, and the inputs its operand needs: text, a
 * number (or two), a date, a number of days, or several of a list attribute's options.
 */
export function PredicateInputs({
  id,
  type,
  test,
  options,
  invalid,
  onChange,
}: {
  id: string;
  type: TAttributeType;
  test: TRulePredicate;
  options: readonly string[];
  invalid: boolean;
  onChange: (test: TRulePredicate) => void;
}) {
  const { t } = useTranslation('audienceLists');
  const changeOp = (op: TRuleOperator) => {
    // Keep a typed value when the new operator takes the same kind of operand.
    const next = emptyPredicate(op);
    if ('value' in next && 'value' in test && typeof next.value === typeof test.value) {
      onChange({ ...next, value: test.value } as TRulePredicate);
    } else onChange(next);
  };

  return (
    <>
      <Form.Select
        aria-label={t('builder.operator')}
        className="rule-condition__operator"
        value={test.op}
        onChange={(event) => changeOp(event.target.value as TRuleOperator)}
      >
        {OPERATORS_BY_TYPE[type].map((op) => (
          <option key={op} value={op}>
            {t(`builder.operators.${op}`)}
          </option>
        ))}
      </Form.Select>
      <Operand
        id={id}
        type={type}
        test={test}
        options={options}
        invalid={invalid}
        onChange={onChange}
      />
    </>
  );
}

function Operand({
  id,
  type,
  test,
  options,
  invalid,
  onChange,
}: {
  id: string;
  type: TAttributeType;
  test: TRulePredicate;
  options: readonly string[];
  invalid: boolean;
  onChange: (test: TRulePredicate) => void;
}) {
  const { t } = useTranslation('audienceLists');
  switch (test.op) {
    case 'equals':
    case 'notEquals':
    case 'contains':
    case 'startsWith':
      return (
        <Form.Control
          id={`${id}-value`}
          aria-label={t('builder.value')}
          className="rule-condition__value"
          value={test.value}
          maxLength={RULE_TEXT_MAX}
          isInvalid={invalid}
          onChange={(event) => onChange({ ...test, value: event.target.value })}
        />
      );
    case 'eq':
    case 'neq':
    case 'lt':
    case 'lte':
    case 'gt':
    case 'gte':
      return (
        <Form.Control
          type="number"
          step="any"
          aria-label={t('builder.value')}
          className="rule-condition__number"
          value={shown(test.value)}
          isInvalid={invalid}
          onChange={(event) => onChange({ ...test, value: asNumber(event.target.value) })}
        />
      );
    case 'between':
      return (
        <>
          <Form.Control
            type="number"
            step="any"
            aria-label={t('builder.value')}
            className="rule-condition__number"
            value={shown(test.value)}
            isInvalid={invalid}
            onChange={(event) => onChange({ ...test, value: asNumber(event.target.value) })}
          />
          <span className="rule-condition__word">{t('builder.value2')}</span>
          <Form.Control
            type="number"
            step="any"
            aria-label={t('builder.value2')}
            className="rule-condition__number"
            value={shown(test.value2)}
            isInvalid={invalid}
            onChange={(event) => onChange({ ...test, value2: asNumber(event.target.value) })}
          />
        </>
      );
    case 'before':
    case 'after':
    case 'on':
      return (
        <Form.Control
          type="date"
          aria-label={t('builder.value')}
          className="rule-condition__date"
          value={test.value}
          isInvalid={invalid}
          onChange={(event) => onChange({ ...test, value: event.target.value })}
        />
      );
    case 'inLastDays':
    case 'moreThanDaysAgo':
      return (
        <>
          <Form.Control
            type="number"
            min={1}
            step={1}
            aria-label={t('builder.daysLabel')}
            className="rule-condition__number"
            value={shown(test.days)}
            isInvalid={invalid}
            onChange={(event) => onChange({ ...test, days: asNumber(event.target.value) })}
          />
          <span className="rule-condition__word">{t('builder.days')}</span>
        </>
      );
    case 'anyOf':
    case 'noneOf':
      return type === 'list' && options.length > 0 ? (
        <Form.Select
          multiple
          aria-label={t('builder.values')}
          title={t('builder.valuesHint')}
          className="rule-condition__values"
          value={test.values}
          isInvalid={invalid}
          onChange={(event) =>
            onChange({
              ...test,
              values: Array.from(event.target.selectedOptions, (option) => option.value),
            })
          }
        >
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </Form.Select>
      ) : (
        <Form.Control
          aria-label={t('builder.values')}
          className="rule-condition__value"
          value={test.values.join(', ')}
          isInvalid={invalid}
          onChange={(event) =>
            onChange({
              ...test,
              values: event.target.value
                .split(',')
                .map((value) => value.trim())
                .filter(Boolean),
            })
          }
        />
      );
    default:
      return null;
  }
}
