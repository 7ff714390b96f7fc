import { describe, expect, inject, it } from 'vitest';
import type { TPlannerItem } from '@resonate/contracts/campaigns/planner';
import { pageProblems, submitSignIn } from '../support/auth.ts';
import { openPage, screenshot } from '../support/browser.ts';
import {
  adminApi,
  setApprovalRequired,
  targetListOf,
  useSinkAsSmtp,
} from '../support/communication-setup.ts';
import { perTestContext } from '../support/per-test-context.ts';

const live = perTestContext();

const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

describe('template builder, gallery and planner', () => {
  it('builds an email from blocks, uses it from the gallery, and moves it on the planner', async () => {
    const baseURL = inject('baseURL');
    const { session, api } = await adminApi(baseURL);
    await useSinkAsSmtp(api, session.clientId, inject('smtpUrl'));
    await setApprovalRequired(api, false);
    const tag = `gal${Date.now()}`;
    const list = await targetListOf(api, tag, 1);
    const reader = list.addresses[0]!;
    const templateName = `Gallery ${tag}`;

    const { page, problems } = await openPage(live.context);
    await page.goto('/');
    await submitSignIn(page, 'admin@acme.test');
    await page.waitForURL((url) => url.pathname !== '/', { timeout: 15_000 });

    // 1. The builder: name, subject, a heading, a text (personalised starter) and a button.
    await page.goto('/template-builder?channelId=1');
    await page.getByLabel('Template name').fill(templateName);
    await page.getByRole('textbox', { name: 'Subject', exact: true }).fill(`Hello from ${tag}`);
    await page.getByRole('button', { name: 'Add Heading block' }).click();
    await page.getByRole('textbox', { name: 'Heading text' }).fill(`Winter sale ${tag}`);
    await page.getByRole('button', { name: 'Add Text block' }).click();
    await page.getByRole('button', { name: 'Add Button block' }).click();
    await page.getByRole('textbox', { name: 'Link', exact: true }).fill('https://example.com/sale');

    // 2. Preview on mobile with the reader's data: the starter text greets them by name.
    await page.getByRole('button', { name: 'Mobile' }).click();
    await page.getByLabel('Preview as a contact (search by email)').fill(reader);
    await page.getByRole('button', { name: new RegExp(reader) }).click();
    const frame = page.frameLocator('iframe[title="Email preview (Mobile)"]');
    await frame.getByText('Hello Reader1').waitFor({ timeout: 20_000 });
    await frame.getByText(`Winter sale ${tag}`).waitFor();
    await screenshot(page, 'template-builder-mobile-preview');

    // 3. Saved as ready.
    await page.getByRole('button', { name: 'Save as ready' }).click();
    await page.getByText('Ready', { exact: true }).waitFor({ timeout: 20_000 });

    // 4. The gallery: the card with its rendered thumbnail, then "Use in a communication".
    await page.goto('/communication/gallery');
    await page.getByLabel('Search templates').fill(tag);
    const card = page.getByRole('article', { name: templateName });
    await card.waitFor({ timeout: 15_000 });
    await card.frameLocator('iframe').getByText(`Winter sale ${tag}`).waitFor({ timeout: 20_000 });
    await screenshot(page, 'gallery');
    await card.getByRole('button', { name: 'Use in a communication' }).click();
    await page.waitForURL(/\/create-mdc-communication\?id=\d+/, { timeout: 15_000 });
    const communicationId = Number(new URL(page.url()).searchParams.get('id'));

    // 5. Scheduled for tomorrow 10:00 (client time) over the API, and launched.
    const { now } = await api<{ now: string }>('Communication/GetPlanner', {
      from: '2026-01-01',
      to: '2026-01-01',
    });
    const today = now.slice(0, 10);
    const tomorrow = addDays(today, 1);
    const { communication } = await api<{
      communication: { name: string; content: object; channelId: number };
    }>('Communication/GetCommunication', { communicationId });
    const { lists } = await api<{ lists: { listId: number; name: string }[] }>(
      'Audience/GetLists',
      { search: list.name, pageNo: 1, pageSize: 10 },
    );
    const listId = lists.find((one) => one.name === list.name)!.listId;
    await api('Communication/SaveCommunicationDraft', {
      communicationId,
      name: communication.name,
      channelId: communication.channelId,
      content: communication.content,
      audience: { listIds: [listId], suppressionListIds: [] },
      schedule: { kind: 'later', at: `${tomorrow}T10:00` },
    });
    await api('Communication/LaunchCommunication', { communicationId });

    // 6. The planner shows it tomorrow; dragged two days on, it keeps its time of day.
    await page.goto('/communication/planner');
    const item = page.locator(`.planner-item[data-communication-id="${communicationId}"]`);
    await page.getByText(/^Times in /).waitFor({ timeout: 15_000 });
    // Tomorrow is in this month's six weeks unless today ends a month whose grid ends with it.
    if ((await page.locator(`[data-day="${tomorrow}"]`).count()) === 0) {
      await page.getByRole('button', { name: 'Next' }).click();
    }
    await item.waitFor({ timeout: 15_000 });
    expect(await item.getAttribute('data-at')).toBe(`${tomorrow}T10:00`);
    // Two days on, or one when the grid ends sooner (tomorrow is its last Sunday but one).
    const inGrid = async (day: string) => (await page.locator(`[data-day="${day}"]`).count()) > 0;
    const target = (await inGrid(addDays(tomorrow, 2)))
      ? addDays(tomorrow, 2)
      : addDays(tomorrow, 1);
    const cell = page.locator(`[data-day="${target}"]`);
    // Both ends in view before the drag starts: a page that scrolls mid-drag (a target in the
    // grid's last row, below the fold) loses the drag, and the test would pass only on some days.
    await cell.scrollIntoViewIfNeeded();
    await item.scrollIntoViewIfNeeded();
    await item.dragTo(cell);
    await page.getByText('Communication moved').waitFor({ timeout: 15_000 });
    await screenshot(page, 'planner-moved');

    // 7. The API agrees: the schedule, the next run and the planner are on the new day.
    const after = await api<{ communication: { schedule: { at: string }; status: number } }>(
      'Communication/GetCommunication',
      { communicationId },
    );
    expect(after.communication.schedule.at).toBe(`${target}T10:00`);
    expect(after.communication.status).toBe(2);
    const planner = await api<{ items: TPlannerItem[] }>('Communication/GetPlanner', {
      from: today,
      to: addDays(today, 7),
    });
    const placed = planner.items.filter((one) => one.communicationId === communicationId);
    expect(placed.map((one) => one.at)).toEqual([`${target}T10:00`]);
    // Email previews are served from their own URL with their own CSP, so an email's inline
    // styles raise no violation in the app.
    expect(pageProblems(problems)).toEqual([]);
  }, 180_000);
});
