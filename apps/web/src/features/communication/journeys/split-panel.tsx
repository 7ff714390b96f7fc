import { Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import type { TAttribute } from '@resonate/contracts/audience/contact-attributes';
import {
  JOURNEY_LIMITS,
  SPLIT_OPS,
  type TJourneyNode,
  type TSplitConfig,
  type TSplitOp,
} from '@resonate/contracts/campaigns/journeys';

/** Contact fields every client has, offered beside its custom attributes. */
const STANDARD_KEYS = ['firstName', 'lastName', 'email', 'mobile', 'city', 'country'];

type TProps = {
  split: TSplitConfig;
  sendSteps: TJourneyNode[];
  summaries: Record<string, string>;
  attributes: TAttribute[];
  disabled: boolean;
  onChange: (split: TSplitConfig) => void;
};

/** Yes or no: on a contact attribute, or on whether an earlier message was opened / clicked. */
export function SplitPanel({
  split,
  sendSteps,
  summaries,
  attributes,
  disabled,
  onChange,
}: TProps) {
  const { t } = useTranslation('journeys');
  const toKind = (kind: TSplitConfig['kind']) =>
    onChange(
      kind === 'attribute'
        ? { kind, key: 'email', op: 'exists' }
        : { kind, sendNodeId: sendSteps[0]?.id ?? '', event: 'opened' },
    );
  return (
    <fieldset disabled={disabled}>
      <Form.Group className="mb-3" controlId="journey-split-kind">
        <Form.Label>{t('split.kind')}</Form.Label>
        <Form.Select
          value={split.kind}
          onChange={(event) => toKind(event.target.value as TSplitConfig['kind'])}
        >
          <option value="attribute">{t('split.kinds.attribute')}</option>
          <option value="engagement" disabled={sendSteps.length === 0}>
            {t('split.kinds.engagement')}
          </option>
        </Form.Select>
      </Form.Group>
      {split.kind === 'attribute' ? (
        <>
          <Form.Group className="mb-3" controlId="journey-split-key">
            <Form.Label>{t('split.attribute')}</Form.Label>
            <Form.Control
              list="journey-attribute-keys"
              maxLength={JOURNEY_LIMITS.attributeKeyMax}
              value={split.key}
              onChange={(event) => onChange({ ...split, key: event.target.value })}
            />
            <datalist id="journey-attribute-keys">
              {[...STANDARD_KEYS, ...attributes.map((row) => row.key)].map((key) => (
                <option key={key} value={key} />
              ))}
            </datalist>
          </Form.Group>
          <Form.Group className="mb-3" controlId="journey-split-op">
            <Form.Label>{t('split.op')}</Form.Label>
            <Form.Select
              value={split.op}
              onChange={(event) => onChange({ ...split, op: event.target.value as TSplitOp })}
            >
              {SPLIT_OPS.map((op) => (
                <option key={op} value={op}>
                  {t(`ops.${op}`)}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
          {split.op !== 'exists' && (
            <Form.Group className="mb-3" controlId="journey-split-value">
              <Form.Label>{t('split.value')}</Form.Label>
              <Form.Control
                maxLength={JOURNEY_LIMITS.attributeValueMax}
                value={split.value ?? ''}
                onChange={(event) => onChange({ ...split, value: event.target.value })}
              />
            </Form.Group>
          )}
        </>
      ) : (
        <>
          <Form.Group className="mb-3" controlId="journey-split-send">
            <Form.Label>{t('split.sendStep')}</Form.Label>
            <Form.Select
              value={split.sendNodeId}
              onChange={(event) => onChange({ ...split, sendNodeId: event.target.value })}
            >
              {!sendSteps.some((step) => step.id === split.sendNodeId) && (
                <option value={split.sendNodeId}>{t('split.chooseSend')}</option>
              )}
              {sendSteps.map((step) => (
                <option key={step.id} value={step.id}>
                  {summaries[step.id] ?? step.id}
                </option>
              ))}
            </Form.Select>
            {sendSteps.length === 0 && <Form.Text>{t('split.noSendBefore')}</Form.Text>}
          </Form.Group>
          <Form.Group className="mb-3" controlId="journey-split-event">
            <Form.Label>{t('split.event')}</Form.Label>
            <Form.Select
              value={split.event}
              onChange={(event) =>
                onChange({ ...split, event: event.target.value as 'opened' | 'clicked' })
              }
            >
              <option value="opened">{t('events.opened')}</option>
              <option value="clicked">{t('events.clicked')}</option>
            </Form.Select>
          </Form.Group>
        </>
      )}
    </fieldset>
  );
}
