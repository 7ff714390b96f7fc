import { describe, expect, inject, it } from 'vitest';
import { isolatedContext, pageProblems, submitSignIn } from '../support/auth.ts';
import { openPage, screenshot } from '../support/browser.ts';
import { adminApi, useSinkAsSmtp } from '../support/communication-setup.ts';
import { waitForMail } from '../support/mail.ts';
import { importOneContact } from '../support/one-contact-import.ts';
import { perTestContext } from '../support/per-test-context.ts';

/**
 * Issue 28, item 2 end to end: a marketer switches CSV imports to double opt-in on the opt-in
 * settings page and imports one person; the confirmation mail reaches the sink; its link,
 * opened in another browser with no session, asks and then confirms; the contact's page then
 * shows the consent as confirmed, with the address it came from.
 */
const live = perTestContext();
const SUBJECT = 'Please confirm your email address';

describe('double opt-in', () => {
  it('confirms an imported address from the mailed link and shows the proof on the contact', async () => {
    const baseURL = inject('baseURL');
    const { session, api } = await adminApi(baseURL);
    await useSinkAsSmtp(api, session.clientId, inject('smtpUrl'));
    const email = `optin-${Date.now()}@example.test`;
    const { page, problems } = await openPage(live.context);
    await page.goto('/');
    await submitSignIn(page, 'admin@acme.test');
    await page.waitForURL((url) => url.pathname === '/analytics', { timeout: 15_000 });

    let remove = async () => {};
    try {
      await page.goto('/audience/master-data');
      await page.getByRole('link', { name: 'Opt-in settings' }).click();
      await page.getByRole('heading', { name: 'Opt-in settings' }).waitFor();
      await page
        .getByRole('radiogroup', { name: 'CSV import' })
        .getByRole('radio', { name: /^Double opt-in/ })
        .check();
      await page.getByRole('textbox', { name: 'Brand name' }).fill('Acme Retail');
      await screenshot(page, 'double-opt-in-settings');
      await page.getByRole('button', { name: 'Save settings' }).click();
      await page.getByText('Opt-in settings saved.').first().waitFor();

      ({ remove } = await importOneContact(page, baseURL, email));
      const mail = await waitForMail(email, [], {
        subject: new RegExp(SUBJECT),
        timeoutMs: 30_000,
      });
      const link = /https?:\/\/[^\s"<>]+(\/t\/optin\/[\w-]+\.[\w-]+)/.exec(mail.text)?.[1];
      expect(link).toBeDefined();

      // The person: another browser, no session, its own address.
      const visitor = await isolatedContext(live.browser, baseURL);
      try {
        const person = await visitor.context.newPage();
        await person.goto(`${baseURL}${link}`);
        await person.getByRole('heading', { name: 'Confirm your email address' }).waitFor();
        await person.getByText(email).waitFor();
        await person.getByText('Acme Retail').waitFor();
        await screenshot(person, 'double-opt-in-question-page');
        await person.getByRole('button', { name: 'Confirm my email address' }).click();
        await person
          .getByRole('status')
          .filter({ hasText: 'Your email address is confirmed' })
          .waitFor();
        await screenshot(person, 'double-opt-in-confirmed-page');
      } finally {
        await visitor.close();
      }

      const found = await api<{ contacts: { contactId: number }[] }>('Audience/GetContacts', {
        pageNo: 1,
        pageSize: 1,
        search: email,
      });
      await page.goto(`/audience/master-data/${found.contacts[0]!.contactId}`);
      const consent = page.getByRole('region', { name: 'Consent' });
      await consent.getByText('Confirmed', { exact: true }).waitFor();
      await consent.getByText(email).waitFor();
      await consent.getByText(`from ${visitor.sourceAddress}`).waitFor();
      await consent.getByText('CSV import').waitFor();
      await consent.scrollIntoViewIfNeeded();
      await screenshot(page, 'double-opt-in-contact-consent');
      expect(pageProblems(problems)).toEqual([]);
    } finally {
      await remove();
      const current = await api<object>('Audience/GetOptInSettings');
      await api('Audience/SaveOptInSettings', {
        ...current,
        brandName: '',
        modes: { import: 'single', api: 'single' },
      });
    }
  });
});
