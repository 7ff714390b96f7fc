import { describe, expect, it } from 'vitest';
import { pageProblems, submitSignIn } from '../support/auth.ts';
import { openPage, screenshot } from '../support/browser.ts';
import { perTestContext } from '../support/per-test-context.ts';

const live = perTestContext();

const previousMonth = () => {
  const now = new Date();
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  return { month: first.getUTCMonth() + 1, year: first.getUTCFullYear() };
};

describe('consumption', () => {
  it('opens consumption, changes month, drills into a channel and downloads the CSV', async () => {
    const { page, problems } = await openPage(live.context);
    await page.goto('/');
    await submitSignIn(page, 'admin@acme.test');
    await page.waitForURL((url) => url.pathname !== '/', { timeout: 15_000 });
    await page.goto('/consumptions');
    await page.getByRole('heading', { level: 1, name: 'Consumption' }).waitFor();
    await page.getByTestId('licence-name').waitFor();
    const table = page.locator('table.consumption-channels');
    await table.waitFor();
    await expect.poll(() => table.locator('tbody tr').count()).toBeGreaterThan(0);
    await page.getByRole('heading', { name: /^Usage in / }).waitFor();
    await screenshot(page, 'consumptions');

    // Another month: the URL keeps it, the figures follow.
    const before = previousMonth();
    if (before.year !== new Date().getUTCFullYear()) {
      await page.getByLabel('Year').selectOption(String(before.year));
    }
    await page.getByLabel('Month', { exact: true }).selectOption(String(before.month));
    await page.waitForURL(new RegExp(`month=${before.month}&year=${before.year}`));
    await page.getByRole('heading', { name: new RegExp(`Usage in .* ${before.year}`) }).waitFor();

    // A future month cannot be picked.
    const now = new Date();
    if (now.getUTCMonth() < 11) {
      await page.getByLabel('Year').selectOption(String(now.getUTCFullYear()));
      const next = page
        .getByLabel('Month', { exact: true })
        .locator(`option[value="${now.getUTCMonth() + 2}"]`);
      expect(await next.isDisabled()).toBe(true);
    }

    // Drill into the first channel: its daily series, departments and communications.
    const link = table.locator('tbody tr a').first();
    const channel = (await link.innerText()).trim();
    await link.click();
    await page.waitForURL(/\/consumptions\/consumption-channel\?.*channelId=\d+/);
    await page.getByRole('heading', { level: 1, name: `${channel} consumption` }).waitFor();
    await page.getByRole('heading', { name: 'Messages per day' }).waitFor();
    await page.getByRole('heading', { name: 'By department' }).waitFor();
    await page.getByRole('heading', { name: 'Top communications' }).waitFor();
    await page.getByTestId('channel-messages').waitFor();
    await screenshot(page, 'consumption-channel');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download activity CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^activity-\d{4}-\d{2}\.csv$/);
    const chunks: Buffer[] = [];
    for await (const chunk of await file.createReadStream()) chunks.push(chunk as Buffer);
    const csv = Buffer.concat(chunks).toString('utf8');
    const [header, ...rows] = csv.split('\n').filter((line) => line.length > 0);
    expect(header).toMatch(
      /^\uFEFFSent at \(UTC\),Communication,Channel,Recipient,Status,Cost \(\w{3}\)$/,
    );
    for (const row of rows.slice(0, 50)) {
      expect(row).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2},/);
      expect(row).toContain(`,${channel},`);
    }
    expect(pageProblems(problems)).toEqual([]);
  });

  it('opens a channel the licence does not have with a clear message', async () => {
    const { page } = await openPage(live.context);
    await page.goto('/');
    await submitSignIn(page, 'admin@acme.test');
    await page.waitForURL((url) => url.pathname !== '/', { timeout: 15_000 });
    await page.goto('/consumptions/consumption-channel?channelId=999');
    await page.getByText('Your licence has no such channel and it has no usage').first().waitFor();
  });
});
