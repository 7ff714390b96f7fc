import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TChannelConsumption } from '@resonate/contracts/consumption/consumption';
import { shortenNumber } from '@resonate/contracts/format/number';
import { axisLook } from '@/shared/components/charts/base-option';
import { Chart } from '@/shared/components/charts/chart';
import { readChartTheme } from '@/shared/components/charts/chart-theme';
import type { TChartOption } from '@/shared/components/charts/echarts';

/** Messages per channel, split into the included part and the overage. */
export function ChannelChart({ rows }: { rows: TChannelConsumption[] }) {
  const { t } = useTranslation('consumption');
  const used = rows.filter((row) => row.messages > 0);
  const option = useMemo<TChartOption>(() => {
    const theme = readChartTheme();
    const axis = axisLook(theme);
    return {
      grid: { top: 24, right: 8, bottom: 32, left: 8, containLabel: true },
      legend: {},
      tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
      xAxis: {
        type: 'category',
        data: used.map((row) => row.channelName),
        ...axis,
        splitLine: { show: false },
        axisLabel: { ...axis.axisLabel, interval: 0, hideOverlap: true },
      },
      yAxis: {
        type: 'value',
        ...axis,
        axisLabel: { ...axis.axisLabel, formatter: (value: number) => shortenNumber(value) },
      },
      series: [
        {
          type: 'bar',
          name: t('channels.withinPlan'),
          stack: 'messages',
          data: used.map((row) => row.messages - row.overage),
          itemStyle: { color: theme.primary },
          barMaxWidth: 28,
        },
        {
          type: 'bar',
          name: t('channels.overage'),
          stack: 'messages',
          data: used.map((row) => row.overage),
          itemStyle: { color: theme.danger, borderRadius: [3, 3, 0, 0] },
          barMaxWidth: 28,
        },
      ],
    };
  }, [used, t]);
  if (used.length === 0)
    return <p className="text-body-secondary mb-0">{t('channels.noMessages')}</p>;
  const top = used.reduce((best, row) => (row.messages > best.messages ? row : best), used[0]!);
  return (
    <Chart
      option={option}
      height={260}
      label={t('channels.chartLabel', {
        count: used.length,
        channel: top.channelName,
        messages: shortenNumber(top.messages),
      })}
      table={{
        caption: t('channels.caption'),
        columns: [t('channels.channel'), t('channels.messages'), t('channels.overage')],
        rows: used.map((row) => [row.channelName, row.messages, row.overage]),
      }}
    />
  );
}
