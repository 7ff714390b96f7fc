import { useTranslation } from 'react-i18next';
import { useDateTimeFormat } from '@/shared/hooks/use-date-time-format';

/** "Expires in 87 days", with the date on hover; nothing for lists that do not expire. */
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
  const date = formatDate(expiresAt);
  const soon = daysLeft <= 7;
  return (
    <time
      dateTime={expiresAt}
      title={t('expiry.on', { date })}
      className={soon ? 'text-danger-emphasis' : undefined}
    >
      {daysLeft === 0 ? t('expiry.today') : t('expiry.inDays', { count: daysLeft })}
    </time>
  );
}
