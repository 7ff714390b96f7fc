import { Alert } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { getSendTimeEstimate } from '../api/send-time-estimate';
import { latestOf, useAfterSave } from '../hooks/use-after-save';
import { BestTimeChart } from './best-time-chart';
import type { TStepProps } from './step-props';

/**
 * The review step's send-time figures (issue 27): the quiet hours' word, only when they will
 * hold some of the audience back at the start, and a best-time send's spread over the day.
 */
export function SendTimeNotes({ draft, flush }: Pick<TStepProps, 'draft' | 'flush'>) {
  const { t } = useTranslation('compose');
  const trigger = [draft.schedule, draft.sendWindow, draft.channelId, draft.audience];
  const estimate = latestOf(useAfterSave(trigger, flush, getSendTimeEstimate));
  if (!estimate) return null;
  const quiet = estimate.quietHours;
  return (
    <>
      {quiet && quiet.held > 0 && (
        <Alert variant="info">
          {t('review.quietHours', {
            count: quiet.held,
            audience: estimate.audience,
            start: quiet.start,
            end: quiet.end,
          })}
        </Alert>
      )}
      {estimate.bestTime && estimate.audience > 0 && (
        <BestTimeChart spread={estimate.bestTime} timeZone={estimate.timeZone} />
      )}
    </>
  );
}
