import { useTranslation } from 'react-i18next';

const VARIANT: Record<string, string> = {
  active: 'success',
  succeeded: 'success',
  pending: 'secondary',
  retrying: 'warning',
  expired: 'secondary',
  revoked: 'danger',
  failed: 'danger',
  inactive: 'secondary',
};

/** A status as a coloured badge whose text is the status's name, so colour is never alone. */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('pages');
  return (
    <span className={`badge text-bg-${VARIANT[status] ?? 'secondary'}`}>
      {t(`dataExchangeSettings.status.${status}`)}
    </span>
  );
}
