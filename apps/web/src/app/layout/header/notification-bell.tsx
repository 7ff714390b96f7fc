import { Bell } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Dropdown from 'react-bootstrap/Dropdown';
import { formatNotificationCount } from '@resonate/contracts/format/notification-count';
import { useUnreadCount } from '@/features/notifications/api/get-unread-count';
import { NotificationMenu } from '@/features/notifications/components/notification-menu';
import { useNotificationScope } from '@/features/notifications/hooks/use-notification-scope';
import { useNotificationStream } from '@/features/notifications/hooks/use-notification-stream';

/**
 * The bell with its unread badge and dropdown (spec section 2). The count is pushed over
 * server-sent events while the stream is up, and polled when it is not. The menu stays open
 * while marking items read ('outside' close) and closes when one of its links is followed.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const live = useNotificationStream(useNotificationScope());
  const unread = useUnreadCount(live);
  const badge = formatNotificationCount(unread);
  return (
    <Dropdown align="end" autoClose="outside" show={open} onToggle={setOpen}>
      <Dropdown.Toggle as="button" className="app-icon-button" aria-label={t('notifications.bell')}>
        <Bell size={20} aria-hidden="true" />
      </Dropdown.Toggle>
      {/* Beside the button, not in it: inside, its digits would be visible text missing from the
          button's name (WCAG 2.5.3). It is an image of a number, named in words. */}
      {unread > 0 ? (
        <span
          className="app-badge"
          role="img"
          aria-label={t('notifications.unreadBadge', { count: unread })}
        >
          {badge}
        </span>
      ) : null}
      <Dropdown.Menu className="app-dropdown-menu notification-menu">
        <NotificationMenu open={open} unread={unread} onNavigate={() => setOpen(false)} />
      </Dropdown.Menu>
    </Dropdown>
  );
}
