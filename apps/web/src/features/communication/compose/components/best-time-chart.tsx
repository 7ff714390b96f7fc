import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TSendTimeEstimate } from '@resonate/contracts/campaigns/send-time-estimate';
import { axisLook } from '@/shared/components/charts/base-option';
import { Chart } from '@/shared/components/charts/chart';
import { readChartTheme } from '@/shared/components/charts/chart-theme';
import type { TChartOption } from '@/shared/components/charts/echarts';

const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** A best-time send's expected spread: messages per hour of the company's day (issue 27, item 2). */
export function BestTimeChart({
  spread,
  timeZone,
}: {
  spread: NonNullable<TSendTimeEstimate['bestTime']>;
  timeZone: string;
}) {
  const { t } = useTranslation('compose');
  const option = useMemo<TChartOption>(() => {
    const theme = readChartTheme();
    const axis = axisLook(theme);
    return {
      grid: { top: 16, right: 8, bottom: 24, left: 8, containLabel: true },
      tooltip: { trigger: 'axis' },
      xAxis: {
        type: 'category',
        data: spread.hours.map((_, hour) => hourLabel(hour)),
        ...axis,
        splitLine: { show: false },
      },
      yAxis: { type: 'value', minInterval: 1, ...axis },
      series: [
        {
          type: 'bar',
          name: t('review.bestTime.messages'),
          data: spread.hours,
          itemStyle: { color: theme.primary, borderRadius: [3, 3, 0, 0] },
          barMaxWidth: 18,
        },
      ],
    };
  }, [spread, t]);
  const busiest = spread.hours.indexOf(Math.max(...spread.hours));
  const total = spread.hours.reduce((sum, n) => sum + n, 0);
  return (
    <section aria-labelledby="compose-best-time-title" className="mb-3">
      <h3 id="compose-best-time-title" className="h6">
        {t('review.bestTime.title')}
      </h3>
      <p className="text-body-secondary small mb-1">
        {t('review.bestTime.lead', { zone: timeZone, own: spread.ownHistory, total })}
        {spread.sampled ? ` ${t('review.bestTime.sampled')}` : ''}
      </p>
      <Chart
        option={option}
        height={220}
        label={t('review.bestTime.label', { busiest: hourLabel(busiest) })}
        table={{
          caption: t('review.bestTime.title'),
          columns: [t('review.bestTime.hour'), t('review.bestTime.messages')],
          rows: spread.hours.map((n, hour) => [hourLabel(hour), n]),
        }}
      />
    </section>
  );
}
