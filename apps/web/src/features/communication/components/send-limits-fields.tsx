import { Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import {
  COMMUNICATION_LIMITS,
  type TFrequencyCap,
  type TSendWindow,
} from '@resonate/contracts/campaigns/communications';

/** The engine's sending rules, as a campaign and a journey's send step both hold them. */
export type TSendLimits = {
  throttlePerMinute: number;
  sendWindow: TSendWindow | null;
  frequencyCap: TFrequencyCap | null;
};

/** Switched on: office hours on weekdays, and one message a week. */
export const DEFAULT_SEND_WINDOW: TSendWindow = {
  from: '09:00',
  to: '18:00',
  days: [1, 2, 3, 4, 5],
};
export const DEFAULT_FREQUENCY_CAP: TFrequencyCap = { max: 1, days: 7 };

const DAYS = [1, 2, 3, 4, 5, 6, 0] as const;
const toInt = (value: string, min: number, max: number) =>
  Math.min(max, Math.max(min, Math.trunc(Number(value.replace(/\D/g, '')) || min)));

/**
 * Throttle, send window and frequency cap: numbers kept within the contracts' limits as typed,
 * the window's problem (no day, ends before it starts) under it. Every control is a native
 * input, switch or checkbox with its label, so it works from the keyboard and a screen reader.
 */
export function SendLimitsFields({
  idPrefix,
  limits,
  onChange,
  windowError,
}: {
  idPrefix: string;
  limits: TSendLimits;
  onChange: (change: Partial<TSendLimits>) => void;
  windowError?: string;
}) {
  const { t } = useTranslation('compose');
  const window = limits.sendWindow;
  const cap = limits.frequencyCap;
  const windowErrorId = `${idPrefix}-window-error`;
  return (
    <>
      <Form.Group className="mb-4 compose-narrow" controlId={`${idPrefix}-throttle`}>
        <Form.Label>{t('schedule.throttle')}</Form.Label>
        <Form.Control
          inputMode="numeric"
          value={limits.throttlePerMinute || ''}
          placeholder={t('schedule.noThrottle')}
          onChange={(event) =>
            onChange({
              throttlePerMinute:
                event.target.value === ''
                  ? 0
                  : toInt(event.target.value, 0, COMMUNICATION_LIMITS.throttlePerMinuteMax),
            })
          }
        />
      </Form.Group>
      <fieldset className="mb-4">
        <Form.Check
          type="switch"
          role="switch"
          id={`${idPrefix}-window`}
          label={t('schedule.window')}
          checked={window !== null}
          onChange={(event) =>
            onChange({ sendWindow: event.target.checked ? DEFAULT_SEND_WINDOW : null })
          }
        />
        {window && (
          <div className="d-flex flex-wrap gap-3 align-items-end mt-2 ms-4">
            {(['from', 'to'] as const).map((end) => (
              <Form.Group key={end} controlId={`${idPrefix}-window-${end}`}>
                <Form.Label>{t(`schedule.${end}`)}</Form.Label>
                <Form.Control
                  type="time"
                  value={window[end]}
                  // Red on the times only when they are the problem, not a missing day.
                  isInvalid={Boolean(windowError) && window.days.length > 0}
                  aria-describedby={windowError ? windowErrorId : undefined}
                  onChange={(event) =>
                    onChange({ sendWindow: { ...window, [end]: event.target.value } })
                  }
                />
              </Form.Group>
            ))}
            <div
              role="group"
              aria-label={t('schedule.days')}
              aria-describedby={windowError ? windowErrorId : undefined}
              className="d-flex flex-wrap gap-2"
            >
              {DAYS.map((day) => (
                <Form.Check
                  key={day}
                  inline
                  id={`${idPrefix}-window-day-${day}`}
                  label={t(`schedule.day.${day}`)}
                  checked={window.days.includes(day)}
                  onChange={() =>
                    onChange({
                      sendWindow: {
                        ...window,
                        days: window.days.includes(day)
                          ? window.days.filter((x) => x !== day)
                          : [...window.days, day].sort(),
                      },
                    })
                  }
                />
              ))}
            </div>
          </div>
        )}
        {windowError && (
          <div id={windowErrorId} className="invalid-feedback d-block ms-4">
            {windowError}
          </div>
        )}
      </fieldset>
      <fieldset>
        <Form.Check
          type="switch"
          role="switch"
          id={`${idPrefix}-cap`}
          label={t('schedule.cap')}
          checked={cap !== null}
          onChange={(event) =>
            onChange({ frequencyCap: event.target.checked ? DEFAULT_FREQUENCY_CAP : null })
          }
        />
        {cap && (
          <div className="d-flex gap-3 align-items-end mt-2 ms-4">
            <Form.Group controlId={`${idPrefix}-cap-max`}>
              <Form.Label>{t('schedule.capMax')}</Form.Label>
              <Form.Control
                inputMode="numeric"
                value={cap.max}
                onChange={(event) =>
                  onChange({
                    frequencyCap: {
                      ...cap,
                      max: toInt(event.target.value, 1, COMMUNICATION_LIMITS.frequencyCapMax),
                    },
                  })
                }
              />
            </Form.Group>
            <Form.Group controlId={`${idPrefix}-cap-days`}>
              <Form.Label>{t('schedule.capDays')}</Form.Label>
              <Form.Control
                inputMode="numeric"
                value={cap.days}
                onChange={(event) =>
                  onChange({
                    frequencyCap: {
                      ...cap,
                      days: toInt(event.target.value, 1, COMMUNICATION_LIMITS.frequencyCapDaysMax),
                    },
                  })
                }
              />
            </Form.Group>
          </div>
        )}
      </fieldset>
    </>
  );
}
