import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAvgTimeToConvert, TDashboardRange } from '@resonate/contracts/dashboard/dashboard';
import { shortenNumber } from '@resonate/contracts/format/number';
import { axisLook } from '@/shared/components/charts/base-option';
import { Chart } from '@/shared/components/charts/chart';
import { readChartTheme } from '@/shared/components/charts/chart-theme';
import type { TChartOption } from '@/shared/components/charts/echarts';
import { tooltipFormatter } from '@/shared/components/charts/tooltip-content';
import { useAvgTimeToConvert } from '../api/dashboard-widgets';
import { durationAxisUnit, formatDuration } from '../lib/figures';
import { channelLabel } from './channel-label';
import { Kpi } from './kpi';
import { WidgetCard } from './widget-card';

type TByChannel = TAvgTimeToConvert['byChannel'];

/** Bars that fit the card beside the ROI chart. */
const MAX_BARS = 8;

function byChannelOption(rows: TByChannel, t: TFunction<'dashboard'>): TChartOption {
  const theme = readChartTheme();
  const axis = axisLook(theme);
  const unit = durationAxisUnit(Math.max(...rows.map((row) => row.averageSeconds ?? 0)));
  return {
    grid: { top: 8, right: 16, bottom: 8, left: 8, containLabel: true },
    tooltip: {
      trigger: 'item',
      formatter: tooltipFormatter(([param]) => {
        const row = rows[param?.dataIndex ?? 0]!;
        return {
          title: channelLabel(row.channelId),
          rows: [
            { label: t('avgTime.average'), value: formatDuration(row.averageSeconds ?? 0) },
            { label: t('avgTime.conversions'), value: shortenNumber(row.conversions) },
          ],
        };
      }),
    },
    xAxis: {
      type: 'value',
      ...axis,
      axisLabel: {
        ...axis.axisLabel,
        formatter: (value: number) => t(`avgTime.unit.${unit.label}`, { value }),
      },
    },
    yAxis: {
      type: 'category',
      inverse: true,
      data: rows.map((row) => channelLabel(row.channelId)),
      ...axis,
      splitLine: { show: false },
    },
    series: [
      {
        type: 'bar',
        data: rows.map((row) => Number(((row.averageSeconds ?? 0) / unit.seconds).toFixed(1))),
        itemStyle: { color: theme.info, borderRadius: [0, 3, 3, 0] },
        barMaxWidth: 14,
      },
    ],
  };
}

/** Average time from a campaign's send to the conversion it brought, overall and per channel. */
export function AvgTimeWidget({ range }: { range: TDashboardRange }) {
  const { t } = useTranslation('dashboard');
  const query = useAvgTimeToConvert(range);
  return (
    <WidgetCard
      id="avg-time"
      title={t('avgTime.title')}
      query={query}
      skeleton="kpi"
      isEmpty={(data) => data.conversions === 0 || data.averageSeconds === null}
      emptyText={t('avgTime.empty')}
    >
      {(data) => <AvgTimeBody data={data} />}
    </WidgetCard>
  );
}

function AvgTimeBody({ data }: { data: TAvgTimeToConvert }) {
  const { t } = useTranslation('dashboard');
  // The channels with most conversions, where an average means something; the table lists all.
  const timed = useMemo(
    () => data.byChannel.filter((row) => row.averageSeconds !== null && row.conversions > 0),
    [data],
  );
  const rows = useMemo(
    () => [...timed].sort((a, b) => b.conversions - a.conversions).slice(0, MAX_BARS),
    [timed],
  );
  const option = useMemo(() => byChannelOption(rows, t), [rows, t]);
  return (
    <>
      <div className="dashboard-kpis">
        <Kpi
          label={t('avgTime.average')}
          value={formatDuration(data.averageSeconds ?? 0)}
          hint={t('avgTime.over', {
            count: data.conversions,
            conversions: shortenNumber(data.conversions),
          })}
        />
      </div>
      {rows.length > 0 ? (
        <Chart
          option={option}
          height={Math.max(140, rows.length * 34 + 24)}
          label={t('avgTime.chartLabel', { count: rows.length })}
          table={{
            caption: t('avgTime.byChannel'),
            columns: [t('channels.channel'), t('avgTime.average'), t('avgTime.conversions')],
            rows: timed.map((row) => [
              channelLabel(row.channelId),
              formatDuration(row.averageSeconds ?? 0),
              shortenNumber(row.conversions),
            ]),
          }}
        />
      ) : null}
    </>
  );
}
