import { useTranslation } from 'react-i18next';
import type { TLicenceStatus } from '@resonate/contracts/onboarding/licence';

const VARIANTS: Record<TLicenceStatus, string> = {
  active: 'text-bg-success',
  expired: 'text-bg-danger',
  replaced: 'text-bg-secondary',
};

export function LicenceStatusBadge({ status }: { status: TLicenceStatus }) {
  const { t } = useTranslation('licence');
  return <span className={`badge ${VARIANTS[status]}`}>{t(`info.status.${status}`)}</span>;
}
