import type { Page } from 'playwright-core';
import { paths } from '../../apps/web/src/config/paths.ts';
import { visit } from './visit.ts';

/**
 * Every path of the SPA, read from the web app's own route table (config/paths.ts), so a page
 * added there is checked without anyone remembering to list it here.
 */
export function everyAppPath(): string[] {
  const found: string[] = [];
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    const path = (node as { path?: unknown }).path;
    if (typeof path === 'string') found.push(path);
    else Object.values(node).forEach(walk);
  };
  walk(paths);
  return found;
}

/** Pages for visitors without a session: sign-in, onboarding steps, legal pages, API docs. */
export const SIGNED_OUT_PATHS: readonly string[] = [
  paths.login.path,
  paths.signUp.path,
  paths.accountSetup.path,
  paths.setupComplete.path,
  paths.licenseType.path,
  paths.accountActivate.path,
  paths.payment.path,
  paths.acceptInvitation.path,
  paths.privacy.path,
  paths.terms.path,
  paths.docs.path,
];

/**
 * Pages that show one entity: the path with its `:id` filled from the first link to such a page
 * on a listing page of the demo tenant (`listing`), as a person would click through.
 */
export const ENTITY_PAGES: readonly { path: string; listing: string; link: RegExp }[] = [
  {
    path: paths.audience.contact.path,
    listing: paths.audience.masterData.path,
    link: /^\/audience\/master-data\/\d+$/,
  },
  {
    path: paths.audience.targetListDetail.path,
    listing: paths.audience.targetList.path,
    link: /^\/audience\/target-list\/\d+$/,
  },
  {
    path: paths.audience.dynamicListDetail.path,
    listing: paths.audience.dynamicList.path,
    link: /^\/audience\/dynamic-list\/\d+$/,
  },
];

/** The demo tenant holds no import: a test makes one (one-contact-import.ts) to see this page. */
export const IMPORT_PROGRESS_PATH = paths.audience.importProgress.path;

/**
 * Pages that take the entity in the query string: checked empty (a new one) by the static pass,
 * and here with a demo entity too, found the same way.
 */
export const QUERY_ENTITY_PAGES: readonly { listing: string; link: RegExp }[] = [
  { listing: paths.invoices.list.path, link: /^\/invoice-list\/invoice\?/ },
  { listing: paths.communication.list.path, link: /^\/create-mdc-communication\?id=\d+$/ },
];

/** The first href on `listing` that matches `link`. */
export async function firstLinkOn(page: Page, listing: string, link: RegExp): Promise<string> {
  await visit(page, listing);
  const pattern = link.source;
  const href = await page
    .waitForFunction(
      (source) => {
        const wanted = new RegExp(source);
        const anchors = [...document.querySelectorAll<HTMLAnchorElement>('a[href]')];
        return anchors.map((a) => a.getAttribute('href') ?? '').find((h) => wanted.test(h));
      },
      pattern,
      { timeout: 15_000 },
    )
    .then((handle) => handle.jsonValue());
  if (typeof href !== 'string') throw new Error(`no link like ${pattern} on ${listing}`);
  return href;
}
