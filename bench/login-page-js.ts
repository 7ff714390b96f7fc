import { launchBrowser } from '../e2e/support/browser.ts';
import { javascriptLoadedBy } from '../e2e/support/bundle.ts';

/** What the login page downloads, measured in headless Chromium like the E2E budget test. */
export async function loginPageJavaScript(baseURL: string) {
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage({ baseURL });
    const { scripts, totalGzipBytes } = await javascriptLoadedBy(page, '/');
    return { totalGzipBytes, files: scripts.length };
  } finally {
    await browser.close();
  }
}
