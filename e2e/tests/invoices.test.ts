import { inflateSync } from 'node:zlib';
import { describe, expect, inject, it } from 'vitest';
import { signInOverApi } from '../support/api-sign-in.ts';
import { pageProblems, submitSignIn } from '../support/auth.ts';
import { openPage, screenshot } from '../support/browser.ts';
import { perTestContext } from '../support/per-test-context.ts';

const live = perTestContext();

/** The text a pdf-lib PDF draws (hex strings of its Tj operators, in flate streams). */
function pdfText(pdf: Buffer): string {
  const texts: string[] = [];
  for (const [, body] of pdf.toString('latin1').matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content = body!;
    try {
      content = inflateSync(Buffer.from(body!, 'latin1')).toString('latin1');
    } catch {
      // Not compressed.
    }
    for (const [, hex] of content.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)) {
      texts.push(Buffer.from(hex!, 'hex').toString('latin1'));
    }
  }
  return texts.join('\n');
}

/** The monthly close runs as a catch-up job at start: wait for Acme's invoice of last month. */
async function waitForMonthlyInvoice() {
  const baseURL = inject('baseURL');
  const { accessToken } = await signInOverApi(baseURL, 'admin@acme.test');
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const response = await fetch(`${baseURL}/api/Invoice/GetInvoices`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accesstoken: accessToken },
      body: JSON.stringify({}),
    });
    const envelope = (await response.json()) as { data?: { invoices: { kind: string }[] } };
    if (envelope.data?.invoices.some((invoice) => invoice.kind === 'invoice')) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('no monthly invoice was issued');
}

describe('invoices', () => {
  it('lists invoices, filters them, opens one and downloads its PDF with the same total', async () => {
    await waitForMonthlyInvoice();
    const { page, problems } = await openPage(live.context);
    await page.goto('/');
    await submitSignIn(page, 'admin@acme.test');
    await page.waitForURL((url) => url.pathname !== '/', { timeout: 15_000 });
    await page.goto('/invoice-list');
    await page.getByRole('heading', { level: 1, name: 'Invoices' }).waitFor();
    const rows = page.locator('table tbody tr');
    await rows.first().waitFor();
    await screenshot(page, 'invoice-list');

    // The Paid filter leaves no due invoice; Due shows the monthly invoice again.
    await page.getByLabel('Status').selectOption('paid');
    await page.waitForURL(/status=paid/);
    await expect.poll(() => page.locator('tbody .badge', { hasText: 'Due' }).count()).toBe(0);
    await page.getByLabel('Status').selectOption('due');
    await page.waitForURL(/status=due/);
    await page.locator('tbody .badge', { hasText: 'Due' }).first().waitFor();

    const link = rows.first().getByRole('link').first();
    const number = (await link.innerText()).trim();
    await link.click();
    await page.waitForURL(/\/invoice-list\/invoice\?id=\d+/);
    await page.getByRole('heading', { level: 1, name: number }).waitFor();
    await page.getByRole('heading', { name: 'Invoice', exact: true }).waitFor();
    await page.getByText('Bill to').waitFor();
    await page.getByText('Acme Retail').first().waitFor();
    const total = (await page.getByTestId('invoice-total').innerText()).trim();
    expect(total).toMatch(/^-?£[\d,]+\.\d{2}$/);
    await screenshot(page, 'invoice');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`${number}.pdf`);
    const stream = await file.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const pdf = Buffer.concat(chunks);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    expect(text).toContain(number);
    expect(text).toContain(total);
    expect(pageProblems(problems)).toEqual([]);
  });

  it('lets an admin pay a due invoice: a declined card says so, another card pays it', async () => {
    await waitForMonthlyInvoice();
    const { page, problems } = await openPage(live.context);
    await page.goto('/');
    await submitSignIn(page, 'admin@acme.test');
    await page.waitForURL((url) => url.pathname !== '/', { timeout: 15_000 });
    await page.goto('/invoice-list?status=due');
    const link = page.locator('table tbody tr').first().getByRole('link').first();
    await link.waitFor();
    const number = (await link.innerText()).trim();
    await link.click();
    await page.getByRole('heading', { level: 1, name: number }).waitFor();
    const total = (await page.getByTestId('invoice-total').innerText()).trim();

    await page.getByRole('button', { name: 'Pay now' }).click();
    const dialog = page.getByRole('dialog');
    const fill = async (card: string) => {
      await dialog.getByLabel('Card number').fill(card);
      await dialog.getByLabel('Expiry date').fill('12/39');
      await dialog.getByLabel('CVC').fill('123');
      await dialog.getByLabel('Name on card').fill('Ada Admin');
      await dialog.getByRole('button', { name: `Pay ${total}` }).click();
    };
    await fill('4000000000000002');
    await dialog.getByRole('alert').getByText('Your card was declined').waitFor();
    await screenshot(page, 'invoice-pay-declined');
    await fill('4242424242424242');
    await dialog.waitFor({ state: 'hidden' });

    await page.locator('.invoice-document .badge', { hasText: 'Paid' }).waitFor();
    const payment = page.getByRole('region', { name: 'Payment' });
    await payment.getByText('Visa ending 4242').waitFor();
    await payment.getByText(total, { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Pay now' }).count()).toBe(0);
    await screenshot(page, 'invoice-paid');
    expect(pageProblems(problems)).toEqual([]);
  });

  it('shows a clear message for an invoice that is not there', async () => {
    const { page } = await openPage(live.context);
    await page.goto('/');
    await submitSignIn(page, 'admin@acme.test');
    await page.waitForURL((url) => url.pathname !== '/', { timeout: 15_000 });
    await page.goto('/invoice-list/invoice?id=999999');
    await page.getByText('This invoice could not be found.').waitFor();
  });
});
