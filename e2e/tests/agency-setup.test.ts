import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newAccountOverApi } from '../support/account-over-api.ts';
import { pageProblems, pathOf, submitSignIn } from '../support/auth.ts';
import { openPage, screenshot } from '../support/browser.ts';
import { perTestContext } from '../support/per-test-context.ts';

const live = perTestContext();

async function createBrand(page: Page, name: string, website: string, country: string) {
  await page.getByLabel('Brand name').fill(name);
  await page.getByLabel('Website').fill(website);
  await page.getByLabel('Country').selectOption({ label: country });
  // The country proposes its currency and time zone (GetCountryDetails).
  await expect.poll(() => page.getByLabel('Time zone').inputValue()).not.toBe('0');
  await page.getByRole('button', { name: 'Create brand' }).click();
  await page.getByRole('list', { name: 'Brands created' }).getByText(name).waitFor();
}

describe('agency account setup', () => {
  it('a new agency sets up two brands, signs in and switches between them', async () => {
    const { page, problems } = await openPage(live.context);
    await page.goto('/');
    // Its own agency (sign-up and payment over the API): the demo agency keeps its outcome.
    const agencyName = `Orbit Agency ${Date.now()}`;
    const agency = await newAccountOverApi(page, agencyName, 'agency');

    await submitSignIn(page, agency.email, agency.password);
    await page.waitForURL((url) => url.pathname === '/account-setup', { timeout: 15_000 });
    await page.getByRole('heading', { name: 'Set up your brands' }).waitFor();

    // A bad website and a duplicate name get their messages; nothing is created.
    await page.getByLabel('Brand name').fill('Orbit Coffee');
    await page.getByLabel('Website').fill('not a website');
    await page.getByLabel('Brand name').click();
    await page.getByText('Enter valid website').waitFor();
    await createBrand(page, 'Orbit Coffee', 'www.orbit-coffee.test', 'United Kingdom');
    await page.getByLabel('Brand name').fill('orbit coffee');
    await page.getByLabel('Website').click();
    await page.getByText('A brand with this name already exists').waitFor();
    await createBrand(page, 'Orbit Tea', 'https://tea.orbit.test', 'France');
    await screenshot(page, 'agency-setup-brands');

    await page.getByRole('button', { name: 'Finish setup' }).click();
    await page.waitForURL((url) => url.pathname === '/setup-complete');
    await page.getByRole('heading', { name: `${agencyName} is ready` }).waitFor();
    expect(
      await page.getByRole('list', { name: 'Brands created' }).getByRole('listitem').count(),
    ).toBe(2);
    await page.getByRole('link', { name: 'Continue to sign in' }).click();

    await submitSignIn(page, agency.email, agency.password);
    await page.waitForURL((url) => url.pathname !== '/', { timeout: 15_000 });
    const company = page.getByRole('button', { name: /^Company: / });
    await expect.poll(() => company.getAttribute('aria-label')).toBe(`Company: ${agencyName}`);

    for (const brand of ['Orbit Tea', 'Orbit Coffee']) {
      await company.click();
      await page.getByRole('button', { name: brand }).click();
      await expect.poll(() => company.getAttribute('aria-label')).toBe(`Company: ${brand}`);
      // The whole app follows: account settings now show the brand's own details.
      await page.goto('/preferences/account-settings');
      await expect.poll(() => page.getByLabel('Company', { exact: true }).inputValue()).toBe(brand);
    }
    await screenshot(page, 'agency-switched');
    expect(pathOf(page)).toBe('/preferences/account-settings');
    expect(pageProblems(problems)).toEqual([]);
  });
});
