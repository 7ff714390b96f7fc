import { useTranslation } from 'react-i18next';

const VARIANT: Record<string, string> = {
  active: 'success',
  not_activated: 'warning',
  deactivated: 'secondary',
  inactive: 'secondary',
};

/** A status in words and colour (never colour alone). */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('admin');
  return (
    <span className={`badge text-bg-${VARIANT[status] ?? 'secondary'}`}>
      {t(`status.${status}`)}
    </span>
  );
}
