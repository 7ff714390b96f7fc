import { Button } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useJourney } from './journey-api';
import { JourneyEditor } from './journey-editor';

/** /mdc-workflow?id=N: the journey, once loaded; a clear message when it cannot be. */
export function JourneyScreen({ journeyId }: { journeyId: number }) {
  const { t } = useTranslation('journeys');
  const journey = useJourney(journeyId);
  if (journey.isLoading) {
    return (
      <div
        className="journey-loading placeholder-glow"
        role="status"
        aria-label={t('list.loading')}
      >
        <span className="placeholder col-12" />
      </div>
    );
  }
  if (!journey.data) {
    return (
      <div className="journey-list" role="alert">
        <p>{journey.error?.message ?? t('list.loadFailed')}</p>
        <Button variant="link" onClick={() => void journey.refetch()}>
          {t('list.retry')}
        </Button>
        <Link to={paths.communication.mdcWorkflow.getHref()}>{t('list.back')}</Link>
      </div>
    );
  }
  return <JourneyEditor journey={journey.data} />;
}
