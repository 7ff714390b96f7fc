import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** WCAG 2.2 A and AA success criteria, plus axe's best practices (landmarks, heading order). */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
/** What the product must never ship (issue 26, item 15); moderate and minor findings are advice. */
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

export type TAxeFinding = { rule: string; impact: string; help: string; targets: string[] };

/**
 * Runs axe-core on the page as it is now and returns its serious and critical violations, each
 * with the selectors of the elements at fault, so a failure names what to fix.
 */
export async function blockingAxeFindings(page: Page): Promise<TAxeFinding[]> {
  const results = await new AxeBuilder({ page })
    .withTags(AXE_TAGS)
    // Passes and incomplete checks are not reported: a faster run on large pages.
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}
