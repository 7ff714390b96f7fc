import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  TChannelPerformance,
  TDashboardRange,
  TFunnel,
} from '@resonate/contracts/dashboard/dashboard';
import { shortenNumber } from '@resonate/contracts/format/number';
import { axisLook } from '@/shared/components/charts/base-option';
import { Chart } from '@/shared/components/charts/chart';
import { readChartTheme } from '@/shared/components/charts/chart-theme';
import type { TChartOption } from '@/shared/components/charts/echarts';
import { paramColor, tooltipFormatter } from '@/shared/components/charts/tooltip-content';
import { useChannelPerformance } from '../api/dashboard-widgets';
import { formatPercent } from '../lib/figures';
import { channelLabel } from './channel-label';
import { WidgetCard } from './widget-card';

import { FUNNEL_STEPS } from '../lib/funnel';

const rateOfSent = (row: TFunnel, step: keyof TFunnel) =>
  row.sent > 0 ? formatPercent(row[step] / row.sent) : '—';

/** Counts compare reach; rates (share of sent) make the small later steps readable. */
export type TChannelView = 'volume' | 'rates';

function channelOption(
  rows: TChannelPerformance[],
  view: TChannelView,
  t: TFunction<'dashboard'>,
): TChartOption {
  const theme = readChartTheme();
  const axis = axisLook(theme);
  // One hue per funnel step, from reach (brand) to outcome (success).
  const colours = [theme.primary, theme.info, '#14b8a6', theme.warning, theme.success];
  const steps = view === 'rates' ? FUNNEL_STEPS.filter((step) => step !== 'sent') : FUNNEL_STEPS;
  return {
    grid: { top: 16, right: 8, bottom: 40, left: 8, containLabel: true },
    legend: {},
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      formatter: tooltipFormatter((params) => {
        const row = rows[params[0]?.dataIndex ?? 0]!;
        return {
          title: channelLabel(row.channelId),
          rows: params.map((param, index) => {
            const step = steps[param.seriesIndex ?? index]!;
            const rate = step === 'sent' ? '' : ` (${rateOfSent(row, step)})`;
            return {
              color: paramColor(param),
              label: param.seriesName ?? '',
              value: `${shortenNumber(row[step])}${rate}`,
            };
          }),
        };
      }),
    },
    xAxis: {
      type: 'category',
      data: rows.map((row) => channelLabel(row.channelId)),
      ...axis,
      splitLine: { show: false },
      axisLabel: { ...axis.axisLabel, interval: 0, hideOverlap: true },
    },
    yAxis: {
      type: 'value',
      ...axis,
      ...(view === 'rates' ? { max: 100 } : {}),
      axisLabel: {
        ...axis.axisLabel,
        formatter: (value: number) => (view === 'rates' ? `${value}%` : shortenNumber(value)),
      },
    },
    series: steps.map((step) => ({
      type: 'bar' as const,
      name: t(`funnel.${step}`),
      data: rows.map((row) =>
        view === 'rates' ? (row.sent > 0 ? (row[step] / row.sent) * 100 : 0) : row[step],
      ),
      itemStyle: { color: colours[FUNNEL_STEPS.indexOf(step)], borderRadius: [3, 3, 0, 0] },
      barMaxWidth: 14,
    })),
  };
}

/** Channel performance: sent, delivered, opened, clicked and converted per channel. */
export function ChannelPerformanceWidget({ range }: { range: TDashboardRange }) {
  const { t } = useTranslation('dashboard');
  const query = useChannelPerformance(range);
  const [view, setView] = useState<TChannelView>('volume');
  return (
    <WidgetCard
      id="channel-performance"
      title={t('channels.title')}
      query={query}
      isEmpty={(data) => data.channels.length === 0}
      emptyText={t('channels.empty')}
      actions={() => (
        <div className="btn-group btn-group-sm" role="group" aria-label={t('channels.show')}>
          {(['volume', 'rates'] as const).map((option) => (
            <button
              key={option}
              type="button"
              className={`btn ${view === option ? 'btn-primary' : 'btn-outline-secondary'}`}
              aria-pressed={view === option}
              onClick={() => setView(option)}
            >
              {t(`channels.${option}`)}
            </button>
          ))}
        </div>
      )}
    >
      {(data) => <ChannelChart rows={data.channels} view={view} />}
    </WidgetCard>
  );
}

function ChannelChart({ rows, view }: { rows: TChannelPerformance[]; view: TChannelView }) {
  const { t } = useTranslation('dashboard');
  const option = useMemo(() => channelOption(rows, view, t), [rows, view, t]);
  const best = rows.reduce((top, row) => (row.sent > top.sent ? row : top), rows[0]!);
  return (
    <Chart
      option={option}
      height={300}
      label={t('channels.chartLabel', {
        count: rows.length,
        channel: channelLabel(best.channelId),
        sent: shortenNumber(best.sent),
      })}
      table={{
        caption: t('channels.title'),
        columns: [t('channels.channel'), ...FUNNEL_STEPS.map((step) => t(`funnel.${step}`))],
        rows: rows.map((row) => [
          channelLabel(row.channelId),
          ...FUNNEL_STEPS.map((step) =>
            step === 'sent'
              ? shortenNumber(row.sent)
              : `${shortenNumber(row[step])} (${rateOfSent(row, step)})`,
          ),
        ]),
      }}
    />
  );
}
