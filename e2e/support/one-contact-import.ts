import type { Page } from 'playwright-core';
import { signInOverApi } from './api-sign-in.ts';

async function audienceApi<T>(baseURL: string, token: string, path: string, body: object) {
  const response = await fetch(`${baseURL}/api/Audience/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accesstoken: token },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as { data: T; message: string };
  if (!response.ok) throw new Error(`${path}: ${json.message}`);
  return json.data;
}

/**
 * Imports one new person into a new target list through the import pages, for a test that needs
 * an import to look at; ends on the import's progress page once it completed. `remove` deletes
 * the contact (a data-subject deletion) and the list, so the demo audience stays as it was.
 */
export async function importOneContact(page: Page, baseURL: string, email: string) {
  const listName = `Import ${email}`;
  await page.goto('/audience/master-data/import');
  await page.getByTestId('import-file-input').setInputFiles({
    name: 'one-person.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`Email,First name\r\n${email},Ada\r\n`),
  });
  await page.getByRole('button', { name: 'Upload and continue' }).click();
  await page.getByRole('radio', { name: 'A new target list' }).check({ timeout: 20_000 });
  await page.getByRole('textbox', { name: 'List name' }).fill(listName);
  await page.getByRole('button', { name: 'Start import' }).click();
  await page.waitForURL((url) => /\/audience\/master-data\/import\/\d+$/.test(url.pathname));
  const openList = page.getByRole('link', { name: `Open list ${listName}` });
  await openList.waitFor({ timeout: 60_000 });
  const listId = Number((await openList.getAttribute('href'))?.split('/').pop());

  const remove = () => removeImportedList(baseURL, listId);
  return { path: new URL(page.url()).pathname, remove };
}

/** Deletes an imported list's contacts (a data-subject deletion, up to 100) and the list. */
export async function removeImportedList(baseURL: string, listId: number) {
  const { accessToken } = await signInOverApi(baseURL, 'admin@acme.test');
  const { contacts } = await audienceApi<{ contacts: { contactId: number }[] }>(
    baseURL,
    accessToken,
    'GetContacts',
    { pageNo: 1, pageSize: 100, listId },
  );
  const contactIds = contacts.map((contact) => contact.contactId);
  if (contactIds.length > 0)
    await audienceApi(baseURL, accessToken, 'DeleteContacts', { contactIds });
  await audienceApi(baseURL, accessToken, 'DeleteList', { listId });
}
