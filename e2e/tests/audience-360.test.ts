import { describe, expect, inject, it } from 'vitest';
import { signInOverApi } from '../support/api-sign-in.ts';
import { pageProblems, submitSignIn } from '../support/auth.ts';
import { openPage, screenshot } from '../support/browser.ts';
import { perTestContext } from '../support/per-test-context.ts';

const ADMIN = 'admin@acme.test';

const live = perTestContext();

type TPerson = { passportId: string; email: string | null; name: string };

/**
 * A person of the demo history whose timeline is longer than one page: among the most engaged
 * people, the first whose first timeline page has a next cursor.
 */
async function personWithLongHistory(): Promise<TPerson> {
  const baseURL = inject('baseURL');
  const session = await signInOverApi(baseURL, ADMIN);
  const post = (path: string, body: object) =>
    fetch(`${baseURL}/api/UserAnalytics360/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accessToken: session.accessToken },
      body: JSON.stringify(body),
    }).then((response) => response.json());
  const report = await post('UserReportList', { sort: 'engagements', pageNo: 1, pageSize: 25 });
  for (const person of report.data.people as TPerson[]) {
    if (!person.email) continue;
    const timeline = await post('TimeLine', { passportId: person.passportId });
    if (timeline.data.nextCursor) return person;
  }
  throw new Error('the demo history has nobody with more than one timeline page');
}

describe('audience analytics 360, as a marketer uses it', () => {
  it('lists people, finds one by email, shows the profile and scrolls the timeline', async () => {
    const person = await personWithLongHistory();
    const { page, problems } = await openPage(live.context);
    await page.goto('/');
    await submitSignIn(page, ADMIN);
    await page.waitForURL((url) => url.pathname === '/analytics', { timeout: 15_000 });

    // The List tab: people with segments, filtered by segment.
    await page.getByRole('heading', { name: 'People' }).waitFor();
    await page.getByRole('table').waitFor();
    await page.getByRole('combobox', { name: 'Segment' }).selectOption('engaged');
    await expect.poll(() => new URL(page.url()).searchParams.get('segment')).toBe('engaged');
    const badges = page.getByRole('table').locator('tbody .badge');
    await expect
      .poll(async () => new Set(await badges.allTextContents()))
      .toEqual(new Set(['Engaged']));
    await screenshot(page, 'analytics-list');

    // The 360 page: search by email (any case), see the profile.
    await page.getByRole('link', { name: 'Audience analytics 360' }).first().click();
    await page.waitForURL((url) => url.pathname === '/analytics/audience-analytics-360');
    const search = page.getByRole('searchbox', { name: 'Email, mobile number or passport id' });
    await search.fill('nobody.at.all@example.com');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByText('No person matches this email, mobile number or passport id').waitFor();
    await search.fill(person.email!.toUpperCase());
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL((url) => url.searchParams.get('passportId') === person.passportId);
    await page.getByRole('heading', { name: person.name }).waitFor();
    await page.getByText(person.passportId).waitFor();
    await page.getByRole('heading', { name: 'Engagement' }).waitFor();
    await page.getByRole('meter', { name: 'Engagement score out of 100' }).waitFor();

    // The timeline: the first page, then the second as its end scrolls into view.
    const events = page.locator('.a360-event');
    await expect.poll(() => events.count()).toBe(30);
    await page.getByRole('button', { name: 'Load more' }).waitFor();
    await events.last().scrollIntoViewIfNeeded();
    await expect.poll(() => events.count(), { timeout: 10_000 }).toBeGreaterThan(30);
    await screenshot(page, 'audience-360');
    expect(pageProblems(problems)).toEqual([]);
  });
});
