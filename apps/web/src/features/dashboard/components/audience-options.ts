import type { TFunction } from 'i18next';
import {
  FREQUENCY_BANDS,
  PROPENSITY_SEGMENTS,
  type TPropensityData,
} from '@resonate/contracts/dashboard/dashboard';
import { shortenNumber } from '@resonate/contracts/format/number';
import type { TChartTheme } from '@/shared/components/charts/chart-theme';
import type { TChartOption } from '@/shared/components/charts/echarts';
import { paramColor, tooltipFormatter } from '@/shared/components/charts/tooltip-content';
import { formatPercent } from '../lib/figures';

type T = TFunction<'dashboard'>;

/** Recency rows of the matrix, most engaged first. */
export const RECENCY_SEGMENTS = PROPENSITY_SEGMENTS.filter((segment) => segment !== 'never');

export function segmentColours(theme: TChartTheme): Record<string, string> {
  return {
    engaged: theme.success,
    at_risk: theme.warning,
    dormant: theme.danger,
    never: theme.border,
  };
}

export function propensityDonut(data: TPropensityData, theme: TChartTheme, t: T): TChartOption {
  const colours = segmentColours(theme);
  return {
    legend: { orient: 'horizontal' },
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
        radius: ['52%', '78%'],
        center: ['50%', '44%'],
        avoidLabelOverlap: true,
        label: {
          show: true,
          position: 'center',
          formatter: () => `${shortenNumber(data.totalContacts)}\n${t('audience.contacts')}`,
          fontSize: 14,
          fontWeight: 600,
          lineHeight: 20,
          color: theme.text,
        },
        labelLine: { show: false },
        itemStyle: { borderColor: '#fff', borderWidth: 2 },
        data: data.segments.map((row) => ({
          name: t(`audience.segment.${row.segment}`),
          value: row.contacts,
          itemStyle: { color: colours[row.segment] },
        })),
      },
    ],
  };
}

/** Recency (rows) by frequency (columns); a cell's shade grows with its share of the largest. */
export function propensityMatrix(data: TPropensityData, theme: TChartTheme, t: T): TChartOption {
  const count = (segment: string, band: string) =>
    data.matrix.find((cell) => cell.segment === segment && cell.frequency === band)?.contacts ?? 0;
  const max = Math.max(1, ...data.matrix.map((cell) => cell.contacts));
  const cells = RECENCY_SEGMENTS.flatMap((segment, y) =>
    FREQUENCY_BANDS.map((band, x) => {
      const value = count(segment, band);
      return {
        value: [x, y, value],
        // White text on the darker half of the scale, body text on the lighter half.
        label: { color: value / max > 0.5 ? '#fff' : theme.text },
      };
    }),
  );
  return {
    grid: { top: 8, right: 8, bottom: 8, left: 8, containLabel: true },
    tooltip: {
      trigger: 'item',
      formatter: tooltipFormatter(([param]) => {
        const [x, y, value] = (param?.value ?? [0, 0, 0]) as number[];
        return {
          title: t(`audience.segment.${RECENCY_SEGMENTS[y ?? 0]}`),
          rows: [
            {
              label: t(`audience.band.${FREQUENCY_BANDS[x ?? 0]}`),
              value: shortenNumber(value ?? 0),
            },
          ],
        };
      }),
    },
    xAxis: {
      type: 'category',
      position: 'top',
      data: FREQUENCY_BANDS.map((band) => t(`audience.band.${band}`)),
      axisLine: { show: false },
      axisTick: { show: false },
      axisLabel: { color: theme.mutedText, fontSize: 11 },
    },
    yAxis: {
      type: 'category',
      inverse: true,
      data: RECENCY_SEGMENTS.map((segment) => t(`audience.segment.${segment}`)),
      axisLine: { show: false },
      axisTick: { show: false },
      axisLabel: { color: theme.mutedText, fontSize: 11 },
    },
    visualMap: {
      type: 'continuous',
      show: false,
      min: 0,
      max,
      dimension: 2,
      inRange: { color: [theme.primary], colorAlpha: [0.08, 1] },
    },
    series: [
      {
        type: 'heatmap',
        itemStyle: { borderColor: '#fff', borderWidth: 3, borderRadius: 4 },
        data: cells,
        label: {
          show: true,
          formatter: (param) => shortenNumber(Number((param.value as number[])[2])),
        },
      },
    ],
  };
}
