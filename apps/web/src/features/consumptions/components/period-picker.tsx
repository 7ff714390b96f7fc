import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import Form from 'react-bootstrap/Form';
import { CONSUMPTION_LIMITS, isFutureMonth } from '@resonate/contracts/consumption/consumption';
import { formatMonthName } from '@resonate/contracts/format/month-name';

/** Month and year of the figures; never beyond the current month. */
export function PeriodPicker({
  month,
  year,
  onChange,
}: {
  month: number;
  year: number;
  onChange: (next: { month: number; year: number }) => void;
}) {
  const { t } = useTranslation('consumption');
  const id = useId();
  const now = new Date();
  const thisYear = now.getUTCFullYear();
  const years: number[] = [];
  for (let y = thisYear; y >= Math.max(CONSUMPTION_LIMITS.minYear, thisYear - 4); y -= 1)
    years.push(y);
  const months = Array.from({ length: 12 }, (_, index) => index + 1);
  const pickYear = (nextYear: number) => {
    // A later year whose month has not come yet lands on its latest month instead.
    const nextMonth = isFutureMonth(nextYear, month, now) ? now.getUTCMonth() + 1 : month;
    onChange({ month: nextMonth, year: nextYear });
  };
  return (
    <div className="consumption-period" role="group" aria-label={t('period.label')}>
      <Form.Label htmlFor={`${id}-month`} className="visually-hidden">
        {t('period.month')}
      </Form.Label>
      <Form.Select
        id={`${id}-month`}
        size="sm"
        value={month}
        onChange={(event) => onChange({ month: Number(event.target.value), year })}
      >
        {months.map((m) => (
          <option key={m} value={m} disabled={isFutureMonth(year, m, now)}>
            {formatMonthName(2000, m).split(' ')[0]}
          </option>
        ))}
      </Form.Select>
      <Form.Label htmlFor={`${id}-year`} className="visually-hidden">
        {t('period.year')}
      </Form.Label>
      <Form.Select
        id={`${id}-year`}
        size="sm"
        value={year}
        onChange={(event) => pickYear(Number(event.target.value))}
      >
        {years.map((y) => (
          <option key={y} value={y}>
            {y}
          </option>
        ))}
      </Form.Select>
    </div>
  );
}
