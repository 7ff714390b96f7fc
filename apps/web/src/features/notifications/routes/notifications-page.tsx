import { BellOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'react-bootstrap/Button';
import { PageHeader } from '@/shared/components/page-header';
import { useNotifications } from '../api/get-notifications';
import { useMarkAllAsRead } from '../api/mark-all-as-read';
import { useMarkNotificationRead } from '../api/update-notification-status';
import { DateFilter, type TDateRange } from '../components/date-filter';
import { NotificationsTable } from '../components/notifications-table';
import { NotificationsPager } from '../components/notifications-pager';
import { useDatePreferences } from '../hooks/use-date-preferences';
import { useNotificationScope } from '../hooks/use-notification-scope';
import { useNow } from '../hooks/use-now';
import '../components/notifications.scss';

/** /preferences/notifications: every notification, paged, filtered by dates, marked read. */
export default function NotificationsPage() {
  const { t } = useTranslation('pages');
  const scope = useNotificationScope();
  const prefs = useDatePreferences();
  const now = useNow();
  const [pageNo, setPageNo] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const [dateFilter, setDateFilter] = useState<TDateRange | undefined>();
  const list = useNotifications(scope, { pageNo, pageSize, dateFilter });
  const markRead = useMarkNotificationRead(scope);
  const markAll = useMarkAllAsRead(scope);
  const items = list.data?.notifications ?? [];
  const total = list.data?.totalRows ?? 0;
  const anyUnread = items.some((item) => item.readStatus === 'false');

  return (
    <section className="notifications-page">
      <PageHeader
        title={t('notifications.title')}
        lead={t('notifications.lead')}
        actions={
          <Button
            variant="outline-primary"
            onClick={() => markAll.mutate()}
            disabled={markAll.isPending || (!anyUnread && pageNo === 1)}
          >
            {t('common:notifications.markAllRead')}
          </Button>
        }
      />
      <div className="card app-card">
        <div className="card-body">
          <DateFilter
            value={dateFilter}
            onChange={(range) => {
              setDateFilter(range);
              setPageNo(1);
            }}
          />
        </div>
        {items.length === 0 ? (
          <div className="notifications-page__empty" role="status">
            <BellOff size={28} aria-hidden="true" />
            <p className="fw-medium mb-1">
              {list.isPending ? t('common:app.loading') : t('notifications.emptyTitle')}
            </p>
            {list.isPending ? null : (
              <p className="text-body-secondary mb-0">
                {dateFilter ? t('notifications.emptyFiltered') : t('notifications.emptyHint')}
              </p>
            )}
          </div>
        ) : (
          <NotificationsTable
            items={items}
            prefs={prefs}
            now={now}
            busy={markRead.isPending}
            onMarkRead={(id) => markRead.mutate(id)}
          />
        )}
        <div className="card-footer">
          <NotificationsPager
            pageNo={pageNo}
            pageSize={pageSize}
            total={total}
            onPage={setPageNo}
            onPageSize={(size) => {
              setPageSize(size);
              setPageNo(1);
            }}
          />
        </div>
      </div>
    </section>
  );
}
