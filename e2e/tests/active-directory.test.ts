import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  groupDn,
  startTestLdapServer,
  TEST_BASE_DN,
  TEST_SERVICE_DN,
  TEST_SERVICE_PASSWORD,
  type TTestLdapServer,
} from '../../apps/api/src/modules/active-directory/testing.ts';
import { pageProblems, submitSignIn } from '../support/auth.ts';
import { openPage, screenshot } from '../support/browser.ts';
import { publishTxt } from '../support/dns.ts';
import { perTestContext } from '../support/per-test-context.ts';

/**
 * Active Directory end to end: an admin sets the directory up on /preferences/security (tested
 * before saving), then a directory user signs in on the login page with their AD password and
 * gets the role their group maps to. The LDAP server (ldapjs, in memory) runs in this process;
 * the E2E server may reach it because global-setup sets ALLOW_PRIVATE_LDAP_HOSTS.
 */
const DOMAIN = 'ad-e2e.test';
const live = perTestContext();
let ldap: TTestLdapServer;

beforeAll(async () => {
  ldap = await startTestLdapServer([
    {
      uid: 'erin',
      mail: `erin@${DOMAIN}`,
      password: 'Erin-Ad#2026',
      givenName: 'Erin',
      sn: 'Directory',
      groups: [groupDn('Staff')],
    },
  ]);
});
afterAll(async () => {
  await ldap?.close();
});

async function signedIn(email: string, password?: string) {
  const { page, problems } = await openPage(live.context);
  await page.goto('/');
  await submitSignIn(page, email, password);
  return { page, problems };
}

const waitForPath = (page: Page, path: string) =>
  page.waitForURL((url) => url.pathname === path, { timeout: 15_000 });

describe('Active Directory sign-in', () => {
  it('an admin sets up the directory and maps a group to a role', async () => {
    const { page, problems } = await signedIn('admin@acme.test');
    await waitForPath(page, '/analytics');
    await page.goto('/preferences/security');
    // The page holds other cards with their own Save buttons: stay inside this one.
    const card = page.getByRole('region', { name: 'Active Directory' });
    await card.getByRole('button', { name: 'Set up Active Directory' }).click();
    await card.getByLabel('Server URL').fill(ldap.url);
    await card.getByLabel('Bind DN (service account)').fill(TEST_SERVICE_DN);
    await card.getByLabel('Bind password').fill(TEST_SERVICE_PASSWORD);
    await card.getByLabel('User search base').fill(TEST_BASE_DN);
    await card.getByLabel('Email domains').fill(DOMAIN);
    await card.getByRole('button', { name: 'Add group' }).click();
    await card.getByLabel('Group DN 1').fill(groupDn('Staff'));
    await card.getByLabel('Role for group 1').selectOption({ label: 'Viewer' });
    await card.getByLabel('Create accounts at first sign-in').check();

    await card.getByLabel('Test with a user’s email (optional)').fill(`erin@${DOMAIN}`);
    await card.getByRole('button', { name: 'Test connection' }).click();
    const result = card.getByRole('status').filter({ hasText: 'service account' });
    await result.waitFor();
    await expect.poll(() => result.textContent()).toContain('Would sign in as: Viewer');
    await screenshot(page, 'active-directory-setup');

    await card.getByRole('button', { name: 'Save' }).click();
    await card.getByText('1 group mapped').waitFor();
    await expect.poll(() => card.getByText(ldap.url).count()).toBeGreaterThan(0);
    // The saved settings, tested from the summary (stored password): the result is kept.
    await card.getByRole('button', { name: 'Test connection' }).click();
    await card.getByText(/Connected and signed in with the service account · /).waitFor();
    await screenshot(page, 'active-directory-summary');

    // The directory's domain waits for proof: its TXT record is published at the suite's DNS
    // host, then verified, so people without an account yet may sign in through it.
    const row = page.locator(`tr[data-domain="${DOMAIN}"]`);
    await row.getByText('Not verified').waitFor();
    const codes = row.locator('code');
    publishTxt((await codes.nth(0).textContent()) ?? '', (await codes.nth(1).textContent()) ?? '');
    await row.getByRole('button', { name: `Verify ${DOMAIN}` }).click();
    await row.getByText('Verified', { exact: true }).waitFor();
    expect(pageProblems(problems)).toEqual([]);
  });

  it('a directory user signs in with the AD password and gets the mapped role', async () => {
    const { page, problems } = await openPage(live.context);
    await page.goto('/');
    const answer = page.waitForResponse((response) =>
      response.url().endsWith('/api/LoginValidate'),
    );
    await submitSignIn(page, `erin@${DOMAIN}`, 'Erin-Ad#2026');
    const login = await (await answer).json();
    expect(login.message).toBe('Login successful');
    // Viewer: no consumption (33) and no invoices (54).
    expect(login.data.permissionList).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ featureId: 33, viewAccess: false }),
        expect.objectContaining({ featureId: 54, viewAccess: false }),
      ]),
    );
    await waitForPath(page, '/analytics');
    await page.getByRole('button', { name: 'Log out' }).waitFor();
    expect(pageProblems(problems)).toEqual([]);
  });

  it('a wrong AD password is refused on the login page', async () => {
    const { page } = await signedIn(`erin@${DOMAIN}`, 'Wrong#Pass1');
    await page.getByText('Invalid email or password').waitFor();
    // Discovery knows the domain is a directory's: the password hint says which password.
    await page.getByText('use your directory (Windows) password').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
  });
});
