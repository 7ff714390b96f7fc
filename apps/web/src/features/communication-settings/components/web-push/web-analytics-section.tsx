import { useTranslation } from 'react-i18next';
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
      <PushAnalyticsTable
        loading={analytics.isPending}
        rows={analytics.data?.rows ?? []}
        keyLabel={t('analytics.domain')}
        subscribersLabel={t('analytics.subscribers')}
        empty={t('analytics.webEmpty')}
      />
    </section>
  );
}
