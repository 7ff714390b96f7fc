import { describe, expect, inject, it } from 'vitest';
import { blockingAxeFindings } from '../support/axe.ts';
import { openPage, screenshot } from '../support/browser.ts';
import {
  adminApi,
  setApprovalRequired,
  targetListOf,
  useSinkAsSmtp,
  type TApi,
} from '../support/communication-setup.ts';
import { mailsEach, mailsTo } from '../support/mail.ts';
import { perTestContext } from '../support/per-test-context.ts';

/**
 * Issue 28, item 1 end to end: a campaign of a subscription topic reaches the sink with a link
 * to the recipient's preference page; opened in a browser with no session, the page shows the
 * brand and the topic ticked; the person unticks it and saves, and the next campaign of that
 * topic leaves them out. Set-up and sends go over the API (the wizard has its own tests).
 */
const live = perTestContext();

/** An email communication of `topicId` to the list, launched to send now; its id. */
async function sendOfTopic(
  api: TApi,
  o: { name: string; subject: string; listName: string; topicId: number },
) {
  const { lists } = await api<{ lists: { listId: number; name: string }[] }>(
    'Communication/GetComposeOptions',
  );
  const listId = lists.find((list) => list.name === o.listName)?.listId;
  const { communication } = await api<{ communication: { communicationId: number } }>(
    'Communication/SaveCommunicationDraft',
    {
      name: o.name,
      channelId: 1,
      audience: { listIds: [listId], topicId: o.topicId },
      content: {
        kind: 'email',
        subject: o.subject,
        preheader: '',
        html: '<html><body><p>Hello {{ firstName }}</p></body></html>',
        text: 'Hello {{ firstName }}',
      },
    },
  );
  await api('Communication/LaunchCommunication', {
    communicationId: communication.communicationId,
  });
  return communication.communicationId;
}

describe('the preference centre', () => {
  it('takes a topic off from the link in a mail, and the next send of that topic skips the person', async () => {
    const baseURL = inject('baseURL');
    const { session, api } = await adminApi(baseURL);
    await useSinkAsSmtp(api, session.clientId, inject('smtpUrl'));
    await setApprovalRequired(api, false);
    const tag = `prefs${Date.now()}`;
    const list = await targetListOf(api, tag, 2);
    const [leaver, stayer] = list.addresses as [string, string];
    const topicName = `Offers ${tag}`;
    const topic = await api<{ topicId: number }>('SubscriptionTopics/SaveTopic', {
      channelId: 1,
      name: topicName,
      description: 'Deals and discounts',
      defaultSubscribed: true,
    });
    await api('SubscriptionTopics/SavePreferencePage', {
      brandName: 'Acme Retail',
      brandColor: '#0f766e',
    });

    const first = { name: `Offers ${tag}`, subject: `This week ${tag}` };
    await sendOfTopic(api, { ...first, listName: list.name, topicId: topic.topicId });
    const [toLeaver] = (await mailsEach(list.addresses, first.subject))[0]!;
    const link = /https?:\/\/[^\s"<>]+(\/p\/[\w-]+\.[\w-]+)/.exec(toLeaver!.text)?.[1];
    expect(link).toBeDefined();

    // No sign-in: the signed link is the person's key.
    const { page, problems } = await openPage(live.context);
    await page.goto(`${baseURL}${link}`);
    await page.getByRole('heading', { name: 'Your communication preferences' }).waitFor();
    await page.getByText('Choose what Acme Retail sends you, and how.').waitFor();
    const box = page.getByRole('checkbox', { name: new RegExp(`^${topicName}`) });
    expect(await box.isChecked()).toBe(true);
    expect(await blockingAxeFindings(page)).toEqual([]);
    await screenshot(page, 'preference-page-desktop');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'preference-page-phone');

    await box.uncheck();
    await page.getByRole('button', { name: 'Save my choices' }).click();
    await page.getByRole('status').filter({ hasText: 'Your choices are saved.' }).waitFor();
    expect(
      await page.getByRole('checkbox', { name: new RegExp(`^${topicName}`) }).isChecked(),
    ).toBe(false);
    await screenshot(page, 'preference-page-saved');
    expect(problems).toEqual([]);

    // The next campaign of the topic reaches the other person only.
    const second = { name: `More offers ${tag}`, subject: `Next week ${tag}` };
    const secondId = await sendOfTopic(api, {
      ...second,
      listName: list.name,
      topicId: topic.topicId,
    });
    await mailsEach([stayer], second.subject);
    const progress = await api<{ progress: { total: number } }>('Communication/GetSendProgress', {
      communicationId: secondId,
    });
    expect(progress.progress.total).toBe(1);
    expect(mailsTo(leaver).filter((mail) => mail.subject === second.subject)).toEqual([]);
  });
});
