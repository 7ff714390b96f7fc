import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  ENTITY_PAGES,
  everyAppPath,
  firstLinkOn,
  IMPORT_PROGRESS_PATH,
  QUERY_ENTITY_PAGES,
  SIGNED_OUT_PATHS,
} from '../support/app-routes.ts';
import { isolatedContext, pageProblems, submitSignIn } from '../support/auth.ts';
import { blockingAxeFindings, type TAxeFinding } from '../support/axe.ts';
import { launchBrowser, openPage } from '../support/browser.ts';
import { importOneContact } from '../support/one-contact-import.ts';
import { focusedElement, tabThrough } from '../support/keyboard.ts';
import { visit } from '../support/visit.ts';

// Issue 26, item 15: WCAG 2.2 AA on every route. One browser and one sign-in for the whole file;
// the routes are visited one after another, so the pass stays well under two minutes.
let browser: Browser;
let signedOut: BrowserContext;
let signedIn: BrowserContext;
const closers: (() => Promise<void>)[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  const visitor = await isolatedContext(browser, inject('baseURL'));
  const admin = await isolatedContext(browser, inject('baseURL'));
  closers.push(visitor.close, admin.close);
  signedOut = visitor.context;
  signedIn = admin.context;
  const page = await signedIn.newPage();
  await page.goto('/');
  await submitSignIn(page, 'admin@acme.test');
  await page.waitForURL((url) => url.pathname !== '/', { timeout: 15_000 });
  await page.close();
});
afterAll(async () => {
  for (const close of closers) await close();
  await browser.close();
});

/** Every path's serious and critical axe findings; a clean path is left out. */
async function auditEach(page: Page, paths: readonly string[]) {
  const found: Record<string, TAxeFinding[]> = {};
  for (const path of paths) {
    await visit(page, path);
    const findings = await blockingAxeFindings(page);
    if (findings.length > 0) found[path] = findings;
  }
  return found;
}

const UNKNOWN_PATH = '/no-such-page';
/** Routes that only redirect to another route, which is checked on its own. */
const REDIRECT_ONLY = new Set(['/audience', '/communication']);

describe('axe-core finds no serious or critical violation', () => {
  it('on the signed-out pages and the not-found page', async () => {
    const { page } = await openPage(signedOut);
    const found = await auditEach(page, [...SIGNED_OUT_PATHS, UNKNOWN_PATH]);
    // The API reference builds an endpoint's schemas when it is opened: check one open too.
    await visit(page, '/docs');
    await page.locator('details.operation > summary').first().click();
    await page.locator('details.operation[open] .operation__body').waitFor();
    const openEndpoint = await blockingAxeFindings(page);
    if (openEndpoint.length > 0) found['/docs, an endpoint open'] = openEndpoint;
    expect(found).toEqual({});
    await page.close();
  }, 120_000);

  it('on every page an account admin can open, entity pages with a demo entity', async () => {
    const { page, problems } = await openPage(signedIn);
    const entityPaths = new Set([...ENTITY_PAGES.map((e) => e.path), IMPORT_PROGRESS_PATH]);
    const staticPaths = everyAppPath().filter(
      (path) => !SIGNED_OUT_PATHS.includes(path) && !entityPaths.has(path),
    );
    // Every route of the web app is either here, signed out, or an entity page below.
    expect(staticPaths.filter((path) => path.includes(':'))).toEqual([]);
    const found = await auditEach(
      page,
      staticPaths.filter((path) => !REDIRECT_ONLY.has(path)),
    );

    const withEntity: string[] = [];
    for (const { listing, link } of [...ENTITY_PAGES, ...QUERY_ENTITY_PAGES]) {
      withEntity.push(await firstLinkOn(page, listing, link));
    }
    Object.assign(found, await auditEach(page, withEntity));

    const email = `a11y-${Date.now()}@import.test`;
    const anImport = await importOneContact(page, inject('baseURL'), email);
    try {
      const progress = await blockingAxeFindings(page);
      if (progress.length > 0) found[anImport.path] = progress;
    } finally {
      await anImport.remove();
    }
    expect(found).toEqual({});
    expect(pageProblems(problems)).toEqual([]);
    await page.close();
    // About 45 pages, each read whole by axe: a minute on a quiet machine, more on a busy one.
  }, 240_000);
});

describe('the keyboard alone', () => {
  it.each(['/dashboard', '/launch-pad', '/audience/master-data', '/communication/list'])(
    'reaches every control on %s, each with a visible focus indicator',
    async (path) => {
      const { page } = await openPage(signedIn);
      await visit(page, path);
      const { reached, unreached, withoutIndicator } = await tabThrough(page);
      expect(reached).toBeGreaterThan(5);
      expect(unreached).toEqual([]);
      expect(withoutIndicator).toEqual([]);
      await page.close();
    },
  );

  it('keeps focus inside an open dialog and gives it back to the button that opened it', async () => {
    const { page } = await openPage(signedIn);
    await visit(page, '/dashboard');
    const opener = page.getByRole('button', { name: 'Log out' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const insideDialog = () =>
      page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'));
    await expect.poll(insideDialog).toBe(true);
    // Round the dialog both ways, more times than it has controls: focus never leaves it.
    for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      expect(await insideDialog(), `after ${key}`).toBe(true);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => focusedElement(page)).toBe('button[aria-label="Log out"]');
    await page.close();
  });
});
