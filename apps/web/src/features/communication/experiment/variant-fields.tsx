import type { TExperimentVariant, TVariantField } from '@resonate/contracts/campaigns/experiment';
import { variantLetter } from '@resonate/contracts/campaigns/experiment';
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

/** One variant's name and the content fields it changes (empty: the content's own). */
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
