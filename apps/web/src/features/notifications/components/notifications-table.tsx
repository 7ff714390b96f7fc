import { useTranslation } from 'react-i18next';
import Table from 'react-bootstrap/Table';
import type { TNotificationItem } from '@resonate/contracts/notifications';
import { formatDateTime, type TDateTimePreferences } from '@resonate/contracts/format/date-time';
import { timeAgo } from '@resonate/contracts/format/relative-time';
import { ReadTick } from './read-tick';

/** The notifications page's table: status tick, event, when (relative, with the exact time). */
export function NotificationsTable({
  items,
  prefs,
  onMarkRead,
  busy,
  now,
}: {
  items: TNotificationItem[];
  prefs: TDateTimePreferences;
  onMarkRead: (id: number) => void;
  busy: boolean;
  now: number;
}) {
  const { t } = useTranslation('pages');
  return (
    <Table responsive hover className="notifications-table mb-0">
      <thead>
        <tr>
          <th scope="col" className="notifications-table__status">
            {t('notifications.status')}
          </th>
          <th scope="col">{t('notifications.event')}</th>
          <th scope="col" className="notifications-table__when">
            {t('notifications.received')}
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => {
          const read = item.readStatus === 'true';
          return (
            <tr
              key={item.notificationID}
              className={read ? undefined : 'notifications-table__unread'}
            >
              <td className="notifications-table__status">
                <ReadTick
                  read={read}
                  eventName={item.eventName}
                  disabled={busy}
                  onMarkRead={() => onMarkRead(item.notificationID)}
                />
              </td>
              <td>
                <span className="notifications-table__event">{item.eventName}</span>
                <span className="visually-hidden">
                  {read ? t('notifications.readStatus') : t('notifications.unreadStatus')}
                </span>
              </td>
              <td className="notifications-table__when">
                <time dateTime={item.createdDate} title={formatDateTime(item.createdDate, prefs)}>
                  {timeAgo(item.createdDate, now)}
                </time>
                <span className="notifications-table__exact">
                  {formatDateTime(item.createdDate, prefs)}
                </span>
              </td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
