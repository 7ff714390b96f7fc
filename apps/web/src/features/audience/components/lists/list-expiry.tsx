import { useTranslation } from 'react-i18next';
import { useDateTimeFormat } from '@/shared/hooks/use-date-time-format';

/**
 * "Expires on <date> · 120 days left", the date in the user's format; nothing for lists that do
 * not expire. An ad-hoc list shows it from the moment it exists.
 */
export function ListExpiry({
  expiresAt,
  daysLeft,
}: {
  expiresAt: string | null;
  daysLeft: number | null;
}) {
  const { t } = useTranslation('audienceLists');
  const { formatDate } = useDateTimeFormat();
  if (!expiresAt || daysLeft === null) {
    return <span className="text-body-secondary">{t('expiry.never')}</span>;
  }
  const soon = daysLeft <= 7;
  return (
    <span className={soon ? 'text-danger-emphasis' : undefined}>
      <time dateTime={expiresAt}>{t('expiry.on', { date: formatDate(expiresAt) })}</time>
      {' · '}
      {daysLeft === 0 ? t('expiry.today') : t('expiry.left', { count: daysLeft })}
    </span>
  );
}
