import type { Page } from 'playwright-core';

/** What a person can operate: links, buttons, fields and anything made focusable on purpose. */
const CONTROLS = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[role="button"]:not([aria-disabled="true"])',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

const MAX_TABS = 400;

/** A short name for the focused element, as a failure message should show it. */
export function focusedElement(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'body';
    const label = element.getAttribute('aria-label');
    const tag = element.tagName.toLowerCase();
    if (label) return `${tag}[aria-label="${label}"]`;
    return `${tag} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
  });
}

/**
 * Presses Tab from the top of the page until focus comes round again, and reports how many
 * controls focus reached, the visible controls it never reached, and the ones that showed no
 * focus indicator (no outline of 2px or more) while focused.
 */
export async function tabThrough(page: Page) {
  const controls: string[] = await page.evaluate((selector) => {
    const describe = (element: Element) => {
      const label = element.getAttribute('aria-label');
      const text = (element.textContent ?? '').trim().slice(0, 40);
      return `${element.tagName.toLowerCase()} "${label ?? text}"`;
    };
    const visible = [...document.querySelectorAll(selector)].filter((element) => {
      const box = element.getBoundingClientRect();
      return (
        box.width > 0 &&
        box.height > 0 &&
        element.checkVisibility({ visibilityProperty: true }) &&
        !element.closest('[inert], [aria-hidden="true"]')
      );
    });
    visible.forEach((element, index) => element.setAttribute('data-tab-check', String(index)));
    return visible.map(describe);
  }, CONTROLS);
  // Start from the top of the page, wherever the last click or focus left the starting point.
  await page.evaluate(() => {
    const start = document.createElement('div');
    start.tabIndex = -1;
    document.body.prepend(start);
    start.focus();
    start.remove();
  });

  const reached = new Set<number>();
  let first: number | undefined;
  let outside = 0;
  let previous: string | null = null;
  const withoutIndicator = new Set<string>();
  // Radios of one group take one tab stop: reaching one reaches the group.
  const radioGroupsReached = new Set<string>();
  for (let press = 0; press < MAX_TABS; press++) {
    await page.keyboard.press('Tab');
    const now = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return null;
      const style = getComputedStyle(element);
      // The app's ring is a 2px outline (Bootstrap's faint box shadow alone is about 1.5:1).
      const outlined = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
      return {
        index: element.getAttribute('data-tab-check'),
        radioGroup: element.matches('input[type="radio"]') ? element.getAttribute('name') : null,
        name: `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${element.getAttribute('aria-label') ?? (element.textContent ?? '').trim().slice(0, 40)}"`,
        indicated: outlined,
      };
    });
    // Past the last control focus leaves the page for a moment; the next Tab brings it back.
    if (!now) {
      if (++outside > 1) break;
      continue;
    }
    outside = 0;
    // Tab through the parts of a native field (a date's day, month, year and picker) keeps the
    // field focused; the browser draws the focus of those parts, so only the first stop counts.
    if (now.index !== null && now.index === previous) continue;
    previous = now.index;
    if (now.index !== null) {
      const index = Number(now.index);
      // Round again at the first control: done. (A date field keeps focus for its parts.)
      if (index === first) break;
      first ??= index;
      reached.add(index);
    }
    if (now.radioGroup) radioGroupsReached.add(now.radioGroup);
    if (!now.indicated) withoutIndicator.add(now.name);
  }
  const radioGroups: (string | null)[] = await page.evaluate(() =>
    [...document.querySelectorAll('[data-tab-check]')].map((element) =>
      element.matches('input[type="radio"]') ? element.getAttribute('name') : null,
    ),
  );
  const unreached = controls.filter(
    (_, index) =>
      !reached.has(index) && !(radioGroups[index] && radioGroupsReached.has(radioGroups[index])),
  );
  return { reached: reached.size, unreached, withoutIndicator: [...withoutIndicator] };
}
