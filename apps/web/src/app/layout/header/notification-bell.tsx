import { Bell, Settings } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import Dropdown from 'react-bootstrap/Dropdown';
import { Link } from 'react-router';
import { formatNotificationCount } from '@resonate/contracts/format/notification-count';
import { paths } from '@/config/paths';
import { useUnreadCount } from '@/features/notifications/api/get-unread-count';

/**
 * The bell with its unread badge and dropdown (spec section 2). The latest-5 list and
 * 'Mark all as read' arrive with the notifications release; until then the dropdown shows the
 * empty state and the count from `useUnreadCount`, which already calls the real endpoint.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const unread = useUnreadCount();
  const badge = formatNotificationCount(unread);
  return (
    <Dropdown align="end">
      <Dropdown.Toggle as="button" className="app-icon-button" aria-label={t('notifications.bell')}>
        <Bell size={20} aria-hidden="true" />
        {unread > 0 ? (
          <span
            className="app-badge"
            aria-label={t('notifications.unreadBadge', { count: unread })}
          >
            {badge}
          </span>
        ) : null}
      </Dropdown.Toggle>
      <Dropdown.Menu className="app-dropdown-menu notification-menu">
        <div className="notification-menu__head">
          <span className="fw-semibold">{t('notifications.heading', { total: badge })}</span>
          <Link
            to={paths.preferences.alertsAndNotifications.getHref()}
            className="app-icon-button app-icon-button--sm"
            aria-label={t('notifications.settings')}
          >
            <Settings size={16} aria-hidden="true" />
          </Link>
        </div>
        <div className="notification-menu__empty">
          <p className="mb-1 fw-medium">{t('notifications.empty')}</p>
          <p className="mb-0 small text-body-secondary">{t('notifications.emptyHint')}</p>
        </div>
        <div className="notification-menu__foot">
          <button type="button" className="btn btn-link btn-sm" disabled={unread === 0}>
            {t('notifications.markAllRead')}
          </button>
          <Dropdown.Item
            as={Link}
            to={paths.preferences.notifications.getHref()}
            className="btn btn-link btn-sm w-auto"
          >
            {t('notifications.viewAll')}
          </Dropdown.Item>
        </div>
      </Dropdown.Menu>
    </Dropdown>
  );
}
