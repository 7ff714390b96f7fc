import { useEffect, useRef } from 'react';
import { withAppLook } from './base-option';
import { ChartBoundary } from './chart-boundary';
import { ChartDataTable, type TChartTable } from './chart-data-table';
import { readChartTheme } from './chart-theme';
import { init, type TChartOption } from './echarts';
import './charts.scss';

type TEChart = ReturnType<typeof init>;

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The drawing: one ECharts instance for the component's life, resized with its container. */
function ChartDrawing({
  option,
  label,
  table,
  height = 280,
}: {
  option: TChartOption;
  label: string;
  table: TChartTable;
  height?: number;
}) {
  const hostRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<TEChart | null>(null);
  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const instance = init(host, null, { renderer: 'svg' });
    chartRef.current = instance;
    // The host is the image and carries the summary; the drawing inside is its content only.
    host.querySelector('svg')?.setAttribute('aria-hidden', 'true');
    // Follows the card, not the window: grid columns change width without a window resize.
    const observer =
      typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => instance.resize());
    observer?.observe(host);
    return () => {
      observer?.disconnect();
      instance.dispose();
      chartRef.current = null;
    };
  }, []);

  // Declared after the effect above, so on mount the instance exists when this runs.
  useEffect(() => {
    chartRef.current?.setOption(withAppLook(option, readChartTheme(), prefersReducedMotion()), {
      notMerge: true,
    });
  }, [option]);

  return (
    <figure className="app-chart">
      <div
        ref={hostRef}
        className="app-chart__canvas"
        role="img"
        aria-label={label}
        style={{ height }}
      />
      <ChartDataTable table={table} />
    </figure>
  );
}

/**
 * An ECharts chart that fills its container's width and follows its size. `label` is the
 * chart's one-sentence summary (its accessible name); `table` holds the same figures as text
 * for screen readers, and is shown instead of a chart that cannot draw.
 */
export function Chart(props: {
  option: TChartOption;
  label: string;
  table: TChartTable;
  height?: number;
}) {
  return (
    <ChartBoundary
      resetKey={props.option}
      fallback={<ChartDataTable table={props.table} visible />}
    >
      <ChartDrawing {...props} />
    </ChartBoundary>
  );
}
