import { Alert, Placeholder } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { estimateCommunication } from '../api/compose-calls';
import { latestOf, useAfterSave } from '../hooks/use-after-save';
import { DraftSummary } from './draft-summary';
import { SendTimeNotes } from './send-time-notes';
import type { TStepProps } from './step-props';

type TProps = TStepProps & { launchError: string };

/** Step 6: the summary, who it reaches and what it costs (the wizard's nav holds the launch). */
export function StepReview({ draft, options, flush, launchError }: TProps) {
  const { t } = useTranslation('compose');
  const channel = options.channels.find((c) => c.channelId === draft.channelId);
  const result = useAfterSave('review', flush, estimateCommunication);
  const estimate = latestOf(result);
  return (
    <div className="compose-step">
      <DraftSummary draft={draft} options={options} estimate={estimate} />
      {!estimate && result.state !== 'error' && (
        <Placeholder as="p" animation="glow">
          <Placeholder xs={4} />
        </Placeholder>
      )}
      {result.state === 'error' && (
        <Alert variant="warning">
          {result.error instanceof Error ? result.error.message : String(result.error)}
        </Alert>
      )}
      {channel && !channel.ready && <Alert variant="warning">{t('review.notSetUp')}</Alert>}
      <SendTimeNotes draft={draft} flush={flush} />
      {launchError && <Alert variant="danger">{launchError}</Alert>}
    </div>
  );
}
