import { Settings } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HEADER_NOTIFICATION_PAGE_SIZE } from '@resonate/contracts/constants';
import { formatDateTime } from '@resonate/contracts/format/date-time';
import { paths } from '@/config/paths';
import { useNotifications } from '../api/get-notifications';
import { useMarkAllAsRead } from '../api/mark-all-as-read';
import { useMarkNotificationRead } from '../api/update-notification-status';
import { useDatePreferences } from '../hooks/use-date-preferences';
import { useNotificationScope } from '../hooks/use-notification-scope';
import { ReadTick } from './read-tick';
import './notifications.scss';

const LATEST = { pageNo: 1, pageSize: HEADER_NOTIFICATION_PAGE_SIZE };

/**
 * The bell's dropdown body (spec section 2): heading with the total, settings link, the latest
 * five with a read tick, 'Mark all as read' and 'View all'. Loads when the menu opens.
 */
export function NotificationMenu({
  open,
  unread,
  onNavigate,
}: {
  open: boolean;
  unread: number;
  onNavigate: () => void;
}) {
  const { t } = useTranslation();
  const scope = useNotificationScope();
  const prefs = useDatePreferences();
  const list = useNotifications(scope, LATEST, { enabled: open, background: true });
  const markRead = useMarkNotificationRead(scope);
  const markAll = useMarkAllAsRead(scope);
  const items = list.data?.notifications ?? [];

  return (
    <>
      <div className="notification-menu__head">
        <span className="fw-semibold" role="heading" aria-level={2}>
          {t('notifications.heading', { total: list.data?.totalRows ?? 0 })}
        </span>
        <Link
          to={paths.preferences.alertsAndNotifications.getHref()}
          className="app-icon-button app-icon-button--sm"
          aria-label={t('notifications.settings')}
          title={t('notifications.settings')}
          onClick={onNavigate}
        >
          <Settings size={16} aria-hidden="true" />
        </Link>
      </div>
      {items.length === 0 ? (
        <div className="notification-menu__empty">
          <p className="mb-1 fw-medium">
            {list.isPending && open ? t('app.loading') : t('notifications.empty')}
          </p>
          <p className="mb-0 small text-body-secondary">{t('notifications.emptyHint')}</p>
        </div>
      ) : (
        <ul className="notification-menu__list" aria-label={t('notifications.latest')}>
          {items.map((item) => (
            <li
              key={item.notificationID}
              className={`notification-item${item.readStatus === 'true' ? '' : ' notification-item--unread'}`}
            >
              <div className="notification-item__text">
                <span className="notification-item__name" title={item.eventName}>
                  {item.eventName}
                </span>
                <time className="notification-item__date" dateTime={item.createdDate}>
                  {formatDateTime(item.createdDate, prefs)}
                </time>
              </div>
              <ReadTick
                read={item.readStatus === 'true'}
                eventName={item.eventName}
                disabled={markRead.isPending}
                onMarkRead={() => markRead.mutate(item.notificationID)}
              />
            </li>
          ))}
        </ul>
      )}
      <div className="notification-menu__foot">
        <button
          type="button"
          className="btn btn-link btn-sm"
          disabled={unread === 0 || markAll.isPending}
          onClick={() => markAll.mutate()}
        >
          {t('notifications.markAllRead')}
        </button>
        <Link
          to={paths.preferences.notifications.getHref()}
          className="btn btn-link btn-sm"
          onClick={onNavigate}
        >
          {t('notifications.viewAll')}
        </Link>
      </div>
    </>
  );
}
