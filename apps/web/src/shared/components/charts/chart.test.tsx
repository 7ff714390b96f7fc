import { render, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Chart } from './chart';
import { loadECharts } from './load-echarts';
import { renderTooltip, tooltipFormatter } from './tooltip-content';

const TABLE = {
  caption: 'Leads by source',
  columns: ['Source', 'Leads'],
  rows: [['Webinar', '12']],
};

describe('Chart', () => {
  // Charts' pages start ECharts' download as they load; so do these tests (see withCharts).
  beforeAll(() => loadECharts(), 60_000);

  it('names the drawing with its summary and keeps the figures as a hidden table', () => {
    render(
      <Chart
        label="12 leads, all from the webinar"
        table={TABLE}
        option={{ series: [{ type: 'pie', data: [{ name: 'Webinar', value: 12 }] }] }}
      />,
    );
    expect(screen.getByRole('img', { name: '12 leads, all from the webinar' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Leads by source' })).toHaveClass('visually-hidden');
  });

  it('shows the table instead of a chart that cannot draw', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // A heatmap without the visual map it needs throws while drawing.
    render(
      <Chart
        label="broken"
        table={TABLE}
        option={{
          xAxis: { type: 'category' },
          yAxis: { type: 'category' },
          series: [{ type: 'heatmap', data: [[0, 0, 1]] }],
        }}
      />,
    );
    // ECharts loads on first need, so the drawing fails a moment after the first render.
    await waitFor(() => expect(screen.queryByRole('img', { name: 'broken' })).toBeNull());
    expect(screen.getByRole('table', { name: 'Leads by source' })).not.toHaveClass(
      'visually-hidden',
    );
  });
});

describe('tooltips', () => {
  it('are DOM nodes whose user text stays text', () => {
    const node = renderTooltip({
      title: '<img src=x onerror=alert(1)>',
      rows: [{ color: '#4f46e5', label: 'Revenue', value: '£1.5M' }],
    });
    expect(node.querySelector('img')).toBeNull();
    expect(node.textContent).toContain('<img src=x onerror=alert(1)>');
    expect(
      node.querySelector<HTMLElement>('.app-chart-tooltip__marker')?.style.backgroundColor,
    ).toBe('rgb(79, 70, 229)');
  });

  it('hand the describing function a list even for one hovered item', () => {
    const describe = vi.fn(() => ({ rows: [] }));
    const formatter = tooltipFormatter(describe) as unknown as (params: unknown) => HTMLElement;
    formatter({ name: 'Email', dataIndex: 0, value: 3 });
    expect(describe).toHaveBeenCalledWith([{ name: 'Email', dataIndex: 0, value: 3 }]);
  });
});
