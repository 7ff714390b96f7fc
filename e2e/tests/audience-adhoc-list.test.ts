import { describe, expect, inject, it } from 'vitest';
import { ADHOC_LIST_TEXT } from '@resonate/contracts/constants';
import { pageProblems, submitSignIn } from '../support/auth.ts';
import { openPage, screenshot } from '../support/browser.ts';
import { removeImportedList } from '../support/one-contact-import.ts';
import { perTestContext } from '../support/per-test-context.ts';

const live = perTestContext();

describe('ad-hoc lists, as a marketer makes one on Target list', () => {
  it('creates an ad-hoc list from a small file and sees its expiry', async () => {
    const tag = String(Date.now());
    const listName = `E2E ad-hoc ${tag}`;
    const { page, problems } = await openPage(live.context);
    await page.goto('/');
    await submitSignIn(page, 'admin@acme.test');
    await page.waitForURL((url) => url.pathname === '/analytics', { timeout: 15_000 });
    await page.goto('/audience/target-list');

    await page.getByRole('button', { name: 'Create list' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Create list' });
    await dialog.getByRole('radio', { name: 'Ad-hoc list' }).check();
    await dialog.getByText(`From files: ${ADHOC_LIST_TEXT}`).waitFor();
    await dialog.getByRole('textbox', { name: 'List name' }).fill(listName);
    const files = dialog.getByTestId('import-file-input');
    await files.setInputFiles({
      name: 'photo.png',
      mimeType: 'image/png',
      buffer: Buffer.from('x'),
    });
    await dialog.getByText('photo.png is not a CSV file (.csv, .txt or .tsv)').waitFor();
    await files.setInputFiles({
      name: 'promo.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        `Email,First name\r\nada-${tag}@adhoc.test,Ada\r\nbo-${tag}@adhoc.test,Bo\r\n`,
      ),
    });
    await dialog.getByText('2 rows in all').waitFor();
    await screenshot(page, 'audience-adhoc-dialog');
    await dialog.getByRole('button', { name: 'Upload and map columns' }).click();

    // The mapping page already aims the files at the new ad-hoc list.
    const adhoc = page.getByRole('radio', { name: 'A new ad-hoc list' });
    await adhoc.waitFor({ timeout: 20_000 });
    expect(await adhoc.isChecked()).toBe(true);
    expect(await page.getByRole('textbox', { name: 'List name' }).inputValue()).toBe(listName);
    await page.getByRole('button', { name: 'Start import' }).click();

    const openList = page.getByRole('link', { name: `Open list ${listName}` });
    await openList.waitFor({ timeout: 60_000 });
    const listId = Number((await openList.getAttribute('href'))?.split('/').pop());
    try {
      await openList.click();
      await page.getByRole('heading', { name: listName }).waitFor();
      const expiry = page.getByText(/^Expires on .+ · 120 days left$/);
      await expiry.waitFor();
      await screenshot(page, 'audience-adhoc-list');

      await page.goto('/audience/target-list');
      await page.getByRole('button', { name: 'Ad-hoc', exact: true }).click();
      const row = page.getByRole('row', { name: new RegExp(listName) });
      await row.getByText(/^Expires on .+ · 120 days left$/).waitFor();
      expect(pageProblems(problems)).toEqual([]);
    } finally {
      await removeImportedList(inject('baseURL'), listId);
    }
  });
});
