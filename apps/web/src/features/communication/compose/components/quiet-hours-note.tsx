import { Alert } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { getSendTimeEstimate } from '../api/send-time-estimate';
import { latestOf, useAfterSave } from '../hooks/use-after-save';
import type { TStepProps } from './step-props';

/**
 * The review step's word on quiet hours (issue 27, item 4): shown only when they will hold
 * some of the audience back at the start, saying how many and until when on their clock.
 */
export function QuietHoursNote({ draft, flush }: Pick<TStepProps, 'draft' | 'flush'>) {
  const { t } = useTranslation('compose');
  const trigger = [draft.schedule, draft.sendWindow, draft.channelId, draft.audience];
  const estimate = latestOf(useAfterSave(trigger, flush, getSendTimeEstimate));
  const quiet = estimate?.quietHours;
  if (!estimate || !quiet || quiet.held === 0) return null;
  return (
    <Alert variant="info">
      {t('review.quietHours', {
        count: quiet.held,
        audience: estimate.audience,
        start: quiet.start,
        end: quiet.end,
      })}
    </Alert>
  );
}
