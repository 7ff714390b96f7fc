import { useTranslation } from 'react-i18next';
import type { TPropensitySegment } from '@resonate/contracts/dashboard/dashboard';

const CLASS: Record<TPropensitySegment, string> = {
  engaged: 'text-bg-success',
  at_risk: 'text-bg-warning',
  dormant: 'text-bg-secondary',
  never: 'text-bg-light border',
};

/** Audience behaviour of a person, as the dashboard's propensity widget names it. */
export function SegmentBadge({ segment }: { segment: TPropensitySegment }) {
  const { t } = useTranslation('analytics360');
  return <span className={`badge ${CLASS[segment]}`}>{t(`segments.${segment}`)}</span>;
}
