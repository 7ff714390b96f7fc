import { STATUS, statusLabel } from '@resonate/contracts/campaigns/communication-status';
import { Alert, Placeholder } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useCommunication, useComposeOptions } from '../api/compose-queries';
import { draftOf, NEW_DRAFT } from '../lib/draft';
import '../compose.scss';
import { ComposeBar } from './compose-bar';
import { ComposeWizard } from './compose-wizard';
import { CommunicationOutputs } from '../../outputs/communication-outputs';
import { ExperimentResults } from '../../experiment/experiment-results';
import { DraftSummary } from './draft-summary';

const EDITABLE: readonly number[] = [STATUS.draft, STATUS.rejected];

/** Loads what the wizard needs; communications past the draft stage open read-only. */
export function ComposePage({ communicationId }: { communicationId: number | null }) {
  const { t } = useTranslation('compose');
  const options = useComposeOptions();
  const communication = useCommunication(communicationId);
  const failure = options.error ?? communication.error;
  if (failure) {
    return (
      <Frame>
        <Alert variant="danger">{failure.message}</Alert>
        <Link to={paths.communication.list.getHref()}>{t('readOnly.back')}</Link>
      </Frame>
    );
  }
  if (!options.data || (communicationId !== null && !communication.data)) {
    return (
      <Frame>
        <Placeholder as="div" animation="glow" aria-label={t('loading')}>
          <Placeholder xs={4} className="mb-3" />
          <Placeholder xs={12} style={{ height: 240 }} />
        </Placeholder>
      </Frame>
    );
  }
  const existing = communication.data;
  if (existing && !EDITABLE.includes(existing.status)) {
    return (
      <Frame>
        <h1 className="h4">{existing.name}</h1>
        <Alert variant="info">
          {t('readOnly.notice', { status: statusLabel(existing.status).toLowerCase() })}{' '}
          <Link to={paths.communication.list.getHref()}>{t('readOnly.back')}</Link>
        </Alert>
        <DraftSummary
          draft={draftOf(existing)}
          options={options.data}
          estimate={{
            audienceSize: existing.audienceSize,
            excluded: { noAddress: 0, unsubscribed: 0, suppressed: 0 },
            estimatedCostMinor: existing.estimatedCostMinor,
            currency: existing.currency,
            includedRemaining: null,
          }}
        />
        <CommunicationOutputs
          communicationId={existing.communicationId}
          channelId={existing.channelId}
        />
        <ExperimentResults communicationId={existing.communicationId} />
      </Frame>
    );
  }
  return (
    <ComposeWizard
      options={options.data}
      initialDraft={existing ? draftOf(existing) : NEW_DRAFT}
      initialId={existing?.communicationId ?? null}
    />
  );
}

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <div className="full-screen-page compose-page">
      <ComposeBar />
      <div className="full-screen-page__body compose-page__body">{children}</div>
    </div>
  );
}
