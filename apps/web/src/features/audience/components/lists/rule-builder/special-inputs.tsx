import { useTranslation } from 'react-i18next';
import Form from 'react-bootstrap/Form';
import {
  CONSENT_RULE_STATUSES,
  RULE_EVENT_TYPES,
  type TConsentCondition,
  type TEventCondition,
  type TListCondition,
  type TRevenueCondition,
} from '@resonate/contracts/audience/dynamic-rules';
import { CHANNELS } from '@resonate/contracts/channels';
import { useRuleBuilder } from './rule-context';

const asNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
const shown = (value: number | undefined) =>
  value !== undefined && Number.isFinite(value) ? String(value) : '';

/** "<channel> consent is subscribed / unsubscribed / not unsubscribed". */
export function ConsentInputs({
  condition,
  onChange,
}: {
  condition: TConsentCondition;
  onChange: (condition: TConsentCondition) => void;
}) {
  const { t } = useTranslation('audienceLists');
  return (
    <Form.Select
      aria-label={t('builder.status')}
      className="rule-condition__operator"
      value={condition.status}
      onChange={(event) =>
        onChange({ ...condition, status: event.target.value as TConsentCondition['status'] })
      }
    >
      {CONSENT_RULE_STATUSES.map((status) => (
        <option key={status} value={status}>
          {t(`builder.consentStatuses.${status}`)}
        </option>
      ))}
    </Form.Select>
  );
}

/** "is in / is not in <target or ad-hoc list>". */
export function ListInputs({
  condition,
  invalid,
  onChange,
}: {
  condition: TListCondition;
  invalid: boolean;
  onChange: (condition: TListCondition) => void;
}) {
  const { t } = useTranslation('audienceLists');
  const { lists } = useRuleBuilder();
  return (
    <>
      <Form.Select
        aria-label={t('builder.operator')}
        className="rule-condition__operator"
        value={condition.op}
        onChange={(event) => onChange({ ...condition, op: event.target.value as 'in' | 'notIn' })}
      >
        <option value="in">{t('builder.listOps.in')}</option>
        <option value="notIn">{t('builder.listOps.notIn')}</option>
      </Form.Select>
      <Form.Select
        aria-label={t('builder.list')}
        className="rule-condition__value"
        value={condition.listId || ''}
        isInvalid={invalid}
        onChange={(event) => onChange({ ...condition, listId: Number(event.target.value) })}
      >
        <option value="">
          {lists.length ? t('builder.chooseList') : t('builder.noStaticLists')}
        </option>
        {lists.map((list) => (
          <option key={list.listId} value={list.listId}>
            {list.name} ({t(`kinds.${list.kind}`)})
          </option>
        ))}
      </Form.Select>
    </>
  );
}

/** "has / has not <event> [on <channel>] in the last N days [at least K times]". */
export function EventInputs({
  condition,
  invalid,
  onChange,
}: {
  condition: TEventCondition;
  invalid: boolean;
  onChange: (condition: TEventCondition) => void;
}) {
  const { t } = useTranslation('audienceLists');
  return (
    <>
      <Form.Select
        aria-label={t('builder.operator')}
        className="rule-condition__operator"
        value={condition.op}
        onChange={(event) => onChange({ ...condition, op: event.target.value as 'has' | 'hasNot' })}
      >
        <option value="has">{t('builder.eventOps.has')}</option>
        <option value="hasNot">{t('builder.eventOps.hasNot')}</option>
      </Form.Select>
      <Form.Select
        aria-label={t('builder.event')}
        className="rule-condition__operator"
        value={condition.eventType}
        onChange={(event) =>
          onChange({ ...condition, eventType: event.target.value as TEventCondition['eventType'] })
        }
      >
        {RULE_EVENT_TYPES.map((type) => (
          <option key={type} value={type}>
            {t(`builder.eventTypes.${type}`)}
          </option>
        ))}
      </Form.Select>
      <span className="rule-condition__word">{t('builder.onChannel')}</span>
      <Form.Select
        aria-label={t('builder.channel')}
        className="rule-condition__operator"
        value={condition.channelId ?? ''}
        onChange={(event) =>
          onChange({
            ...condition,
            channelId: event.target.value ? Number(event.target.value) : undefined,
          })
        }
      >
        <option value="">{t('builder.anyChannel')}</option>
        {CHANNELS.map((channel) => (
          <option key={channel.id} value={channel.id}>
            {channel.name}
          </option>
        ))}
      </Form.Select>
      <DaysInput
        days={condition.days}
        invalid={invalid}
        onDays={(days) => onChange({ ...condition, days })}
      />
      <span className="rule-condition__word">{t('builder.atLeast')}</span>
      <Form.Control
        type="number"
        min={1}
        step={1}
        aria-label={t('builder.timesLabel')}
        className="rule-condition__number"
        value={shown(condition.minCount)}
        isInvalid={invalid}
        onChange={(event) => onChange({ ...condition, minCount: asNumber(event.target.value) })}
      />
      <span className="rule-condition__word">{t('builder.times')}</span>
    </>
  );
}

/** "converted with total revenue above X in the last N days". */
export function RevenueInputs({
  condition,
  invalid,
  onChange,
}: {
  condition: TRevenueCondition;
  invalid: boolean;
  onChange: (condition: TRevenueCondition) => void;
}) {
  const { t } = useTranslation('audienceLists');
  return (
    <>
      <span className="rule-condition__word">{t('builder.revenueAbove')}</span>
      <Form.Control
        type="number"
        min={0}
        step="any"
        aria-label={t('builder.revenueLabel')}
        className="rule-condition__number"
        value={shown(condition.minRevenue)}
        isInvalid={invalid}
        onChange={(event) => onChange({ ...condition, minRevenue: asNumber(event.target.value) })}
      />
      <DaysInput
        days={condition.days}
        invalid={invalid}
        onDays={(days) => onChange({ ...condition, days })}
      />
    </>
  );
}

function DaysInput({
  days,
  invalid,
  onDays,
}: {
  days: number;
  invalid: boolean;
  onDays: (days: number) => void;
}) {
  const { t } = useTranslation('audienceLists');
  return (
    <>
      <span className="rule-condition__word">{t('builder.inLast')}</span>
      <Form.Control
        type="number"
        min={1}
        step={1}
        aria-label={t('builder.daysLabel')}
        className="rule-condition__number"
        value={shown(days)}
        isInvalid={invalid}
        onChange={(event) => onDays(asNumber(event.target.value))}
      />
      <span className="rule-condition__word">{t('builder.days')}</span>
    </>
  );
}
