import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TDashboardRange, TRoiData } from '@resonate/contracts/dashboard/dashboard';
import { shortenNumber } from '@resonate/contracts/format/number';
import { axisLook } from '@/shared/components/charts/base-option';
import { Chart } from '@/shared/components/charts/chart';
import { readChartTheme } from '@/shared/components/charts/chart-theme';
import type { TChartOption } from '@/shared/components/charts/echarts';
import { useDateTimeFormat } from '@/shared/hooks/use-date-time-format';
import { paramColor, tooltipFormatter } from '@/shared/components/charts/tooltip-content';
import { useRoiData } from '../api/dashboard-widgets';
import { formatMoney, formatRoi } from '../lib/figures';
import { Kpi } from './kpi';
import { WidgetCard } from './widget-card';

/** ROI: revenue, cost and ROI for the range, and revenue against cost over time. */
export function RoiWidget({ range }: { range: TDashboardRange }) {
  const { t } = useTranslation('dashboard');
  const query = useRoiData(range);
  return (
    <WidgetCard
      id="roi"
      title={t('roi.title')}
      query={query}
      skeleton="kpi"
      isEmpty={(data) => data.revenue === 0 && data.cost === 0}
      emptyText={t('roi.empty')}
    >
      {(data) => (
        <>
          <div className="dashboard-kpis">
            <Kpi label={t('roi.revenue')} value={formatMoney(data.revenue, data.currency)} />
            <Kpi label={t('roi.cost')} value={formatMoney(data.cost, data.currency)} />
            <Kpi
              label={t('roi.roi')}
              value={formatRoi(data.roi)}
              tone={data.roi === null ? undefined : data.roi >= 0 ? 'up' : 'down'}
            />
          </div>
          <RoiChart data={data} />
        </>
      )}
    </WidgetCard>
  );
}

/** A day of the series in the user's date order, without the year (the range shows it). */
type TDayLabel = (date: string) => string;

function pointLabel(
  data: TRoiData,
  date: string,
  t: TFunction<'dashboard'>,
  dayLabel: TDayLabel,
): string {
  const day = dayLabel(date);
  return data.granularity === 'week' ? t('roi.weekOf', { date: day }) : day;
}

function roiOption(data: TRoiData, t: TFunction<'dashboard'>, dayLabel: TDayLabel): TChartOption {
  const theme = readChartTheme();
  const axis = axisLook(theme);
  return {
    grid: { top: 16, right: 8, bottom: 40, left: 8, containLabel: true },
    legend: {},
    tooltip: {
      trigger: 'axis',
      formatter: tooltipFormatter((params) => ({
        title: pointLabel(data, data.series[params[0]?.dataIndex ?? 0]?.date ?? '', t, dayLabel),
        rows: params.map((param) => ({
          color: paramColor(param),
          label: param.seriesName ?? '',
          value: formatMoney(Number(param.value), data.currency),
        })),
      })),
    },
    xAxis: {
      type: 'category',
      data: data.series.map((point) => dayLabel(point.date)),
      ...axis,
      splitLine: { show: false },
    },
    yAxis: {
      type: 'value',
      ...axis,
      axisLabel: { ...axis.axisLabel, formatter: (value: number) => shortenNumber(value) },
    },
    series: [
      {
        type: 'bar',
        name: t('roi.revenue'),
        data: data.series.map((point) => point.revenue),
        itemStyle: { color: theme.primary, borderRadius: [3, 3, 0, 0] },
        barMaxWidth: 18,
      },
      {
        type: 'line',
        name: t('roi.cost'),
        data: data.series.map((point) => point.cost),
        itemStyle: { color: theme.warning },
        lineStyle: { width: 2 },
        symbol: 'none',
        smooth: true,
      },
    ],
  };
}

function RoiChart({ data }: { data: TRoiData }) {
  const { t } = useTranslation('dashboard');
  const { formatDayMonth } = useDateTimeFormat();
  const option = useMemo(() => roiOption(data, t, formatDayMonth), [data, t, formatDayMonth]);
  const money = (value: number) => formatMoney(value, data.currency);
  return (
    <Chart
      option={option}
      label={t('roi.chartLabel', {
        unit: t(`roi.per.${data.granularity}`),
        revenue: money(data.revenue),
        cost: money(data.cost),
        roi: formatRoi(data.roi),
      })}
      table={{
        caption: t('roi.title'),
        columns: [t(`roi.unit.${data.granularity}`), t('roi.revenue'), t('roi.cost')],
        rows: data.series.map((point) => [
          pointLabel(data, point.date, t, formatDayMonth),
          money(point.revenue),
          money(point.cost),
        ]),
      }}
    />
  );
}
