import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { Logo } from '@/shared/components/logo';
import { JourneyList } from '../journeys/journey-list';
import { JourneyScreen } from '../journeys/journey-screen';
import '@xyflow/react/dist/style.css';
import '../journeys/journeys.scss';

/**
 * The journey canvas (header hidden, spec section 2): ?id=N opens a journey, without it the
 * page lists the journeys and starts new ones. The slim bar keeps a way back.
 */
export default function MdcWorkflowPage() {
  const { t } = useTranslation('journeys');
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const journeyId = Number.isSafeInteger(id) && id > 0 ? id : null;
  return (
    <div className="full-screen-page journey-page">
      <div className="full-screen-page__bar">
        <Logo />
        <div className="d-flex gap-2">
          {journeyId !== null && (
            <Link to={paths.communication.mdcWorkflow.getHref()} className="btn btn-light btn-sm">
              {t('list.all')}
            </Link>
          )}
          <Link to={paths.communication.list.getHref()} className="btn btn-light btn-sm">
            <ArrowLeft size={16} aria-hidden="true" /> {t('list.backToCommunications')}
          </Link>
        </div>
      </div>
      {journeyId === null ? (
        <JourneyList />
      ) : (
        <JourneyScreen key={journeyId} journeyId={journeyId} />
      )}
    </div>
  );
}
