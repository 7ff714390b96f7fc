import { useTranslation } from 'react-i18next';
import type { TImportStatus } from '@resonate/contracts/audience/imports';

const VARIANTS: Record<TImportStatus, string> = {
  uploading: 'text-bg-light border',
  queued: 'text-bg-secondary',
  running: 'text-bg-primary',
  completed: 'text-bg-success',
  failed: 'text-bg-danger',
  cancelled: 'text-bg-warning',
};

export function ImportStatusBadge({ status }: { status: TImportStatus }) {
  const { t } = useTranslation('audienceImport');
  return <span className={`badge ${VARIANTS[status]}`}>{t(`status.${status}`)}</span>;
}
