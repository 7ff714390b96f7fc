import { Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import type { TWaitConfig } from '@resonate/contracts/campaigns/journeys';
import { numberIn } from './number-in';

const FIELDS = [
  { key: 'days', max: 365 },
  { key: 'hours', max: 23 },
  { key: 'minutes', max: 59 },
] as const;

/** How long a contact waits here (1 minute to 365 days in all; Validate checks the total). */
export function WaitPanel({
  wait,
  disabled,
  onChange,
}: {
  wait: TWaitConfig;
  disabled: boolean;
  onChange: (wait: TWaitConfig) => void;
}) {
  const { t } = useTranslation('journeys');
  return (
    <fieldset disabled={disabled} className="d-flex gap-2">
      {FIELDS.map(({ key, max }) => (
        <Form.Group key={key} controlId={`journey-wait-${key}`}>
          <Form.Label>{t(`wait.${key}`)}</Form.Label>
          <Form.Control
            type="number"
            min={0}
            max={max}
            value={wait[key]}
            onChange={(event) => onChange({ ...wait, [key]: numberIn(event.target.value, 0, max) })}
          />
        </Form.Group>
      ))}
    </fieldset>
  );
}
