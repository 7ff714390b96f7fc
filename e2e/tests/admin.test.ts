import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newAccountOverApi } from '../support/account-over-api.ts';
import { pageProblems, pathOf, submitSignIn } from '../support/auth.ts';
import { openPage, screenshot } from '../support/browser.ts';
import { waitForMail } from '../support/mail.ts';
import { perTestContext } from '../support/per-test-context.ts';

const live = perTestContext();
const INVITEE_PASSWORD = 'Invited@123';

/** A role that may only see the dashboard, preferences and the user's own profile. */
async function createDashboardOnlyRole(page: Page, name: string) {
  await page.goto('/preferences/roles');
  await page.getByRole('button', { name: 'Add role' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Role name').fill(name);
  await dialog.getByLabel('View for every feature').uncheck();
  for (const feature of ['Dashboard', 'Preferences', 'My profile']) {
    await dialog.getByLabel(`View: ${feature}`, { exact: true }).check();
  }
  await dialog.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('cell', { name }).waitFor();
}

describe('administration', () => {
  it('an admin invites a user, who sets a password and sees only the granted features', async () => {
    const { page, problems } = await openPage(live.context);
    await page.goto('/');
    // A company of its own: the demo tenant's users and roles stay as other tests expect them.
    const account = await newAccountOverApi(page, `Quill Studio ${Date.now()}`, 'brand');
    await submitSignIn(page, account.email, account.password);
    await page.waitForURL((url) => url.pathname !== '/', { timeout: 15_000 });

    await page.goto('/preferences');
    await page.getByRole('link', { name: /^Users/ }).waitFor();
    await createDashboardOnlyRole(page, 'Dashboard only');

    const invitee = `ivy.${Date.now()}@quill.test`;
    await page.goto('/preferences/users');
    await page.getByRole('button', { name: 'Invite user' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Email', { exact: true }).fill(invitee);
    await dialog.getByLabel('First name').fill('Ivy');
    await dialog.getByLabel('Last name').fill('Invited');
    await dialog.getByLabel('Role').selectOption({ label: 'Dashboard only' });
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await page.getByRole('cell', { name: `Ivy Invited ${invitee}` }).waitFor();
    await screenshot(page, 'admin-users');

    const mail = await waitForMail(invitee, [], { subject: /invited/i });
    const link = new URL(mail.text.match(/(http\S+accept-invitation\?token=\S+)/)![1]!);
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByRole('heading', { name: 'Welcome, Ivy' }).waitFor();
    await page.getByLabel('Password', { exact: true }).fill(INVITEE_PASSWORD);
    await page.getByLabel('Confirm password').fill(INVITEE_PASSWORD);
    await page.getByRole('button', { name: 'Set password' }).click();
    await page.getByRole('heading', { name: 'Your password is set' }).waitFor();

    // The link works once.
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByText('This invitation link is invalid or has already been used').waitFor();

    await page.goto('/');
    await submitSignIn(page, invitee, INVITEE_PASSWORD);
    // Analytics (a campaign account's landing page) is not granted: the guard sends them on.
    await page.waitForURL((url) => ['/dashboard', '/launch-pad'].includes(url.pathname), {
      timeout: 15_000,
    });
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect
      .poll(() => menu.getByRole('button', { name: 'Analytics' }).isDisabled())
      .toBe(true);
    await menu.getByRole('link', { name: 'Dashboard' }).waitFor();

    // Not an admin: no administration cards, and the pages send them back.
    await page.goto('/preferences');
    await page
      .locator('main')
      .getByRole('link', { name: /^My profile/ })
      .waitFor();
    expect(await page.getByRole('link', { name: /^Users/ }).count()).toBe(0);
    // Nor a tile of a feature the role cannot view (issue 26, item 8).
    expect(await page.getByRole('link', { name: /^Alerts and notifications/ }).count()).toBe(0);
    await page.goto('/preferences/users');
    await page.waitForURL((url) => url.pathname === '/preferences');
    await screenshot(page, 'admin-invitee');
    expect(pathOf(page)).toBe('/preferences');
    expect(pageProblems(problems)).toEqual([]);
  });
});
