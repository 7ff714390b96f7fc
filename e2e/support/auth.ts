import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startAddressProxy } from './address-proxy.ts';

import { DEMO_PASSWORD } from './api-sign-in.ts';

/** The password of every demo account (DESIGN.md, demo tenant). */
export { DEMO_PASSWORD };

/**
 * A browser context as a visitor of its own: its requests reach the server from a loopback
 * address no other test uses (see address-proxy.ts), so one test's failed sign-ins never put a
 * captcha in front of another. Close it with `close`, which also stops its proxy.
 */
export async function isolatedContext(browser: Browser, baseURL: string) {
  const proxy = await startAddressProxy();
  const context: BrowserContext = await browser.newContext({
    baseURL,
    viewport: { width: 1440, height: 900 },
    proxy: { server: proxy.server },
  });
  const close = async () => {
    await context.close();
    await proxy.stop();
  };
  return { context, close, sourceAddress: proxy.sourceAddress };
}

/** Fills the sign-in form (on the page or in the session modal) and presses the button. */
export async function submitSignIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.getByLabel('Business email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

/** The new password in the reset mail ('Your new password is: ...'). */
export function newPasswordIn(text: string): string {
  const password = text.match(/new password is:\s*(\S+)/i)?.[1];
  if (!password) throw new Error('no new password in the mail');
  return password;
}

/**
 * Console problems that are the page's own (script errors, CSP violations), without the
 * browser's "Failed to load resource" lines for HTTP errors, which some outcomes answer with
 * (403, 401) and which tests check by what the page shows instead.
 */
export function pageProblems(problems: readonly string[]): string[] {
  return problems.filter((problem) => !problem.startsWith('Failed to load resource'));
}
