import type { TooltipComponentOption } from 'echarts/components';

/**
 * Tooltips as DOM nodes, never HTML strings: ECharts' own tooltip markup carries inline
 * `style` attributes, which the app's Content-Security-Policy refuses, and campaign names are
 * user text, which textContent cannot turn into markup. Colours go through the CSSOM.
 */
export type TTooltipRow = { color?: string; label: string; value: string };
export type TTooltipContent = { title?: string; rows: TTooltipRow[] };

/** What ECharts passes a tooltip formatter, narrowed to the fields the app reads. */
export type TTooltipParam = {
  seriesName?: string;
  seriesIndex?: number;
  name: string;
  dataIndex: number;
  value: unknown;
  color?: unknown;
  percent?: number;
  axisValueLabel?: string;
};

function element(tag: string, className: string, text?: string): HTMLElement {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

export function renderTooltip({ title, rows }: TTooltipContent): HTMLElement {
  const root = element('div', 'app-chart-tooltip__body');
  if (title) root.append(element('div', 'app-chart-tooltip__title', title));
  for (const row of rows) {
    const line = element('div', 'app-chart-tooltip__row');
    if (row.color) {
      const marker = element('span', 'app-chart-tooltip__marker');
      marker.style.backgroundColor = row.color;
      line.append(marker);
    }
    line.append(
      element('span', 'app-chart-tooltip__label', row.label),
      element('span', 'app-chart-tooltip__value', row.value),
    );
    root.append(line);
  }
  return root;
}

/** A tooltip formatter from a function that says what to show for the hovered data. */
export function tooltipFormatter(
  describe: (params: TTooltipParam[]) => TTooltipContent,
): TooltipComponentOption['formatter'] {
  const formatter = (params: unknown) =>
    renderTooltip(describe((Array.isArray(params) ? params : [params]) as TTooltipParam[]));
  return formatter as unknown as TooltipComponentOption['formatter'];
}

/** The hovered series' colour as a CSS colour (gradients have none to show). */
export function paramColor(param: TTooltipParam): string | undefined {
  return typeof param.color === 'string' ? param.color : undefined;
}
