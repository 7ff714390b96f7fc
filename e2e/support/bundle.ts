import { gzipSync } from 'node:zlib';
import type { Page, Response } from 'playwright-core';

/**
 * Loads a path and sums the gzip size of every JavaScript file the page fetched, as a person's
 * browser would download them. This is the figure the bundle budget is about.
 */
export async function javascriptLoadedBy(page: Page, path: string) {
  const scripts: { url: string; gzipBytes: number }[] = [];
  const pending: Promise<void>[] = [];
  const onResponse = (response: Response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response.body().then((body) => {
        scripts.push({ url: response.url(), gzipBytes: gzipSync(body, { level: 9 }).length });
      }),
    );
  };
  page.on('response', onResponse);
  await page.goto(path, { waitUntil: 'networkidle' });
  // A script that arrives after network idle is not part of the first load; without this its
  // body would be read after the test closed the page (an unhandled rejection).
  page.off('response', onResponse);
  await Promise.all(pending);
  const totalGzipBytes = scripts.reduce((sum, s) => sum + s.gzipBytes, 0);
  return { scripts, totalGzipBytes };
}
