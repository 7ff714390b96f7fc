import { Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import type { TStepProps } from './step-props';

/**
 * "Send at each contact's best time" (issue 27, item 2): a choice of the "Send now" schedule;
 * the engine then spreads the messages over the next 24 hours, each at its contact's hour.
 */
export function BestTimeOption({ draft, update }: Pick<TStepProps, 'draft' | 'update'>) {
  const { t } = useTranslation('compose');
  const schedule = draft.schedule;
  if (schedule.kind !== 'now') return null;
  return (
    <Form.Group className="ms-4 mb-2" controlId="compose-schedule-best-time">
      <Form.Check
        type="checkbox"
        label={t('schedule.bestTime')}
        checked={schedule.bestTime === true}
        onChange={(event) =>
          update((d) => ({
            ...d,
            schedule: event.target.checked ? { kind: 'now', bestTime: true } : { kind: 'now' },
          }))
        }
      />
      <Form.Text>{t('schedule.bestTimeHint')}</Form.Text>
    </Form.Group>
  );
}
