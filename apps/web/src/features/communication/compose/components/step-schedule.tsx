import { RECURRENCES, type TSchedule } from '@resonate/contracts/campaigns/communications';
import { Fragment } from 'react';
import { Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { nowInZone } from '@resonate/contracts/format/calendar';
import { BestTimeOption } from './best-time-option';
import { SendLimits } from './send-limits';
import type { TStepProps } from './step-props';

const KINDS = ['now', 'later', 'recurring'] as const;

/** Step 4: when it sends (in the client's time zone), and how fast and how often. */
export function StepSchedule({ draft, update, options, errors }: TStepProps) {
  const { t } = useTranslation('compose');
  const schedule = draft.schedule;
  const min = nowInZone(options.timeZone);
  const at = schedule.kind === 'now' ? '' : schedule.at;
  const setSchedule = (next: TSchedule) => update((d) => ({ ...d, schedule: next }));
  const setKind = (kind: TSchedule['kind']) => {
    if (kind === 'now') setSchedule({ kind });
    else if (kind === 'later') setSchedule({ kind, at });
    else setSchedule({ kind, at, every: 'weekly' });
  };
  return (
    <div className="compose-step">
      <fieldset className="mb-4">
        <legend className="form-label fs-6">{t('schedule.when')}</legend>
        {KINDS.map((kind) => (
          <Fragment key={kind}>
            <Form.Check
              type="radio"
              id={`compose-schedule-${kind}`}
              name="compose-schedule"
              label={t(`schedule.kind.${kind}`)}
              checked={schedule.kind === kind}
              onChange={() => setKind(kind)}
            />
            {kind === 'now' && <BestTimeOption draft={draft} update={update} />}
          </Fragment>
        ))}
      </fieldset>
      {schedule.kind !== 'now' && (
        <div className="row g-3 mb-4">
          <Form.Group className="col-md-4" controlId="compose-schedule-at">
            <Form.Label>{t('schedule.at')}</Form.Label>
            <Form.Control
              type="datetime-local"
              value={schedule.at}
              min={min}
              isInvalid={Boolean(errors['schedule.at'])}
              onChange={(event) => setSchedule({ ...schedule, at: event.target.value })}
            />
            <Form.Text>{t('schedule.zone', { zone: options.timeZone })}</Form.Text>
            <Form.Control.Feedback type="invalid">{errors['schedule.at']}</Form.Control.Feedback>
          </Form.Group>
          {schedule.kind === 'recurring' && (
            <>
              <Form.Group className="col-md-4" controlId="compose-schedule-every">
                <Form.Label>{t('schedule.every')}</Form.Label>
                <Form.Select
                  value={schedule.every}
                  onChange={(event) =>
                    setSchedule({
                      ...schedule,
                      every: event.target.value as (typeof RECURRENCES)[number],
                    })
                  }
                >
                  {RECURRENCES.map((every) => (
                    <option key={every} value={every}>
                      {t(`schedule.recurrence.${every}`)}
                    </option>
                  ))}
                </Form.Select>
              </Form.Group>
              <Form.Group className="col-md-4" controlId="compose-schedule-until">
                <Form.Label>{t('schedule.until')}</Form.Label>
                <Form.Control
                  type="date"
                  value={schedule.until ?? ''}
                  min={min.slice(0, 10)}
                  isInvalid={Boolean(errors['schedule.until'])}
                  onChange={(event) =>
                    setSchedule({ ...schedule, until: event.target.value || undefined })
                  }
                />
                <Form.Control.Feedback type="invalid">
                  {errors['schedule.until']}
                </Form.Control.Feedback>
              </Form.Group>
            </>
          )}
        </div>
      )}
      <SendLimits draft={draft} update={update} errors={errors} />
    </div>
  );
}
