import { useTranslation } from 'react-i18next';
import Spinner from 'react-bootstrap/Spinner';
import { useWebPushAnalytics } from '../../api/web-push-extras';
import { PushAnalyticsTable } from '../push-common/push-analytics-table';

/** Subscribers and sent, delivered, clicked and converted pushes per allowed domain. */
export function WebAnalyticsSection({ clientId }: { clientId: number }) {
  const { t } = useTranslation('pushSettings');
  const analytics = useWebPushAnalytics(clientId);
  return (
    <section aria-labelledby="wp-analytics-title">
      <h3 className="h6" id="wp-analytics-title">
        {t('analytics.webTitle', { days: analytics.data?.days ?? 30 })}
      </h3>
      {analytics.isPending ? (
        <Spinner animation="border" size="sm" role="status">
          <span className="visually-hidden">{t('loading')}</span>
        </Spinner>
      ) : (
        <PushAnalyticsTable
          rows={analytics.data?.rows ?? []}
          keyLabel={t('analytics.domain')}
          subscribersLabel={t('analytics.subscribers')}
          empty={t('analytics.webEmpty')}
        />
      )}
    </section>
  );
}
