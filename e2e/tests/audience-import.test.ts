import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signInOverApi } from '../support/api-sign-in.ts';
import { pageProblems, submitSignIn } from '../support/auth.ts';
import { openPage, screenshot } from '../support/browser.ts';
import { perTestContext } from '../support/per-test-context.ts';

const ADMIN = 'admin@acme.test';
const ROWS = 3000;
const live = perTestContext();
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'resonate-e2e-import-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A few thousand new people (unique to this run, so the demo audience is not touched) and three bad rows. */
async function writeCsv(tag: string): Promise<string> {
  const lines = ['Email,Mobile,First name,Last name,City'];
  for (let i = 0; i < ROWS; i += 1) {
    lines.push(`e2e-${tag}-${i}@import.test,,Imported,Person ${i},Leeds`);
  }
  lines.push('not-an-email,,Bad,Row,', ',,No,Identifier,', `e2e-${tag}-x@import.test,,Ragged`);
  const file = join(dir, `people-${tag}.csv`);
  await writeFile(file, `${lines.join('\r\n')}\r\n`);
  return file;
}

async function api<T>(token: string, path: string, body: object): Promise<T> {
  const response = await fetch(`${inject('baseURL')}/api/Audience/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accesstoken: token },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as { data: T; message: string };
  if (!response.ok) throw new Error(`${path}: ${json.message}`);
  return json.data;
}

/** Removes what the test created: the list's contacts (a data-subject deletion), then the list. */
async function cleanUp(listId: number) {
  const { accessToken } = await signInOverApi(inject('baseURL'), ADMIN);
  for (;;) {
    const { contacts } = await api<{ contacts: { contactId: number }[] }>(
      accessToken,
      'GetContacts',
      {
        pageNo: 1,
        pageSize: 100,
        listId,
      },
    );
    if (contacts.length === 0) break;
    await api(accessToken, 'DeleteContacts', { contactIds: contacts.map((c) => c.contactId) });
  }
  await api(accessToken, 'DeleteList', { listId });
}

describe('CSV import, as a marketer runs it', () => {
  it('uploads a CSV, maps it, imports it into a new target list and opens the list', async () => {
    const tag = String(Date.now());
    const listName = `E2E import ${tag}`;
    const { page, problems } = await openPage(live.context);
    await page.goto('/');
    await submitSignIn(page, ADMIN);
    await page.waitForURL((url) => url.pathname === '/analytics', { timeout: 15_000 });
    await page.goto('/audience/master-data/import');

    await page.getByText('Drag and drop CSV files here').waitFor();
    await page.getByTestId('import-file-input').setInputFiles(await writeCsv(tag));
    await page.getByText(`people-${tag}.csv`).waitFor();
    await page.getByRole('button', { name: 'Upload and continue' }).click();

    await page.getByRole('heading', { name: 'Map columns to fields' }).waitFor({ timeout: 20_000 });
    const field = (column: string) =>
      page.getByRole('combobox', { name: `Field for column ${column}` });
    expect(await field('Email').inputValue()).toBe('email');
    expect(await field('Last name').inputValue()).toBe('lastName');
    expect(await field('City').inputValue()).toBe('attribute:city');
    await screenshot(page, 'audience-import-mapping');
    await page.getByRole('radio', { name: 'A new target list' }).check();
    await page.getByRole('textbox', { name: 'List name' }).fill(listName);
    await page.getByRole('button', { name: 'Start import' }).click();

    await page.waitForURL((url) => /\/audience\/master-data\/import\/\d+$/.test(url.pathname));
    // The bar shows while the import waits and runs (a few thousand rows take a second or two).
    const bar = page.getByRole('progressbar', { name: 'Import progress' });
    const inserted = page.getByTestId('import-summary-inserted');
    await bar.or(inserted).first().waitFor();
    await screenshot(page, 'audience-import-progress');
    await inserted.waitFor({ timeout: 60_000 });
    expect(await bar.count()).toBe(0);
    expect(await inserted.textContent()).toBe('3,000');
    expect(await page.getByTestId('import-summary-rejected').textContent()).toBe('3');
    await expect.poll(() => page.getByText('Completed').count()).toBeGreaterThan(0);
    await screenshot(page, 'audience-import-done');

    const openList = page.getByRole('link', { name: `Open list ${listName}` });
    const href = (await openList.getAttribute('href')) ?? '';
    const listId = Number(href.split('/').pop());
    try {
      await openList.click();
      await page.waitForURL((url) => url.pathname === `/audience/target-list/${listId}`);
      await page.getByText(listName).first().waitFor();
      await page.getByText(/3,000/).first().waitFor();
      expect(pageProblems(problems)).toEqual([]);
    } finally {
      await cleanUp(listId);
    }
  });
});
