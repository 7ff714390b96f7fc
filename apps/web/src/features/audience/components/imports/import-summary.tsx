import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { Download, RotateCcw } from 'lucide-react';
import type { TImportSummary } from '@resonate/contracts/audience/imports';
import { paths } from '@/config/paths';
import { useRejectedRowsLink, useRetryImport } from '../../api/imports/import-mutations';
import { startDownload } from '@/shared/lib/start-download';
import { useNumberFormat } from '../../hooks/imports/use-number-format';

/** A finished import: what it did, the rejected rows, where the contacts are; Retry if it stopped. */
export function ImportSummary({ summary }: { summary: TImportSummary }) {
  const { t } = useTranslation('audienceImport');
  const number = useNumberFormat();
  const rejectedLink = useRejectedRowsLink();
  const retry = useRetryImport();
  const completed = summary.status === 'completed';
  const listId = completed ? summary.destination.listId : null;
  const counts = [
    { key: 'inserted', value: summary.rowsInserted },
    { key: 'updated', value: summary.rowsUpdated },
    { key: 'skipped', value: summary.rowsSkipped },
    { key: 'rejected', value: summary.rowsRejected },
  ];

  return (
    <div className="import-summary">
      {summary.status === 'failed' ? (
        <Alert variant="danger">
          <Alert.Heading as="h3" className="h6">
            {t('summary.failedTitle')}
          </Alert.Heading>
          {summary.error}
        </Alert>
      ) : null}
      {summary.status === 'cancelled' ? (
        <Alert variant="warning">
          <Alert.Heading as="h3" className="h6">
            {t('summary.cancelledTitle')}
          </Alert.Heading>
          {t('summary.cancelledBody')}
        </Alert>
      ) : null}
      {completed ? (
        <dl className="import-stats import-stats--summary" aria-label={t('summary.title')}>
          {counts.map((count) => (
            <div key={count.key} className={`import-stats__item import-stats__item--${count.key}`}>
              <dt>{t(`summary.${count.key}`)}</dt>
              <dd data-testid={`import-summary-${count.key}`}>{number(count.value)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <div className="import-summary__actions">
        {summary.hasRejectedRows ? (
          <Button
            variant="outline-secondary"
            disabled={rejectedLink.isPending}
            onClick={() => rejectedLink.mutate(summary.importId, { onSuccess: startDownload })}
          >
            <Download size={16} aria-hidden="true" />
            {rejectedLink.isPending ? t('summary.preparing') : t('summary.downloadRejected')}
          </Button>
        ) : null}
        {summary.status === 'failed' || summary.status === 'cancelled' ? (
          <Button
            disabled={retry.isPending}
            onClick={() => retry.mutate({ importId: summary.importId })}
          >
            <RotateCcw size={16} aria-hidden="true" />
            {retry.isPending ? t('summary.retrying') : t('summary.retry')}
          </Button>
        ) : null}
        {listId ? (
          <Link className="btn btn-primary" to={paths.audience.targetListDetail.getHref(listId)}>
            {t('summary.openList', { name: summary.destination.name ?? '' })}
          </Link>
        ) : null}
        <Link className="btn btn-outline-primary" to={paths.audience.masterData.getHref()}>
          {t('summary.masterData')}
        </Link>
        <Link className="btn btn-link" to={paths.audience.newImport.getHref()}>
          {t('summary.newImport')}
        </Link>
      </div>
    </div>
  );
}
