import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pageProblems, submitSignIn } from '../support/auth.ts';
import { openPage, screenshot } from '../support/browser.ts';
import { perTestContext } from '../support/per-test-context.ts';

const live = perTestContext();

const WIDGETS = [
  'Return on investment',
  'Average time to conversion',
  'Lead sources',
  'Channel performance',
  'Active and recent campaigns',
  'Top performing campaigns',
  'Top revenue campaigns',
  'Audience behaviour',
];

const widget = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** Every widget has left its skeleton and none shows an error or an empty state. */
async function allWidgetsLoaded(page: Page) {
  for (const name of WIDGETS) {
    const region = widget(page, name);
    await expect.poll(() => region.getByRole('status').count(), { timeout: 20_000 }).toBe(0);
    expect(await region.getByRole('alert').count(), `${name} failed`).toBe(0);
  }
}

/** Shapes the chart library drew, so a chart that is only a blank box fails. */
const drawnShapes = (chart: Locator) => chart.locator('svg path').count();

const revenueShown = (page: Page) =>
  widget(page, 'Return on investment').locator('.dashboard-kpi__value').first().innerText();

describe('the communication dashboard', () => {
  it('renders every widget with data, and changing the range changes the figures', async () => {
    const { page, problems } = await openPage(live.context);
    await page.goto('/');
    await submitSignIn(page, 'admin@acme.test');
    await page.waitForURL((url) => url.pathname !== '/', { timeout: 15_000 });
    await page.goto('/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Communication dashboard' }).waitFor();
    await allWidgetsLoaded(page);

    // Every chart is drawn (the audience widget has two), with its figures as text beside it.
    const charts = page.locator('.app-chart__canvas');
    expect(await charts.count()).toBe(6);
    for (const chart of await charts.all()) {
      await expect.poll(() => drawnShapes(chart)).toBeGreaterThan(3);
      expect(await chart.getAttribute('aria-label')).toBeTruthy();
    }
    expect(
      await widget(page, 'Lead sources').getByRole('table').locator('tbody tr').count(),
    ).toBeGreaterThan(0);
    const campaigns = widget(page, 'Active and recent campaigns');
    expect(await campaigns.locator('tbody tr').count()).toBeGreaterThan(0);
    expect(await campaigns.locator('[data-status-class]').count()).toBeGreaterThan(0);
    expect(
      await widget(page, 'Top revenue campaigns').getByRole('listitem').count(),
    ).toBeGreaterThan(0);

    // A tooltip opens on hover (built as DOM nodes: no inline style for the CSP to refuse).
    await widget(page, 'Return on investment')
      .getByRole('img')
      .hover({ position: { x: 200, y: 120 } });
    await page.locator('.app-chart-tooltip').getByText('Revenue').first().waitFor();
    await screenshot(page, 'dashboard-30-days');

    const revenue30 = await revenueShown(page);
    await page.getByRole('button', { name: '365 days' }).click();
    await page.waitForURL((url) => url.search === '?days=365');
    await allWidgetsLoaded(page);
    await expect.poll(() => revenueShown(page)).not.toBe(revenue30);
    await screenshot(page, 'dashboard-365-days');

    // The range survives a reload.
    await page.reload();
    await allWidgetsLoaded(page);
    expect(await page.getByRole('button', { name: '365 days' }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    // A custom range is checked before anything is asked of the server.
    await page.getByRole('button', { name: 'Custom' }).click();
    await page.getByLabel('From', { exact: true }).fill('2026-11-10');
    await page.getByLabel('To', { exact: true }).fill('2026-11-01');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('The start date must be on or before the end date').waitFor();
    expect(pageProblems(problems)).toEqual([]);
  });
});
