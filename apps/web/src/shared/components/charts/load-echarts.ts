import type * as echarts from './echarts';

type TECharts = typeof echarts;

let loading: Promise<TECharts> | undefined;

/**
 * ECharts (about 200 KB gzip) is fetched once, on first need, and never with a page's code: a
 * route that draws charts calls this once its code has arrived (withCharts), so the download
 * overlaps its widgets' data requests instead of following them. A failed download is
 * forgotten, so the next chart tries again.
 */
export function loadECharts(): Promise<TECharts> {
  loading ??= import('./echarts').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
