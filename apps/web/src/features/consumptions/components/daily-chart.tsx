import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TChannelDetail } from '@resonate/contracts/consumption/consumption';
import { shortenNumber } from '@resonate/contracts/format/number';
import { axisLook } from '@/shared/components/charts/base-option';
import { Chart } from '@/shared/components/charts/chart';
import { readChartTheme } from '@/shared/components/charts/chart-theme';
import type { TChartOption } from '@/shared/components/charts/echarts';

/** A channel's messages day by day through the month. */
export function DailyChart({ daily }: { daily: TChannelDetail['daily'] }) {
  const { t } = useTranslation('consumption');
  const option = useMemo<TChartOption>(() => {
    const theme = readChartTheme();
    const axis = axisLook(theme);
    return {
      grid: { top: 16, right: 8, bottom: 24, left: 8, containLabel: true },
      tooltip: { trigger: 'axis' },
      xAxis: {
        type: 'category',
        data: daily.map((d) => d.day.slice(8)),
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
          name: t('channel.messages'),
          data: daily.map((d) => d.messages),
          itemStyle: { color: theme.primary, borderRadius: [3, 3, 0, 0] },
          barMaxWidth: 18,
        },
      ],
    };
  }, [daily, t]);
  const total = daily.reduce((sum, d) => sum + d.messages, 0);
  return (
    <Chart
      option={option}
      height={260}
      label={t('channel.dailyLabel', { days: daily.length, messages: shortenNumber(total) })}
      table={{
        caption: t('channel.daily'),
        columns: [t('channel.day'), t('channel.messages')],
        rows: daily.map((d) => [d.day, d.messages]),
      }}
    />
  );
}
