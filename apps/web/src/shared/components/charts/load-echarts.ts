import type * as echarts from './echarts';

type TECharts = typeof echarts;

let loading: Promise<TECharts> | undefined;

/**
 * ECharts (about 200 KB gzip) is fetched once, on first need, and never with a page's code: a
 * route that draws charts calls this as it loads, so the download overlaps the page's own code
 * and its widgets' data requests instead of delaying them. A failed download is forgotten, so
 * the next chart tries again.
 */
export function loadECharts(): Promise<TECharts> {
  loading ??= import('./echarts').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
