import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TDashboardRange, TLeadSources } from '@resonate/contracts/dashboard/dashboard';
import { shortenNumber } from '@resonate/contracts/format/number';
import { Chart } from '@/shared/components/charts/chart';
import { readChartTheme } from '@/shared/components/charts/chart-theme';
import type { TChartOption } from '@/shared/components/charts/echarts';
import { paramColor, tooltipFormatter } from '@/shared/components/charts/tooltip-content';
import { useLeadSources } from '../api/dashboard-widgets';
import { formatPercent } from '../lib/figures';
import { WidgetCard } from './widget-card';

/** A donut stays readable up to this many slices; smaller sources fold into "Other". */
const MAX_SLICES = 6;

type TSlice = { name: string; value: number };

export function leadSlices(data: TLeadSources, other: string): TSlice[] {
  const sorted = [...data.sources].sort((a, b) => b.leads - a.leads);
  const slices = sorted.slice(0, MAX_SLICES).map((row) => ({ name: row.source, value: row.leads }));
  const rest = sorted.slice(MAX_SLICES).reduce((sum, row) => sum + row.leads, 0);
  return rest > 0 ? [...slices, { name: other, value: rest }] : slices;
}

function leadOption(slices: TSlice[], total: number, t: TFunction<'dashboard'>): TChartOption {
  const theme = readChartTheme();
  return {
    legend: { type: 'plain', orient: 'horizontal' },
    tooltip: {
      trigger: 'item',
      formatter: tooltipFormatter(([param]) => ({
        rows: param
          ? [
              {
                color: paramColor(param),
                label: param.name,
                value: `${shortenNumber(Number(param.value))} (${formatPercent((param.percent ?? 0) / 100)})`,
              },
            ]
          : [],
      })),
    },
    series: [
      {
        type: 'pie',
        radius: ['50%', '76%'],
        center: ['50%', '42%'],
        label: {
          show: true,
          position: 'center',
          formatter: () => `${shortenNumber(total)}\n${t('leads.leads')}`,
          fontSize: 14,
          fontWeight: 600,
          lineHeight: 20,
          color: theme.text,
        },
        labelLine: { show: false },
        itemStyle: { borderColor: '#fff', borderWidth: 2 },
        data: slices,
      },
    ],
  };
}

/** Lead sources: where the range's leads came from. */
export function LeadSourcesWidget({ range }: { range: TDashboardRange }) {
  const { t } = useTranslation('dashboard');
  const query = useLeadSources(range);
  return (
    <WidgetCard
      id="lead-sources"
      title={t('leads.title')}
      query={query}
      isEmpty={(data) => data.total === 0}
      emptyText={t('leads.empty')}
    >
      {(data) => <LeadChart data={data} />}
    </WidgetCard>
  );
}

function LeadChart({ data }: { data: TLeadSources }) {
  const { t } = useTranslation('dashboard');
  const slices = useMemo(() => leadSlices(data, t('leads.other')), [data, t]);
  const option = useMemo(() => leadOption(slices, data.total, t), [slices, data.total, t]);
  const top = slices[0];
  return (
    <Chart
      option={option}
      height={300}
      label={t('leads.chartLabel', {
        total: shortenNumber(data.total),
        source: top?.name ?? '',
        share: formatPercent(top && data.total > 0 ? top.value / data.total : 0),
      })}
      table={{
        caption: t('leads.title'),
        columns: [t('leads.source'), t('leads.leads'), t('leads.share')],
        rows: data.sources.map((row) => [
          row.source,
          shortenNumber(row.leads),
          formatPercent(data.total > 0 ? row.leads / data.total : 0),
        ]),
      }}
    />
  );
}
