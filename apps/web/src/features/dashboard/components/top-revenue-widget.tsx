import { useTranslation } from 'react-i18next';
import type { TDashboardRange } from '@resonate/contracts/dashboard/dashboard';
import { shortenNumber } from '@resonate/contracts/format/number';
import { useTopRevenue } from '../api/dashboard-widgets';
import { formatMoney, formatRoi } from '../lib/figures';
import { RankedList } from './ranked-list';
import { WidgetCard } from './widget-card';

/** Top revenue campaigns: most revenue in the range, with cost and ROI. */
export function TopRevenueWidget({ range }: { range: TDashboardRange }) {
  const { t } = useTranslation('dashboard');
  const query = useTopRevenue(range);
  return (
    <WidgetCard
      id="top-revenue"
      title={t('topRevenue.title')}
      query={query}
      skeleton="rows"
      isEmpty={(data) => data.campaigns.length === 0}
      emptyText={t('topRevenue.empty')}
    >
      {(data) => {
        const best = Math.max(...data.campaigns.map((row) => row.revenue), 0);
        return (
          <RankedList
            label={t('topRevenue.title')}
            items={data.campaigns.map((row) => ({
              key: row.communicationId,
              name: row.name,
              channelId: row.channelId,
              figure: formatMoney(row.revenue, data.currency),
              share: best > 0 ? row.revenue / best : 0,
              detail: t('topRevenue.detail', {
                cost: formatMoney(row.cost, data.currency),
                roi: formatRoi(row.roi),
                converted: shortenNumber(row.converted),
              }),
            }))}
          />
        );
      }}
    </WidgetCard>
  );
}
