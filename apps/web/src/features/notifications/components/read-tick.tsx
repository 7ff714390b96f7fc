import { CheckCheck, Circle } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * The read/unread tick of a notification (spec section 2). Unread: a button that marks it read.
 * Read: a static double tick, so nobody "unreads" by accident.
 */
export function ReadTick({
  read,
  eventName,
  onMarkRead,
  disabled,
}: {
  read: boolean;
  eventName: string;
  onMarkRead: () => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  if (read) {
    return (
      <span className="read-tick read-tick--read" title={t('notifications.read')}>
        <CheckCheck size={16} aria-hidden="true" />
        <span className="visually-hidden">{t('notifications.read')}</span>
      </span>
    );
  }
  return (
    <button
      type="button"
      className="read-tick read-tick--unread"
      onClick={onMarkRead}
      disabled={disabled}
      title={t('notifications.markRead')}
      aria-label={t('notifications.markReadNamed', { name: eventName })}
    >
      <Circle size={10} aria-hidden="true" fill="currentColor" />
    </button>
  );
}
