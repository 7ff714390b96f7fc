import { CalendarRange } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useDateTimeFormat } from '@/shared/hooks/use-date-time-format';
import {
  DASHBOARD_RANGE_PRESETS,
  type TDashboardRange,
} from '@resonate/contracts/dashboard/dashboard';
import { addDays, validateRange, type TRangeChoice, type TRangeErrors } from '../lib/range';

/**
 * The dashboard's range: one click for the usual spans, or a custom from/to checked with the
 * contract's rules before anything is requested.
 */
export function RangeControl({
  choice,
  today,
  onChoose,
}: {
  choice: TRangeChoice;
  today: string;
  onChoose: (next: { days: number } | TDashboardRange) => void;
}) {
  const { t } = useTranslation('dashboard');
  const { formatDay } = useDateTimeFormat();
  const [customOpen, setCustomOpen] = useState(choice.kind === 'custom');
  const showCustom = customOpen || choice.kind === 'custom';
  const label = `${formatDay(choice.range.fromDate)} – ${formatDay(choice.range.toDate)}`;

  return (
    <div className="dashboard-range">
      <div className="dashboard-range__row">
        <div className="dashboard-range__presets" role="group" aria-label={t('range.label')}>
          {DASHBOARD_RANGE_PRESETS.map((days) => {
            const active = choice.kind === 'preset' && choice.days === days && !customOpen;
            return (
              <button
                key={days}
                type="button"
                className={`btn btn-sm ${active ? 'btn-primary' : 'btn-outline-secondary'}`}
                aria-pressed={active}
                onClick={() => {
                  setCustomOpen(false);
                  onChoose({ days });
                }}
              >
                {t('range.preset', { count: days })}
              </button>
            );
          })}
          <button
            type="button"
            className={`btn btn-sm ${showCustom ? 'btn-primary' : 'btn-outline-secondary'}`}
            aria-pressed={showCustom}
            aria-expanded={showCustom}
            aria-controls="dashboard-custom-range"
            onClick={() => setCustomOpen(true)}
          >
            {t('range.custom')}
          </button>
        </div>
        <span className="dashboard-range__current" aria-live="polite">
          <CalendarRange size={15} aria-hidden="true" />
          {t('range.showing', { range: label })}
        </span>
      </div>
      {showCustom ? (
        <CustomRangeForm
          key={`${choice.range.fromDate}:${choice.range.toDate}`}
          initial={choice.range}
          today={today}
          onApply={(range) => {
            setCustomOpen(true);
            onChoose(range);
          }}
        />
      ) : null}
    </div>
  );
}

function CustomRangeForm({
  initial,
  today,
  onApply,
}: {
  initial: TDashboardRange;
  today: string;
  onApply: (range: TDashboardRange) => void;
}) {
  const { t } = useTranslation('dashboard');
  const [range, setRange] = useState(initial);
  const [errors, setErrors] = useState<TRangeErrors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateRange(range);
    setErrors(found);
    if (Object.keys(found).length === 0) onApply(range);
  };
  const field = (name: keyof TDashboardRange) => (
    <Form.Group controlId={`dashboard-${name}`} className="dashboard-range__field">
      <Form.Label>{t(`range.${name}`)}</Form.Label>
      <Form.Control
        type="date"
        size="sm"
        value={range[name]}
        // The contract accepts a start up to tomorrow (UTC): east of UTC it is already today.
        max={name === 'fromDate' ? addDays(today, 1) : undefined}
        isInvalid={errors[name] !== undefined}
        aria-describedby={errors[name] ? `dashboard-${name}-error` : undefined}
        onChange={(event) => setRange((current) => ({ ...current, [name]: event.target.value }))}
      />
      <Form.Control.Feedback type="invalid" id={`dashboard-${name}-error`}>
        {errors[name]}
      </Form.Control.Feedback>
    </Form.Group>
  );

  return (
    <Form
      id="dashboard-custom-range"
      className="dashboard-range__form"
      onSubmit={submit}
      noValidate
    >
      {field('fromDate')}
      {field('toDate')}
      <Button type="submit" size="sm" variant="primary" className="dashboard-range__apply">
        {t('range.apply')}
      </Button>
    </Form>
  );
}
