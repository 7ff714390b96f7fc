import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';

/**
 * Loads a path and sums the gzip size of every JavaScript file the page fetched, as a person's
 * browser would download them. This is the figure the bundle budget is about.
 */
export async function javascriptLoadedBy(page: Page, path: string) {
  const scripts: { url: string; gzipBytes: number }[] = [];
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response.body().then((body) => {
        scripts.push({ url: response.url(), gzipBytes: gzipSync(body, { level: 9 }).length });
      }),
    );
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  await Promise.all(pending);
  const totalGzipBytes = scripts.reduce((sum, s) => sum + s.gzipBytes, 0);
  return { scripts, totalGzipBytes };
}
