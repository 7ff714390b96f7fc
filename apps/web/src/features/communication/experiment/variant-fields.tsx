import {
  EXPERIMENT_LIMITS,
  variantLetter,
  type TExperimentVariant,
  type TVariantField,
} from '@resonate/contracts/campaigns/experiment';
import type { TFieldErrors } from '@resonate/contracts/envelope';
import { Button, Card, Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';

const LONG: readonly TVariantField[] = ['html', 'text', 'body'];

type TProps = {
  index: number;
  variant: TExperimentVariant;
  fields: readonly TVariantField[];
  errors: TFieldErrors;
  onChange: (variant: TExperimentVariant) => void;
  /** Absent when the test is at its fewest variants. */
  onRemove?: () => void;
};

/**
 * One variant's name, its send delay after the test starts, and the content fields it changes
 * (empty: the content's own).
 */
export function VariantFields({ index, variant, fields, errors, onChange, onRemove }: TProps) {
  const { t } = useTranslation('compose');
  const letter = variantLetter(index);
  const key = (field: string) => `experiment.variants.${index}.${field}`;
  return (
    <Card className="mb-3">
      <Card.Header className="d-flex align-items-center justify-content-between">
        <span className="fw-semibold">{t('experiment.variant', { letter })}</span>
        {onRemove && (
          <Button variant="link" size="sm" className="p-0" onClick={onRemove}>
            {t('experiment.removeVariant', { letter })}
          </Button>
        )}
      </Card.Header>
      <Card.Body className="row g-3">
        <Form.Group className="col-md-4" controlId={`experiment-${index}-name`}>
          <Form.Label>{t('experiment.variantName', { letter })}</Form.Label>
          <Form.Control
            value={variant.name}
            isInvalid={Boolean(errors[key('name')])}
            onChange={(event) => onChange({ ...variant, name: event.target.value })}
          />
          <Form.Control.Feedback type="invalid">{errors[key('name')]}</Form.Control.Feedback>
        </Form.Group>
        <Form.Group className="col-md-4" controlId={`experiment-${index}-sendDelayHours`}>
          <Form.Label>{t('experiment.sendDelay', { letter })}</Form.Label>
          <Form.Control
            type="number"
            min={EXPERIMENT_LIMITS.sendDelayHoursMin}
            max={EXPERIMENT_LIMITS.sendDelayHoursMax}
            step={1}
            value={variant.sendDelayHours ?? 0}
            isInvalid={Boolean(errors[key('sendDelayHours')])}
            aria-describedby={`experiment-${index}-sendDelayHelp`}
            onChange={(event) => onChange(withSendDelay(variant, event.target.value))}
          />
          <Form.Text id={`experiment-${index}-sendDelayHelp`}>
            {t('experiment.sendDelayHelp')}
          </Form.Text>
          <Form.Control.Feedback type="invalid">
            {errors[key('sendDelayHours')]}
          </Form.Control.Feedback>
        </Form.Group>
        {fields.map((field) => (
          <Form.Group
            key={field}
            className={LONG.includes(field) ? 'col-12' : 'col-md-8'}
            controlId={`experiment-${index}-${field}`}
          >
            <Form.Label>{t(`experiment.fields.${field}`, { letter })}</Form.Label>
            {LONG.includes(field) ? (
              <Form.Control
                as="textarea"
                rows={4}
                value={variant[field] ?? ''}
                isInvalid={Boolean(errors[key(field)])}
                onChange={(event) => onChange({ ...variant, [field]: event.target.value })}
              />
            ) : (
              <Form.Control
                value={variant[field] ?? ''}
                isInvalid={Boolean(errors[key(field)])}
                onChange={(event) => onChange({ ...variant, [field]: event.target.value })}
              />
            )}
            <Form.Control.Feedback type="invalid">{errors[key(field)]}</Form.Control.Feedback>
          </Form.Group>
        ))}
      </Card.Body>
    </Card>
  );
}

/** The variant with the typed delay; empty or 0 leaves none (the test's start). */
function withSendDelay(variant: TExperimentVariant, value: string): TExperimentVariant {
  const { sendDelayHours: _old, ...rest } = variant;
  const hours = Number(value);
  return value === '' || hours === 0 ? rest : { ...rest, sendDelayHours: hours };
}
