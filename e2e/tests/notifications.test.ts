import { perTestContext } from '../support/per-test-context.ts';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { pageProblems, submitSignIn } from '../support/auth.ts';
import { signInOverApi } from '../support/api-sign-in.ts';
import { openPage, screenshot } from '../support/browser.ts';

const ADMIN = 'admin@acme.test';
const NEW_DEVICE = /Sign-in from a new device/;

const live = perTestContext();

/** Signs in over the API from "another device" (this process, with its own user agent). */
const signInElsewhere = (userAgent: string) =>
  signInOverApi(inject('baseURL'), ADMIN, { userAgent });

const badge = (page: Page) => page.getByLabel(/unread notifications$/);

async function unreadShown(page: Page): Promise<number> {
  // One atomic read: count() then getAttribute() would wait (up to 30 s) for a badge that
  // disappeared in between, when the count reaches 0, and hang the poll.
  const labels = await badge(page).evaluateAll((nodes) =>
    nodes.map((node) => node.getAttribute('aria-label') ?? ''),
  );
  return labels.length === 0 ? 0 : Number(labels[0]!.split(' ')[0]);
}

describe('notifications, as a signed-in person sees them', () => {
  it('a sign-in from a new browser is notified; read one, read all, listed on the page', async () => {
    // An earlier session from elsewhere, so the browser below is a new device.
    await signInElsewhere('e2e-earlier-device');
    const { page, problems } = await openPage(live.context);
    await page.goto('/');
    await submitSignIn(page, ADMIN);
    await page.waitForURL((url) => url.pathname === '/analytics', { timeout: 15_000 });

    await expect.poll(() => unreadShown(page), { timeout: 15_000 }).toBeGreaterThan(0);
    const before = await unreadShown(page);
    await page.getByRole('button', { name: 'Notifications', exact: true }).click();
    const menu = page.getByRole('list', { name: 'Latest notifications' });
    await menu.getByText(NEW_DEVICE).first().waitFor();
    await expect
      .poll(() => page.getByRole('heading', { name: /^Notifications \(\d+\)$/ }).count())
      .toBe(1);
    await screenshot(page, 'notifications-bell');

    await page
      .getByRole('button', { name: /^Mark as read: Sign-in from a new device/ })
      .first()
      .click();
    await expect.poll(() => unreadShown(page)).toBe(before - 1);

    // Pushed over the event stream: a new notification reaches the open page without a reload.
    await signInElsewhere(`e2e-another-device-${Date.now()}`);
    await expect.poll(() => unreadShown(page), { timeout: 15_000 }).toBe(before);

    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await expect.poll(() => unreadShown(page)).toBe(0);

    await page.getByRole('link', { name: 'View all' }).click();
    await page.waitForURL((url) => url.pathname === '/preferences/notifications');
    const table = page.getByRole('table');
    await table.getByText(NEW_DEVICE).first().waitFor();
    expect(await table.getByText(/ ago$|^just now$/).count()).toBeGreaterThan(0);
    await screenshot(page, 'notifications-page');
    expect(pageProblems(problems)).toEqual([]);
  });

  it('the alert settings page saves a switch with a toast', async () => {
    const { page, problems } = await openPage(live.context);
    await page.goto('/');
    await submitSignIn(page, ADMIN);
    await page.waitForURL((url) => url.pathname === '/analytics', { timeout: 15_000 });
    await page.goto('/preferences/alerts-and-notifications');
    const toggle = page.getByRole('switch', { name: 'Email: Invoice issued' });
    await toggle.waitFor();
    const was = await toggle.isChecked();
    await toggle.press('Space');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Your alert settings have been saved.').waitFor();
    await screenshot(page, 'alert-settings');
    await page.reload();
    await page.getByRole('switch', { name: 'Email: Invoice issued' }).waitFor();
    expect(await page.getByRole('switch', { name: 'Email: Invoice issued' }).isChecked()).toBe(
      !was,
    );
    expect(pageProblems(problems)).toEqual([]);
  });
});
