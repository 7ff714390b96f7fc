import { useTranslation } from 'react-i18next';
import type { TJourneyStatus } from '@resonate/contracts/campaigns/journeys';

const VARIANT: Record<TJourneyStatus, string> = {
  draft: 'warning',
  active: 'success',
  paused: 'secondary',
  archived: 'dark',
};

/** A journey's status in words, coloured (colour is never the only signal). */
export function JourneyStatusBadge({ status }: { status: TJourneyStatus }) {
  const { t } = useTranslation('journeys');
  return (
    <span className={`badge rounded-pill text-bg-${VARIANT[status]}`} data-status={status}>
      {t(`status.${status}`)}
    </span>
  );
}
