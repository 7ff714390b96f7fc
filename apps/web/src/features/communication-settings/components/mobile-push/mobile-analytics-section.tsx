import { useTranslation } from 'react-i18next';
import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import { useDateTimeFormat } from '@/shared/hooks/use-date-time-format';
import { useMobilePushAnalytics } from '../../api/mobile-push-extras';
import { PushAnalyticsTable } from '../push-common/push-analytics-table';
import '../channel-common/channel-settings.scss';
import '../push-common/push-settings.scss';

const STATUS_VARIANT = {
  queued: 'secondary',
  running: 'info',
  completed: 'success',
  failed: 'danger',
} as const;

/** Devices and push figures per app, and the latest broadcasts with their progress. */
export function MobileAnalyticsSection({ clientId }: { clientId: number }) {
  const { t } = useTranslation('pushSettings');
  const { formatDateTime } = useDateTimeFormat();
  const analytics = useMobilePushAnalytics(clientId);
  const appName = (id: number) =>
    analytics.data?.rows.find((row) => row.key === String(id))?.label ?? '';
  return (
    <Card className="border-0 shadow-sm mt-3">
      <Card.Body>
        <h2 className="h5 mb-3">
          {t('analytics.mobileTitle', { days: analytics.data?.days ?? 30 })}
        </h2>
        <PushAnalyticsTable
          loading={analytics.isPending}
          rows={analytics.data?.rows ?? []}
          keyLabel={t('analytics.app')}
          subscribersLabel={t('analytics.devices')}
          empty={t('analytics.mobileEmpty')}
        />
        {analytics.isPending ? null : (
          <>
            <h3 className="h6 mt-4">{t('broadcasts.title')}</h3>
            {analytics.data?.broadcasts.length ? (
              <div className="table-responsive">
                <table className="channel-table">
                  <thead>
                    <tr>
                      <th scope="col">{t('broadcasts.message')}</th>
                      <th scope="col">{t('analytics.app')}</th>
                      <th scope="col">{t('broadcasts.status')}</th>
                      <th scope="col" className="text-end">
                        {t('broadcasts.progress')}
                      </th>
                      <th scope="col">{t('broadcasts.created')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {analytics.data.broadcasts.map((b) => (
                      <tr key={b.broadcastId}>
                        <th scope="row" className="fw-normal">
                          {b.title}
                        </th>
                        <td>{appName(b.mobileAppId)}</td>
                        <td>
                          <Badge bg={STATUS_VARIANT[b.status]}>
                            {t(`broadcasts.statuses.${b.status}`)}
                          </Badge>
                        </td>
                        <td className="text-end small">
                          {t('broadcasts.counts', {
                            sent: b.sent,
                            failed: b.failed,
                            total: b.total,
                          })}
                        </td>
                        <td className="text-nowrap small">{formatDateTime(b.createdAt)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            ) : (
              <p className="text-body-secondary small mb-0">{t('broadcasts.empty')}</p>
            )}
          </>
        )}
      </Card.Body>
    </Card>
  );
}
