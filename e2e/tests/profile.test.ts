import { perTestContext } from '../support/per-test-context.ts';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD, isolatedContext, pageProblems, submitSignIn } from '../support/auth.ts';
import { openPage, screenshot } from '../support/browser.ts';

const ADMIN = 'admin@acme.test';
// Every demo account is used by some e2e test; brand@ gets its password back at the end.
const BRAND = 'brand@acme.test';
const NEW_PASSWORD = 'Fresh#Pass42';

/** The smallest valid PNG: a 1x1 pixel, made here rather than read from a fixture. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const live = perTestContext();

async function openProfile(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/');
  await submitSignIn(page, email, password);
  await page.waitForURL((url) => url.pathname !== '/', { timeout: 15_000 });
  await page.getByRole('link', { name: 'My profile' }).click();
  await page.waitForURL((url) => url.pathname === '/preferences/my-profile');
  await page.getByLabel('First name').waitFor();
}

async function changePassword(page: Page, current: string, next: string) {
  await page.getByLabel('Current password').fill(current);
  await page.getByLabel('New password').fill(next);
  await page.getByLabel('Confirm password').fill(next);
  await page.getByRole('button', { name: 'Change password' }).click();
  await page.getByText('Password changed successfully').waitFor();
}

describe('my profile, as a signed-in person uses it', () => {
  it('saves a changed first name, which is still there after a reload', async () => {
    const { page, problems } = await openPage(live.context);
    await openProfile(page, ADMIN);
    const firstName = page.getByLabel('First name');
    await firstName.fill('Adaline');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Profile updated successfully').waitFor();
    await page.reload();
    await expect.poll(() => page.getByLabel('First name').inputValue()).toBe('Adaline');
    await screenshot(page, 'my-profile');

    // Back as it was, for the tests that run after this one.
    await page.getByLabel('First name').fill('Ada');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Profile updated successfully').first().waitFor();
    expect(pageProblems(problems)).toEqual([]);
  });

  it('uploads a picture and the header avatar shows it at once', async () => {
    const { page, problems } = await openPage(live.context);
    await openProfile(page, ADMIN);
    const headerAvatar = page.getByRole('link', { name: 'My profile' }).locator('img');
    expect(await headerAvatar.count()).toBe(0);

    await page
      .getByLabel('Choose a profile picture')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: TINY_PNG });
    await page.getByText('Profile picture updated successfully').waitFor();
    await headerAvatar.waitFor();
    expect(await headerAvatar.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    await screenshot(page, 'my-profile-picture');

    await page.getByRole('button', { name: 'Remove' }).click();
    await page.getByText('Profile picture removed').waitFor();
    await headerAvatar.waitFor({ state: 'detached' });
    expect(pageProblems(problems)).toEqual([]);
  });

  it('changes the password, and the new one signs in', async () => {
    const { page, problems } = await openPage(live.context);
    await openProfile(page, BRAND);
    await page.getByLabel('New password').fill('abc');
    // The strength meter ticks what the password meets so far.
    await page.getByText('Lowercase letter').waitFor();
    expect(
      await page.getByRole('meter', { name: 'Password strength' }).getAttribute('aria-valuenow'),
    ).toBe('1');
    await changePassword(page, DEMO_PASSWORD, NEW_PASSWORD);
    await screenshot(page, 'my-profile-password');
    expect(pageProblems(problems)).toEqual([]);

    const { context: fresh, close } = await isolatedContext(live.browser, inject('baseURL'));
    try {
      const { page: again } = await openPage(fresh);
      await openProfile(again, BRAND, NEW_PASSWORD);
      // Restore the demo password for every later test that signs in as brand@.
      await changePassword(again, NEW_PASSWORD, DEMO_PASSWORD);
    } finally {
      await close();
    }
  });
});
