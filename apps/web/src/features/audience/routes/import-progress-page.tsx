import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import Placeholder from 'react-bootstrap/Placeholder';
import { ArrowLeft } from 'lucide-react';
import { paths } from '@/config/paths';
import { useDateTimeFormat } from '@/shared/hooks/use-date-time-format';
import { isInFlight, useImport } from '../api/imports/import-queries';
import { ImportProgressCard } from '../components/imports/import-progress-card';
import { ImportStatusBadge } from '../components/imports/import-status-badge';
import { ImportSteps } from '../components/imports/import-steps';
import { ImportSummary } from '../components/imports/import-summary';
import '../components/imports/imports.scss';

/**
 * /audience/master-data/import/:importId: live progress while the import is queued or running
 * (polled every second; the state is the server's, so a reload or another tab shows the same),
 * then its outcome.
 */
export default function ImportProgressPage() {
  const { t } = useTranslation('audienceImport');
  const { formatDateTime } = useDateTimeFormat();
  const importId = Number(useParams().importId) || 0;
  const query = useImport(importId);
  const summary = query.data?.import;

  return (
    <section className="import-page" aria-labelledby="import-title">
      <div className="import-page__heading">
        <Link to={paths.audience.newImport.getHref()} className="import-page__back">
          <ArrowLeft size={16} aria-hidden="true" />
          {t('progress.backToImport')}
        </Link>
        <h2 id="import-title" className="h5 mb-0">
          {summary ? summary.fileNames.join(', ') : t('progress.title')}
        </h2>
        {summary ? <ImportStatusBadge status={summary.status} /> : null}
      </div>
      {summary ? <ImportSteps current={summary.status === 'uploading' ? 1 : 2} /> : null}
      <section className="import-card">
        {query.isPending ? (
          <Placeholder as="div" animation="glow" aria-hidden="true">
            <Placeholder xs={6} className="mb-3" />
            <Placeholder xs={12} size="lg" className="mb-3" />
            <Placeholder xs={9} />
          </Placeholder>
        ) : null}
        {query.isError ? (
          <div className="import-empty">
            <p>{t('progress.notFound')}</p>
            <Link className="btn btn-primary" to={paths.audience.newImport.getHref()}>
              {t('progress.backToImport')}
            </Link>
          </div>
        ) : null}
        {summary ? (
          <>
            <p className="import-card__hint">
              {summary.createdBy && summary.startedAt
                ? t('progress.startedBy', {
                    name: summary.createdBy,
                    date: formatDateTime(summary.startedAt),
                  })
                : t('progress.createdOn', { date: formatDateTime(summary.createdAt) })}
              {summary.status === 'completed' && summary.startedAt && summary.finishedAt
                ? ` · ${t('summary.completedIn', {
                    duration: t('progress.seconds', {
                      count: Math.max(
                        1,
                        Math.round(
                          (Date.parse(summary.finishedAt) - Date.parse(summary.startedAt)) / 1000,
                        ),
                      ),
                    }),
                  })}`
                : ''}
            </p>
            {summary.status === 'uploading' ? (
              <div className="import-empty">
                <p>{t('progress.notStarted')}</p>
                <Link
                  className="btn btn-primary"
                  to={`${paths.audience.newImport.getHref()}?importId=${summary.importId}`}
                >
                  {t('progress.mapAndStart')}
                </Link>
              </div>
            ) : isInFlight(summary) ? (
              <ImportProgressCard summary={summary} />
            ) : (
              <ImportSummary summary={summary} />
            )}
          </>
        ) : null}
      </section>
    </section>
  );
}
