import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { NOTIFICATION_EVENT_TYPES, type TAlertSetting } from '@resonate/contracts/notifications';

type TDelivery = 'inApp' | 'email';

const isSecurity = (id: number) =>
  NOTIFICATION_EVENT_TYPES.some((type) => type.id === id && type.security);

/**
 * One row per event type, one switch per delivery. Switches are native checkboxes, so Tab and
 * Space work, and each has a label naming both the event and the delivery for screen readers.
 */
export function AlertSettingsTable({
  rows,
  onChange,
  disabled,
}: {
  rows: TAlertSetting[];
  onChange: (typeId: number, delivery: TDelivery, on: boolean) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('pages');
  const deliveries: { key: TDelivery; label: string }[] = [
    { key: 'inApp', label: t('alertsAndNotifications.inApp') },
    { key: 'email', label: t('alertsAndNotifications.email') },
  ];
  return (
    <Table responsive className="alert-settings-table mb-0">
      <thead>
        <tr>
          <th scope="col">{t('alertsAndNotifications.event')}</th>
          {deliveries.map((delivery) => (
            <th key={delivery.key} scope="col" className="alert-settings-table__switch">
              {delivery.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.notificationTypeID}>
            <th scope="row" className="fw-normal">
              <span className="alert-settings-table__event">{row.eventName}</span>
              {isSecurity(row.notificationTypeID) ? (
                <span className="badge text-bg-light alert-settings-table__badge">
                  <ShieldCheck size={12} aria-hidden="true" />{' '}
                  {t('alertsAndNotifications.security')}
                </span>
              ) : null}
            </th>
            {deliveries.map((delivery) => (
              <td key={delivery.key} className="alert-settings-table__switch">
                <Form.Check
                  type="switch"
                  role="switch"
                  id={`alert-${row.notificationTypeID}-${delivery.key}`}
                  checked={row[delivery.key]}
                  disabled={disabled}
                  onChange={(e) => onChange(row.notificationTypeID, delivery.key, e.target.checked)}
                  aria-label={`${delivery.label}: ${row.eventName}`}
                />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
