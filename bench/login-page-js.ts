import { launchBrowser } from '../e2e/support/browser.ts';
import { submitSignIn } from '../e2e/support/auth.ts';
import { javascriptBeforeFirstChart, javascriptLoadedBy } from '../e2e/support/bundle.ts';

/** What the login page downloads, measured in headless Chromium like the E2E budget test. */
export async function loginPageJavaScript(baseURL: string) {
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage({ baseURL });
    const { scripts, totalTransferBytes, totalGzipBytes } = await javascriptLoadedBy(
      page,
      '/',
      (loaded) => loaded.getByRole('button', { name: 'Sign in' }).waitFor(),
    );
    return {
      totalTransferBytes,
      totalGzipBytes,
      files: scripts.length,
      urls: scripts.map((script) => script.url),
    };
  } finally {
    await browser.close();
  }
}

/**
 * What /dashboard downloads before its first chart draws, signed in through the login page as
 * the demo admin, on an empty HTTP cache.
 */
export async function dashboardJavaScript(baseURL: string) {
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage({ baseURL, viewport: { width: 1440, height: 900 } });
    await page.goto('/');
    await submitSignIn(page, 'admin@acme.test');
    await page.waitForURL((url) => url.pathname !== '/', { timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const { scripts, totalTransferBytes, totalGzipBytes } = await javascriptBeforeFirstChart(
      page,
      '/dashboard',
    );
    return { totalTransferBytes, totalGzipBytes, files: scripts.length };
  } finally {
    await browser.close();
  }
}
