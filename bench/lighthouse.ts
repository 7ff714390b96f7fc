import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse, { desktopConfig } from 'lighthouse';
import { chromium, type BrowserContext } from 'playwright-core';
import { submitSignIn } from '../e2e/support/auth.ts';
import { CHROMIUM_PATH } from '../e2e/support/browser.ts';
import { freePort } from '../e2e/support/server.ts';
import { lighthouseDiagnostics } from './lighthouse-diagnostics.ts';

export type TPreset = 'mobile' | 'desktop';
export type TLighthouseFigures = {
  path: string;
  preset: TPreset;
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Lighthouse's own reasons (lighthouse-diagnostics.ts), printed under the bench's table. */
  diagnostics: string[];
};

/** Who the signed-in run is: the demo admin (README, demo tenant). */
const SIGNED_IN_AS = 'admin@acme.test';
const PRESETS: readonly TPreset[] = ['mobile', 'desktop'];

/**
 * One Lighthouse run (performance only) on a tab it opens in the browser listening on `port`.
 * Mobile is Lighthouse's default config (Moto G Power, slow 4G, 4x CPU); desktop its own preset.
 * `keepStorage` keeps the profile's cookies, localStorage and IndexedDB: the signed-in session.
 */
async function auditOnce(url: string, port: number, preset: TPreset, keepStorage: boolean) {
  const result = await lighthouse(
    url,
    {
      port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance'],
      disableStorageReset: keepStorage,
    },
    preset === 'desktop' ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    path: new URL(url).pathname,
    preset,
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcpMs: metric('first-contentful-paint'),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    diagnostics: lighthouseDiagnostics(lhr),
  } satisfies TLighthouseFigures;
}

/**
 * Lighthouse asks for a second run when its trace comes out incomplete (NO_NAVSTART, NO_FCP),
 * which a busy machine causes now and then: one retry, then the error stands.
 */
async function audit(url: string, port: number, preset: TPreset, keepStorage: boolean) {
  try {
    return await auditOnce(url, port, preset, keepStorage);
  } catch (error) {
    process.stdout.write(`Lighthouse retry (${preset} ${url}): ${String(error)}\n`);
    return auditOnce(url, port, preset, keepStorage);
  }
}

/** An empty HTTP cache, as a first visit has: storage is kept, so only the cache is cleared. */
async function clearHttpCache(context: BrowserContext) {
  const page = context.pages()[0] ?? (await context.newPage());
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
}

/**
 * Lighthouse on `/` signed out, then on `/dashboard` signed in, with both presets. One Chromium
 * profile: Playwright signs in through the login page in the profile's default context, and
 * Lighthouse, connected to the same browser by its debugging port, opens its tab in that context,
 * so the dashboard run carries the session the page itself stored.
 */
export async function lighthouseFigures(baseURL: string): Promise<TLighthouseFigures[]> {
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'resonate-lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', `--remote-debugging-port=${port}`],
  });
  try {
    const figures: TLighthouseFigures[] = [];
    for (const preset of PRESETS) figures.push(await audit(`${baseURL}/`, port, preset, false));

    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${baseURL}/`);
    await submitSignIn(page, SIGNED_IN_AS);
    await page.waitForURL((url) => url.pathname !== '/', { timeout: 30_000 });
    for (const preset of PRESETS) {
      await clearHttpCache(context);
      figures.push(await audit(`${baseURL}/dashboard`, port, preset, true));
    }
    return figures;
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}
