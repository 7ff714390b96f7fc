import { gzipSync } from 'node:zlib';
import type { Page, Request } from 'playwright-core';

export type TScriptLoad = {
  url: string;
  /** The body as it crossed the wire (Brotli or gzip, as the server chose): Chromium's figure. */
  transferBytes: number;
  /** The same body gzipped at level 9, the figure of a server that sends gzip only. */
  gzipBytes: number;
  encoding: string;
};

/**
 * Records every JavaScript file the page fetches from now on. `finished()` returns those whose
 * download had completed at the moment it is called; `stop()` ends the recording.
 */
function recordScripts(page: Page) {
  const loads: Promise<TScriptLoad | undefined>[] = [];
  const onFinished = (request: Request) => {
    if (request.resourceType() !== 'script') return;
    loads.push(
      (async () => {
        const response = await request.response();
        if (!response) return undefined;
        const [sizes, body] = await Promise.all([request.sizes(), response.body()]);
        return {
          url: new URL(request.url()).pathname,
          transferBytes: sizes.responseBodySize,
          gzipBytes: gzipSync(body, { level: 9 }).length,
          encoding: response.headers()['content-encoding'] ?? 'identity',
        };
      })(),
    );
  };
  page.on('requestfinished', onFinished);
  return {
    /** Only the downloads finished when called: later ones are not part of that moment. */
    async finished() {
      const done = await Promise.all(loads.slice());
      return done.filter((load): load is TScriptLoad => load !== undefined);
    },
    // A script that arrives after this is not part of the load; without stopping, its body would
    // be read after the test closed the page (an unhandled rejection).
    async stop() {
      page.off('requestfinished', onFinished);
      await Promise.allSettled(loads);
    },
  };
}

function totals(scripts: TScriptLoad[]) {
  return {
    scripts,
    totalTransferBytes: scripts.reduce((sum, s) => sum + s.transferBytes, 0),
    totalGzipBytes: scripts.reduce((sum, s) => sum + s.gzipBytes, 0),
  };
}

/**
 * Loads a path and sums the JavaScript the page downloaded until the network went quiet, as a
 * person's browser received it (compressed, response headers aside). This is the figure the
 * login page's budget is about. `shown` waits for what the page shows once its code has run: on
 * a busy machine the network can rest half a second while the entry chunk runs, before the
 * page's own chunks are asked for, and "quiet" alone then leaves them out.
 */
export async function javascriptLoadedBy(
  page: Page,
  path: string,
  shown?: (page: Page) => Promise<unknown>,
) {
  const recording = recordScripts(page);
  try {
    await page.goto(path, { waitUntil: 'networkidle' });
    if (shown) {
      await shown(page);
      await page.waitForLoadState('networkidle');
    }
    return totals(await recording.finished());
  } finally {
    await recording.stop();
  }
}

/**
 * Loads a path and sums the JavaScript downloaded before the first chart on it has drawn a
 * shape: what a person waits for before the page shows its first figure. The HTTP cache is off,
 * as on a first visit, whatever the page loaded before.
 */
export async function javascriptBeforeFirstChart(page: Page, path: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const recording = recordScripts(page);
  try {
    await page.goto(path);
    await page
      .locator('.app-chart__canvas svg path')
      .first()
      .waitFor({ state: 'attached', timeout: 60_000 });
    return totals(await recording.finished());
  } finally {
    await recording.stop();
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
    await cdp.detach();
  }
}
