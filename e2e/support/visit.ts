import type { Page, Request } from 'playwright-core';

const LOADING = '.spinner-border, .placeholder-glow, .placeholder-wave, [aria-busy="true"]';
const QUIET_MS = 300;

/**
 * Counts the page's requests in flight (not the notification stream, which stays open), so a
 * test can wait for the data of a page reached by in-app navigation, where no load event fires.
 */
function trackRequests(page: Page) {
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  const isStream = (request: Request) => request.headers()['accept'] === 'text/event-stream';
  const start = (request: Request) => {
    if (isStream(request)) return;
    inFlight.add(request);
    lastChange = Date.now();
  };
  const end = (request: Request) => {
    if (inFlight.delete(request)) lastChange = Date.now();
  };
  page.on('request', start);
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  return {
    quiet: () => inFlight.size === 0 && Date.now() - lastChange >= QUIET_MS,
    // A navigation starts its requests a moment later: the quiet period counts from it.
    navigated: () => (lastChange = Date.now()),
  };
}

type TVisitWindow = Window & { beforeVisit?: Element[] };

const trackers = new WeakMap<Page, ReturnType<typeof trackRequests>>();

/**
 * Opens `path` as a person moving around the app would: the first time with a page load, then
 * through the router (history plus popstate, as the back button does), which spares every page
 * the app's boot. Returns once no request is in flight and no spinner or skeleton is left.
 */
export async function visit(page: Page, path: string) {
  let tracker = trackers.get(page);
  if (!tracker) {
    tracker = trackRequests(page);
    trackers.set(page, tracker);
    await page.goto(path);
  } else {
    tracker.navigated();
    await page.evaluate((target) => {
      // What the page shows now; the new route has rendered once some of it is gone.
      (window as TVisitWindow).beforeVisit = [...document.querySelectorAll('#main *')];
      window.history.pushState(null, '', target);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    // A route that shows what was there already (a redirect to the same page) changes nothing.
    await page
      .waitForFunction(
        () => (window as TVisitWindow).beforeVisit?.some((element) => !element.isConnected),
        null,
        { timeout: 5_000 },
      )
      .catch(() => {});
  }
  const deadline = Date.now() + 20_000;
  while (!tracker.quiet() && Date.now() < deadline) await page.waitForTimeout(50);
  await page.locator(LOADING).first().waitFor({ state: 'detached', timeout: 15_000 });
}
