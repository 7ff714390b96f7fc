import { COMMUNICATION_LIMITS } from '@resonate/contracts/campaigns/communications';
import { Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import type { TStepProps } from './step-props';

const DAYS = [1, 2, 3, 4, 5, 6, 0] as const;
const toInt = (value: string, min: number, max: number) =>
  Math.min(max, Math.max(min, Math.trunc(Number(value.replace(/\D/g, '')) || min)));

/** Throttle, send window and frequency cap. */
export function SendLimits({
  draft,
  update,
  errors,
}: Pick<TStepProps, 'draft' | 'update' | 'errors'>) {
  const { t } = useTranslation('compose');
  const window = draft.sendWindow;
  const cap = draft.frequencyCap;
  return (
    <>
      <Form.Group className="mb-4 compose-narrow" controlId="compose-throttle">
        <Form.Label>{t('schedule.throttle')}</Form.Label>
        <Form.Control
          inputMode="numeric"
          value={draft.throttlePerMinute || ''}
          placeholder={t('schedule.noThrottle')}
          onChange={(event) =>
            update((d) => ({
              ...d,
              throttlePerMinute:
                event.target.value === ''
                  ? 0
                  : toInt(event.target.value, 0, COMMUNICATION_LIMITS.throttlePerMinuteMax),
            }))
          }
        />
      </Form.Group>
      <fieldset className="mb-4">
        <Form.Check
          type="switch"
          id="compose-window"
          label={t('schedule.window')}
          checked={window !== null}
          onChange={(event) =>
            update((d) => ({
              ...d,
              sendWindow: event.target.checked
                ? { from: '09:00', to: '18:00', days: [1, 2, 3, 4, 5] }
                : null,
            }))
          }
        />
        {window && (
          <div className="d-flex flex-wrap gap-3 align-items-end mt-2 ms-4">
            {(['from', 'to'] as const).map((end) => (
              <Form.Group key={end} controlId={`compose-window-${end}`}>
                <Form.Label>{t(`schedule.${end}`)}</Form.Label>
                <Form.Control
                  type="time"
                  value={window[end]}
                  onChange={(event) =>
                    update((d) => ({ ...d, sendWindow: { ...window, [end]: event.target.value } }))
                  }
                />
              </Form.Group>
            ))}
            <div role="group" aria-label={t('schedule.days')} className="d-flex gap-2">
              {DAYS.map((day) => (
                <Form.Check
                  key={day}
                  inline
                  id={`compose-window-day-${day}`}
                  label={t(`schedule.day.${day}`)}
                  checked={window.days.includes(day)}
                  onChange={() =>
                    update((d) => ({
                      ...d,
                      sendWindow: {
                        ...window,
                        days: window.days.includes(day)
                          ? window.days.filter((x) => x !== day)
                          : [...window.days, day].sort(),
                      },
                    }))
                  }
                />
              ))}
            </div>
          </div>
        )}
        {errors.sendWindow && (
          <div className="invalid-feedback d-block ms-4">{errors.sendWindow}</div>
        )}
      </fieldset>
      <fieldset>
        <Form.Check
          type="switch"
          id="compose-cap"
          label={t('schedule.cap')}
          checked={cap !== null}
          onChange={(event) =>
            update((d) => ({
              ...d,
              frequencyCap: event.target.checked ? { max: 1, days: 7 } : null,
            }))
          }
        />
        {cap && (
          <div className="d-flex gap-3 align-items-end mt-2 ms-4">
            <Form.Group controlId="compose-cap-max">
              <Form.Label>{t('schedule.capMax')}</Form.Label>
              <Form.Control
                inputMode="numeric"
                value={cap.max}
                onChange={(event) =>
                  update((d) => ({
                    ...d,
                    frequencyCap: {
                      ...cap,
                      max: toInt(event.target.value, 1, COMMUNICATION_LIMITS.frequencyCapMax),
                    },
                  }))
                }
              />
            </Form.Group>
            <Form.Group controlId="compose-cap-days">
              <Form.Label>{t('schedule.capDays')}</Form.Label>
              <Form.Control
                inputMode="numeric"
                value={cap.days}
                onChange={(event) =>
                  update((d) => ({
                    ...d,
                    frequencyCap: {
                      ...cap,
                      days: toInt(event.target.value, 1, COMMUNICATION_LIMITS.frequencyCapDaysMax),
                    },
                  }))
                }
              />
            </Form.Group>
          </div>
        )}
      </fieldset>
    </>
  );
}
