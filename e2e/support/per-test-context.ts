import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import { isolatedContext } from './auth.ts';
import { launchBrowser } from './browser.ts';

export type TPerTestContext = { browser: Browser; context: BrowserContext };

/**
 * The usual shape of a browser test file: one Chromium per file, a fresh isolated context (its
 * own loopback address, see auth.ts) per test. Registers the hooks and returns the live objects.
 */
export function perTestContext(): TPerTestContext {
  const live = {} as TPerTestContext;
  let close: () => Promise<void> = async () => {};
  beforeAll(async () => {
    live.browser = await launchBrowser();
  });
  afterAll(async () => {
    await live.browser.close();
  });
  beforeEach(async () => {
    ({ context: live.context, close } = await isolatedContext(live.browser, inject('baseURL')));
  });
  afterEach(async () => {
    await close();
  });
  return live;
}
