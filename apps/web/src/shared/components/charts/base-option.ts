import type { TChartTheme } from './chart-theme';
import type { TChartOption } from './echarts';

type TObject = Record<string, unknown>;

const isObject = (value: unknown): value is TObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The app's look on top of a chart's own option: palette, font, a tooltip that stays inside
 * the card, a quiet legend. The chart's own settings win; an object legend or tooltip is
 * merged one level deep, so a chart sets only what differs.
 */
export function withAppLook(option: TChartOption, theme: TChartTheme, reduceMotion: boolean) {
  const tooltip: TObject = {
    confine: true,
    renderMode: 'html',
    className: 'app-chart-tooltip',
    backgroundColor: '#fff',
    borderColor: theme.border,
    borderWidth: 1,
    padding: [8, 10],
    textStyle: { color: theme.text, fontFamily: theme.fontFamily, fontSize: 12 },
  };
  const legend: TObject = {
    bottom: 0,
    icon: 'roundRect',
    itemWidth: 12,
    itemHeight: 8,
    textStyle: { color: theme.mutedText, fontSize: 12 },
  };
  const own = option as TObject;
  return {
    color: theme.palette,
    animation: !reduceMotion,
    textStyle: { fontFamily: theme.fontFamily, color: theme.text },
    ...own,
    tooltip: isObject(own.tooltip) ? { ...tooltip, ...own.tooltip } : (own.tooltip ?? tooltip),
    ...(own.legend === undefined
      ? {}
      : { legend: isObject(own.legend) ? { ...legend, ...own.legend } : own.legend }),
  } as TChartOption;
}

/** Axis styling shared by the cartesian charts: muted labels, light split lines. */
export function axisLook(theme: TChartTheme) {
  return {
    axisLine: { lineStyle: { color: theme.border } },
    axisTick: { show: false },
    axisLabel: { color: theme.mutedText, fontSize: 11 },
    splitLine: { lineStyle: { color: theme.border, type: 'dashed' as const } },
  };
}
