import { useTranslation } from 'react-i18next';
import type { TDashboardRange } from '@resonate/contracts/dashboard/dashboard';
import { shortenNumber } from '@resonate/contracts/format/number';
import { useTopPerformance } from '../api/dashboard-widgets';
import { formatPercent } from '../lib/figures';
import { RankedList } from './ranked-list';
import { WidgetCard } from './widget-card';

/** Top performing campaigns: ranked by conversion rate (then click rate), as the API orders them. */
export function TopPerformanceWidget({ range }: { range: TDashboardRange }) {
  const { t } = useTranslation('dashboard');
  const query = useTopPerformance(range);
  return (
    <WidgetCard
      id="top-performance"
      title={t('topPerformance.title')}
      query={query}
      skeleton="rows"
      isEmpty={(data) => data.campaigns.length === 0}
      emptyText={t('topPerformance.empty')}
    >
      {(data) => {
        const best = Math.max(...data.campaigns.map((row) => row.conversionRate), 0);
        return (
          <RankedList
            label={t('topPerformance.title')}
            items={data.campaigns.map((row) => ({
              key: row.communicationId,
              name: row.name,
              channelId: row.channelId,
              figure: t('topPerformance.converted', { rate: formatPercent(row.conversionRate) }),
              share: best > 0 ? row.conversionRate / best : 0,
              detail: t('topPerformance.detail', {
                sent: shortenNumber(row.sent),
                open: formatPercent(row.openRate),
                click: formatPercent(row.clickRate),
              }),
            }))}
          />
        );
      }}
    </WidgetCard>
  );
}
