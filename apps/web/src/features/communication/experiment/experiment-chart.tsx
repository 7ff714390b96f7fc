import type { TExperimentMetric, TVariantResult } from '@resonate/contracts/campaigns/experiment';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { axisLook } from '@/shared/components/charts/base-option';
import { Chart } from '@/shared/components/charts/chart';
import { readChartTheme } from '@/shared/components/charts/chart-theme';
import type { TChartOption } from '@/shared/components/charts/echarts';
import { rateText } from './rate-text';

/** Each variant's rate of the winning metric, the winner's bar in the success colour. */
export function ExperimentChart({
  variants,
  metric,
  winner,
}: {
  variants: TVariantResult[];
  metric: TExperimentMetric;
  winner: number | null;
}) {
  const { t } = useTranslation('compose');
  const option = useMemo<TChartOption>(() => {
    const theme = readChartTheme();
    const axis = axisLook(theme);
    return {
      grid: { top: 16, right: 8, bottom: 8, left: 8, containLabel: true },
      tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
      xAxis: {
        type: 'category',
        data: variants.map((v) => `${v.letter}: ${v.name}`),
        ...axis,
        splitLine: { show: false },
      },
      yAxis: {
        type: 'value',
        ...axis,
        axisLabel: { ...axis.axisLabel, formatter: (value: number) => rateText(value, metric) },
      },
      series: [
        {
          type: 'bar',
          name: t(`experiment.rate.${metric}`),
          data: variants.map((v) => ({
            value: v.rate,
            itemStyle: { color: v.index === winner ? theme.success : theme.primary },
          })),
          barMaxWidth: 40,
        },
      ],
    };
  }, [variants, metric, winner, t]);
  const best = variants.reduce((a, b) => (b.rate > a.rate ? b : a), variants[0]!);
  return (
    <Chart
      option={option}
      height={220}
      label={t('experiment.chartLabel', {
        count: variants.length,
        letter: best.letter,
        rate: rateText(best.rate, metric),
      })}
      table={{
        caption: t(`experiment.rate.${metric}`),
        columns: [t('experiment.columns.variant'), t(`experiment.rate.${metric}`)],
        rows: variants.map((v) => [`${v.letter}: ${v.name}`, rateText(v.rate, metric)]),
      }}
    />
  );
}
