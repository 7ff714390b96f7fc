import { describe, expect, inject, it } from 'vitest';
import { pageProblems, submitSignIn } from '../support/auth.ts';
import { openPage, screenshot } from '../support/browser.ts';
import { htmlPartOf, trackingUrlsOf } from '../support/communication-mail.ts';
import {
  adminApi,
  setApprovalRequired,
  targetListOf,
  useSinkAsSmtp,
} from '../support/communication-setup.ts';
import { mailsTo } from '../support/mail.ts';
import { perTestContext } from '../support/per-test-context.ts';

const live = perTestContext();
const CONTACTS = 24;

describe('an A/B test of an email', () => {
  it('sends two variants to the test share, picks the clicked one and sends it to the rest', async () => {
    const baseURL = inject('baseURL');
    const { session, api } = await adminApi(baseURL);
    await useSinkAsSmtp(api, session.clientId, inject('smtpUrl'));
    await setApprovalRequired(api, false);
    const tag = `ab${Date.now()}`;
    const list = await targetListOf(api, tag, CONTACTS);
    const lists = await api<{ lists: { listId: number; name: string }[] }>(
      'Communication/GetComposeOptions',
    );
    const listId = lists.lists.find((l) => l.name === list.name)!.listId;
    // The draft over the API (the wizard's other steps have their own test); the test in the wizard.
    const { communication } = await api<{ communication: { communicationId: number } }>(
      'Communication/SaveCommunicationDraft',
      {
        name: `Spring ${tag}`,
        channelId: 1,
        audience: { listIds: [listId] },
        content: {
          kind: 'email',
          subject: `Spring A ${tag}`,
          preheader: '',
          html: '<p>Hi {{ firstName }}</p><p><a href="https://example.com/spring">Shop</a></p>',
          text: '',
        },
      },
    );
    const id = communication.communicationId;

    const { page, problems } = await openPage(live.context);
    await page.goto('/');
    await submitSignIn(page, 'admin@acme.test');
    await page.waitForURL((url) => url.pathname !== '/', { timeout: 15_000 });
    await page.goto(`/create-mdc-communication?id=${id}`);
    await page.getByRole('button', { name: /A\/B test/ }).click();
    await page.getByRole('heading', { name: 'A/B test', exact: true }).waitFor();
    await page.getByLabel('Run an A/B test').check();
    await page.getByLabel('Subject of variant B').fill(`Spring B ${tag}`);
    await page.getByLabel('Test share (% of the audience)').fill('50');
    await page.getByLabel('Winning metric').selectOption('clicks');
    await page.getByText('Test saved').waitFor({ timeout: 15_000 });
    await screenshot(page, 'ab-test-step');
    await page.getByRole('button', { name: /Review/ }).click();
    await page.getByRole('button', { name: 'Send now' }).click();
    await page.waitForURL((url) => url.pathname === '/communication/list', { timeout: 15_000 });

    const bySubject = (subject: string) =>
      list.addresses.flatMap((address) => mailsTo(address)).filter((m) => m.subject === subject);
    // The test share gets its variants, one mail each; everyone of B opens and clicks.
    const expectInTest = await testShareSent(api, id);
    await expect
      .poll(() => bySubject(`Spring A ${tag}`).length + bySubject(`Spring B ${tag}`).length)
      .toBe(expectInTest);
    for (const mail of bySubject(`Spring B ${tag}`)) {
      const { pixel, links } = trackingUrlsOf(htmlPartOf(mail.raw), baseURL);
      expect((await fetch(pixel)).status).toBe(200);
      await fetch(links[0]!, { redirect: 'manual' });
    }

    // The communication page shows the figures; the marketer ends the test now.
    await page.goto(`/create-mdc-communication?id=${id}`);
    const card = page.getByRole('region', { name: 'A/B test' });
    await card.getByText('Testing', { exact: true }).waitFor({ timeout: 15_000 });
    await card.getByRole('button', { name: 'End test now' }).click();

    // The winner goes to the rest: every contact has exactly one mail, the rest all B.
    await expect
      .poll(() => list.addresses.filter((a) => mailsTo(a).length === 1).length, {
        timeout: 30_000,
      })
      .toBe(CONTACTS);
    expect(list.addresses.every((a) => mailsTo(a).length === 1)).toBe(true);
    expect(bySubject(`Spring B ${tag}`).length).toBe(
      CONTACTS - bySubject(`Spring A ${tag}`).length,
    );

    await expect
      .poll(
        async () => {
          await page.reload();
          return card.getByTestId('experiment-decision').textContent({ timeout: 5_000 });
        },
        { timeout: 30_000, interval: 1_000 },
      )
      .toMatch(/^Winner: B/);
    await card.getByText('Winner sent').waitFor({ timeout: 15_000 });
    await screenshot(page, 'ab-test-results');
    expect(pageProblems(problems)).toEqual([]);
  }, 120_000);
});

/**
 * How many messages the test share was sent, once all were: the run records its audience (the
 * test share's messages) when it has expanded it, below the list's size.
 */
async function testShareSent(
  api: Awaited<ReturnType<typeof adminApi>>['api'],
  communicationId: number,
): Promise<number> {
  const deadline = Date.now() + 45_000;
  while (Date.now() < deadline) {
    const { communication } = await api<{ communication: { audienceSize: number } }>(
      'Communication/GetCommunication',
      { communicationId },
    );
    const view = await api<{ variants: { sent: number }[] }>('Communication/GetExperiment', {
      communicationId,
    });
    const sent = view.variants.reduce((sum, v) => sum + v.sent, 0);
    if (communication.audienceSize < CONTACTS && sent === communication.audienceSize) return sent;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the test share was not sent');
}
