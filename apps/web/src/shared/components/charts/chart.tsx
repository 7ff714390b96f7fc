import { useEffect, useRef, useState } from 'react';
import { withAppLook } from './base-option';
import { ChartBoundary } from './chart-boundary';
import { ChartDataTable, type TChartTable } from './chart-data-table';
import { readChartTheme } from './chart-theme';
import type { init, TChartOption } from './echarts';
import { loadECharts } from './load-echarts';
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
  const [chart, setChart] = useState<TEChart | null>(null);
  // A failed download or init is rethrown while rendering, so ChartBoundary shows the table.
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  if (failure) throw failure.error;

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    let instance: TEChart | null = null;
    let observer: ResizeObserver | null = null;
    let unmounted = false;
    loadECharts()
      // Each chart starts in a task of its own: the charts of a page all wait on one download,
      // and set up in the same task they would block the main thread for their sum.
      .then((echarts) => new Promise<typeof echarts>((resolve) => setTimeout(resolve, 0, echarts)))
      .then((echarts) => {
        if (unmounted) return;
        instance = echarts.init(host, null, { renderer: 'svg' });
        // The host is the image and carries the summary; the drawing inside is its content only.
        host.querySelector('svg')?.setAttribute('aria-hidden', 'true');
        // Follows the card, not the window: grid columns change width without a window resize.
        // The observer's first call reports the size init just read: redrawing then would
        // lay out and draw every chart twice.
        const drawn = instance;
        const resizeIfChanged = ([entry]: ResizeObserverEntry[]) => {
          const box = entry?.contentRect;
          const same =
            box &&
            Math.abs(box.width - drawn.getWidth()) < 1 &&
            Math.abs(box.height - drawn.getHeight()) < 1;
          if (!same) drawn.resize();
        };
        observer =
          typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(resizeIfChanged);
        observer?.observe(host);
        setChart(instance);
      })
      .catch((error: unknown) => {
        if (!unmounted) setFailure({ error });
      });
    return () => {
      unmounted = true;
      observer?.disconnect();
      instance?.dispose();
    };
  }, []);

  useEffect(() => {
    chart?.setOption(withAppLook(option, readChartTheme(), prefersReducedMotion()), {
      notMerge: true,
    });
  }, [chart, option]);

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
