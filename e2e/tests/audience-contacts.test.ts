import { describe, expect, it } from 'vitest';
import { pageProblems, submitSignIn } from '../support/auth.ts';
import { openPage, screenshot } from '../support/browser.ts';
import { perTestContext } from '../support/per-test-context.ts';

const ADMIN = 'admin@acme.test';

const live = perTestContext();

async function openMasterData() {
  const opened = await openPage(live.context);
  const { page } = opened;
  await page.goto('/');
  await submitSignIn(page, ADMIN);
  await page.waitForURL((url) => url.pathname === '/analytics', { timeout: 15_000 });
  await page.goto('/audience/master-data');
  await page.getByRole('table').waitFor();
  return opened;
}

describe('master data, as a marketer uses it', () => {
  it('searches the demo audience and opens a contact', async () => {
    const { page, problems } = await openMasterData();
    await page.getByText(/^[\d,]+ contacts$/).waitFor();
    await page.getByRole('searchbox', { name: 'Search contacts' }).fill('oliver');
    await page.getByText(/^\d+ match(es)?$/).waitFor();
    const links = page.getByRole('table').getByRole('link');
    await expect.poll(() => links.count()).toBeGreaterThan(0);
    for (const name of await links.allTextContents()) expect(name).toMatch(/^Oliver /);
    expect(new URL(page.url()).searchParams.get('q')).toBe('oliver');
    await screenshot(page, 'audience-contacts-search');

    const first = (await links.first().textContent())!;
    await links.first().click();
    await page.getByRole('heading', { name: first }).waitFor();
    await page.getByRole('heading', { name: 'Details' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'First name' }).inputValue()).toBe('Oliver');
    await page.getByRole('link', { name: 'Master data' }).first().click();
    await page.getByRole('table').waitFor();
    expect(pageProblems(problems)).toEqual([]);
  });

  it('adds a contact, edits a field, sees it saved, and deletes the contact', async () => {
    const { page, problems } = await openMasterData();
    const email = `e2e.${Date.now()}@example.com`;
    await page.getByRole('button', { name: 'Add contact' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add contact' });
    await dialog.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
    await dialog.getByRole('button', { name: 'Add contact' }).click();
    await dialog.getByText('Invalid email address').waitFor();
    await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
    await dialog.getByRole('textbox', { name: 'First name' }).fill('Edie');
    await dialog.getByRole('textbox', { name: 'Last name' }).fill('Tester');
    await dialog.getByRole('textbox', { name: 'City' }).fill('Bath');
    await dialog.getByRole('combobox', { name: 'Plan' }).selectOption('Plus');
    await dialog.getByRole('switch', { name: 'Email consent' }).check();
    await dialog.getByRole('button', { name: 'Add contact' }).click();

    await page.getByRole('heading', { name: 'Edie Tester' }).waitFor();
    const city = page.getByRole('textbox', { name: 'City' });
    expect(await city.inputValue()).toBe('Bath');
    await city.fill('York');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect
      .poll(() => page.getByRole('button', { name: 'Save changes' }).isDisabled())
      .toBe(true);
    await page.reload();
    await page.getByRole('heading', { name: 'Edie Tester' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'City' }).inputValue()).toBe('York');
    expect(await page.getByRole('combobox', { name: 'Plan' }).inputValue()).toBe('Plus');
    expect(await page.getByRole('switch', { name: 'Email consent' }).isChecked()).toBe(true);
    await screenshot(page, 'audience-contact');

    // Data subject request: everything held about them, as the JSON file the browser saves.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download data' }).click();
    const file = await download;
    const chunks: Buffer[] = [];
    for await (const chunk of await file.createReadStream()) chunks.push(chunk as Buffer);
    const data = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    expect(file.suggestedFilename()).toBe(`contact-${data.contact.passportId}.json`);
    expect(data).toMatchObject({
      format: 'resonate.contact-data',
      contact: { email, firstName: 'Edie', attributes: { city: 'York' } },
      messages: [],
      events: [],
    });

    await page.getByRole('button', { name: 'Delete contact' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Edie Tester?' });
    await confirm.getByText('permanent data-subject deletion').waitFor();
    await screenshot(page, 'audience-contact-erase');
    await confirm.getByRole('button', { name: 'Delete contact' }).click();
    await page.waitForURL((url) => url.pathname === '/audience/master-data');
    await page.getByRole('searchbox', { name: 'Search contacts' }).fill(email);
    await page.getByText(`No contacts match “${email}”.`).waitFor();
    expect(pageProblems(problems)).toEqual([]);
  });
});

describe('master data, as a viewer sees it', () => {
  it('offers exports but no additions, imports or field changes the role cannot make', async () => {
    const { page, problems } = await openPage(live.context);
    await page.goto('/');
    await submitSignIn(page, 'viewer@acme.test');
    await page.waitForURL((url) => url.pathname !== '/', { timeout: 15_000 });
    await page.goto('/audience/master-data');
    await page.getByRole('table').waitFor();
    await page.getByRole('button', { name: 'Export' }).waitFor();
    expect(await page.getByRole('button', { name: 'Add contact' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Import contacts' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Custom fields' }).count()).toBe(0);
    expect(pageProblems(problems)).toEqual([]);
  });
});
