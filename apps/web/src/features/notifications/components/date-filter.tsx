import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';

export type TDateRange = { fromDate: string; toDate: string };

/**
 * From/to days for the list. Applied on submit, so typing a date does not fire a request per
 * keystroke; from after to is refused here as the API would refuse it.
 */
export function DateFilter({
  value,
  onChange,
}: {
  value: TDateRange | undefined;
  onChange: (range: TDateRange | undefined) => void;
}) {
  const { t } = useTranslation('pages');
  const [fromDate, setFrom] = useState(value?.fromDate ?? '');
  const [toDate, setTo] = useState(value?.toDate ?? '');
  const [touched, setTouched] = useState(false);
  const missing = !fromDate || !toDate;
  const reversed = !missing && fromDate > toDate;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!missing && !reversed) onChange({ fromDate, toDate });
  };
  const clear = () => {
    setFrom('');
    setTo('');
    setTouched(false);
    onChange(undefined);
  };

  return (
    <Form className="notification-filter" onSubmit={submit} noValidate>
      <Form.Group controlId="notification-from">
        <Form.Label>{t('notifications.from')}</Form.Label>
        <Form.Control
          type="date"
          value={fromDate}
          max={toDate || undefined}
          onChange={(e) => setFrom(e.target.value)}
          isInvalid={touched && !fromDate}
        />
      </Form.Group>
      <Form.Group controlId="notification-to">
        <Form.Label>{t('notifications.to')}</Form.Label>
        <Form.Control
          type="date"
          value={toDate}
          min={fromDate || undefined}
          onChange={(e) => setTo(e.target.value)}
          isInvalid={touched && (!toDate || reversed)}
        />
      </Form.Group>
      <div className="notification-filter__actions">
        <Button type="submit" variant="primary">
          {t('notifications.apply')}
        </Button>
        <Button
          type="button"
          variant="outline-secondary"
          onClick={clear}
          disabled={!value && !fromDate && !toDate}
        >
          {t('notifications.clear')}
        </Button>
      </div>
      {touched && (missing || reversed) ? (
        <div className="invalid-feedback d-block notification-filter__error" role="alert">
          {reversed ? t('notifications.toBeforeFrom') : t('notifications.bothDates')}
        </div>
      ) : null}
    </Form>
  );
}
