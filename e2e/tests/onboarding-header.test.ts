import { describe, expect, it } from 'vitest';
import { pageProblems } from '../support/auth.ts';
import { openPage, screenshot } from '../support/browser.ts';
import { perTestContext } from '../support/per-test-context.ts';

const live = perTestContext();

/** The steps sign-in and sign-up send a visitor to before there is a session (issue 26, item 7). */
const ONBOARDING = ['/sign-up', '/Licensetype', '/payment', '/account-setup', '/account-activate'];

describe('signed-out onboarding pages', () => {
  it('show the logo and the language choice, not the app menu', async () => {
    const { page, problems } = await openPage(live.context);
    for (const path of ONBOARDING) {
      await page.goto(path);
      const header = page.locator('header.app-header');
      await header.getByRole('button', { name: /^Language/ }).waitFor();
      await header.getByText('Resonate').waitFor();
      for (const item of ['Analytics', 'Dashboard', 'Preferences']) {
        expect(await page.getByRole('link', { name: item }).count(), `${item} on ${path}`).toBe(0);
      }
      expect(await header.getByRole('button', { name: 'Open menu' }).count()).toBe(0);
      await screenshot(page, `onboarding-header${path.replace(/\//g, '-').toLowerCase()}`);
    }
    expect(pageProblems(problems)).toEqual([]);
  });
});
