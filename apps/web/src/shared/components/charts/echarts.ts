/**
 * The one place ECharts is assembled: only the charts and components the app draws are
 * registered, so the bundle carries nothing else. Only load-echarts.ts imports it (dynamically):
 * it is its own chunk, which no page's code waits for. Add a chart type here before using it.
 * The SVG renderer: crisp at any zoom, selectable by tests, and the series here are small.
 */
import { BarChart, HeatmapChart, LineChart, PieChart } from 'echarts/charts';
import type {
  BarSeriesOption,
  HeatmapSeriesOption,
  LineSeriesOption,
  PieSeriesOption,
} from 'echarts/charts';
import {
  GridComponent,
  LegendComponent,
  TooltipComponent,
  VisualMapContinuousComponent,
} from 'echarts/components';
import type {
  GridComponentOption,
  LegendComponentOption,
  TooltipComponentOption,
  VisualMapComponentOption,
} from 'echarts/components';
import { init, use as registerEChartsParts, type ComposeOption } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

registerEChartsParts([
  BarChart,
  HeatmapChart,
  LineChart,
  PieChart,
  GridComponent,
  LegendComponent,
  TooltipComponent,
  VisualMapContinuousComponent,
  SVGRenderer,
]);

export type TChartOption = ComposeOption<
  | BarSeriesOption
  | HeatmapSeriesOption
  | LineSeriesOption
  | PieSeriesOption
  | GridComponentOption
  | LegendComponentOption
  | TooltipComponentOption
  | VisualMapComponentOption
>;

export { init };
