import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '@resonate/contracts/onboarding/payment-quote';
import { createDemoApp, signIn } from '../../../test/auth-helpers.ts';
import type { TTestApp } from '../../../test/create-test-app.ts';
import { withTenant } from '#/db/tenant.ts';
import { nextDocumentNumber } from './issue/document-numbers.ts';
import { closeMonth, previousPeriod } from './issue/close-month.ts';
import { pdfText } from './invoices-test-helpers.ts';

let t: TTestApp;
let token: string;
let clientId: number;
beforeAll(async () => {
  t = await createDemoApp();
  ({ accessToken: token, clientId } = await signIn(t.app, 'admin@acme.test'));
});
afterAll(() => t.close());

const period = previousPeriod(new Date());
const periodKey = `${period.year}-${String(period.month).padStart(2, '0')}`;

async function post(url: string, payload: object, accessToken = token) {
  const response = await t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { accesstoken: accessToken },
  });
  return { code: response.statusCode, body: response.json() };
}

const numberOf = (value: string) => Number(value.split('-')[2]);

describe('monthly close and numbering', () => {
  it('two closing jobs at once issue one invoice per client, numbered with no duplicate or gap', async () => {
    const [a, b] = await Promise.all([closeMonth(t.app, period), closeMonth(t.app, period)]);
    const issued = [...a.issued, ...b.issued];
    expect(a.failed + b.failed).toBe(0);
    expect(issued.length).toBeGreaterThan(0);
    expect(new Set(issued).size).toBe(issued.length);
    const numbers = issued.map(numberOf).sort((x, y) => x - y);
    expect(numbers).toEqual(numbers.map((_, i) => numbers[0]! + i));
    const { rows } = await sql<{ client_id: string; n: string }>`
      select client_id, count(*) as n from invoices where period_key = ${periodKey}
      group by client_id`.execute(t.app.ownerDb);
    expect(rows.every((row) => Number(row.n) === 1)).toBe(true);
    expect(rows.length).toBe(issued.length);
    // A third run finds every client invoiced.
    expect((await closeMonth(t.app, period)).issued).toEqual([]);
  });

  it('gives a number back when the issuing transaction rolls back', async () => {
    const at = new Date(Date.UTC(2031, 0, 1));
    await expect(
      withTenant(t.app.db, { clientId }, async (trx) => {
        await nextDocumentNumber(trx, 'RES', 'INV', at);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const [first, second] = await Promise.all([
      withTenant(t.app.db, { clientId }, (trx) => nextDocumentNumber(trx, 'RES', 'INV', at)),
      withTenant(t.app.db, { clientId }, (trx) => nextDocumentNumber(trx, 'RES', 'INV', at)),
    ]);
    expect([first, second].sort()).toEqual(['INV-2031-000001', 'INV-2031-000002']);
  });

  it('tells the account admins', async () => {
    const { rows } = await sql<{ event_name: string }>`
      select n.event_name from notifications n join users u on u.id = n.user_id
      where u.email = 'admin@acme.test' and n.event_name like 'Invoice INV-%'`.execute(
      t.app.ownerDb,
    );
    expect(rows.length).toBe(1);
  });
});

async function acmeInvoice() {
  const { body } = await post('/api/Invoice/GetInvoices', { period: periodKey });
  const invoice = body.data.invoices.find((i: { kind: string }) => i.kind === 'invoice');
  expect(invoice).toBeDefined();
  return invoice as { invoiceId: number; invoiceNumber: string; totalMinor: number };
}

describe('invoice endpoints', () => {
  it('lists, filters by status and period, and refuses bad input', async () => {
    const invoice = await acmeInvoice();
    expect((await post('/api/Invoice/GetInvoices', { status: 'due' })).body.totalRows).toBe(1);
    expect((await post('/api/Invoice/GetInvoices', { status: 'overdue' })).body.totalRows).toBe(0);
    expect((await post('/api/Invoice/GetInvoices', { period: '2001-01' })).body.totalRows).toBe(0);
    const malformed = await post('/api/Invoice/GetInvoices', { period: '2026-13' });
    expect(malformed.code).toBe(400);
    expect(malformed.body.errors.period).toBe('Enter a period as YYYY-MM');
    const future = await post('/api/Invoice/GetInvoices', { period: '2999-01' });
    expect(future.code).toBe(400);
    expect(future.body.errors.period).toBe('The period cannot be in the future');
    const detail = await post('/api/Invoice/GetInvoice', { invoiceId: invoice.invoiceId });
    expect(detail.body.data.invoice.lines.length).toBeGreaterThan(0);
    expect(detail.body.data.invoice.billTo.name).toBe('Acme Retail');
  });

  it("answers 404 for another client's invoice", async () => {
    const { rows } = await sql<{ id: string }>`
      select i.id from invoices i join clients c on c.id = i.client_id
      where c.name <> 'Acme Retail' limit 1`.execute(t.app.ownerDb);
    expect(rows.length).toBe(1);
    const other = Number(rows[0]!.id);
    expect((await post('/api/Invoice/GetInvoice', { invoiceId: other })).code).toBe(404);
    expect((await post('/api/Invoice/DownloadInvoicePdf', { invoiceId: other })).code).toBe(404);
    const credit = await post('/api/Invoice/CreateCreditNote', { invoiceId: other, reason: 'x' });
    expect(credit.code).toBe(404);
  });

  it('serves a PDF whose total is the page total to the cent', async () => {
    const invoice = await acmeInvoice();
    const link = await post('/api/Invoice/DownloadInvoicePdf', { invoiceId: invoice.invoiceId });
    const response = await t.app.inject({ method: 'GET', url: link.body.data.url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const text = pdfText(response.rawPayload);
    expect(text).toContain(invoice.invoiceNumber);
    expect(text).toContain(formatMoney(invoice.totalMinor, 'GBP'));
    expect(text).toContain('Acme Retail');
    const bad = await t.app.inject({ method: 'GET', url: '/api/Invoice/InvoicePdf?token=nope' });
    expect(bad.statusCode).toBe(401);
  });
});

describe('immutability and credit notes', () => {
  it('refuses changes to an issued invoice and its lines, but not its status', async () => {
    const { invoiceId } = await acmeInvoice();
    await expect(
      sql`update invoices set total_minor = total_minor + 1 where id = ${invoiceId}`.execute(
        t.app.ownerDb,
      ),
    ).rejects.toThrow(/cannot be changed/);
    await expect(
      sql`update invoice_lines set amount_minor = 1 where invoice_id = ${invoiceId}`.execute(
        t.app.ownerDb,
      ),
    ).rejects.toThrow(/cannot be changed/);
    await expect(
      sql`delete from invoices where id = ${invoiceId}`.execute(t.app.ownerDb),
    ).rejects.toThrow(/cannot be deleted/);
    await sql`update invoices set status = 'due' where id = ${invoiceId}`.execute(t.app.ownerDb);
  });

  it('credits a line in part, then the rest, summing to zero; the invoice becomes void', async () => {
    const { invoiceId, totalMinor } = await acmeInvoice();
    const detail = (await post('/api/Invoice/GetInvoice', { invoiceId })).body.data.invoice;
    const line = detail.lines[0];
    const tooMuch = await post('/api/Invoice/CreateCreditNote', {
      invoiceId,
      reason: 'Goodwill',
      lines: [{ lineNo: line.lineNo, amountMinor: line.amountMinor + 1 }],
    });
    expect(tooMuch.code).toBe(400);
    const unknown = await post('/api/Invoice/CreateCreditNote', {
      invoiceId,
      reason: 'Goodwill',
      lines: [{ lineNo: 99, amountMinor: 1 }],
    });
    expect(unknown.code).toBe(400);
    const part = await post('/api/Invoice/CreateCreditNote', {
      invoiceId,
      reason: 'Goodwill',
      lines: [{ lineNo: line.lineNo, amountMinor: 33 }],
    });
    expect(part.code).toBe(200);
    const note = part.body.data.invoice;
    expect(note.invoiceNumber).toMatch(/^CN-\d{4}-000001$/);
    expect(note.totalMinor).toBeLessThan(0);
    expect(note.creditedInvoiceNumber).toBe(detail.invoiceNumber);
    const notCredit = await post('/api/Invoice/CreateCreditNote', {
      invoiceId: note.invoiceId,
      reason: 'Again',
    });
    expect(notCredit.code).toBe(400);
    const rest = await post('/api/Invoice/CreateCreditNote', { invoiceId, reason: 'Cancelled' });
    expect(rest.code).toBe(200);
    expect(note.totalMinor + rest.body.data.invoice.totalMinor).toBe(-totalMinor);
    const after = (await post('/api/Invoice/GetInvoice', { invoiceId })).body.data.invoice;
    expect(after.status).toBe('void');
    expect(after.creditNotes.length).toBe(2);
    expect(after.lines.every((l: { creditableMinor: number }) => l.creditableMinor === 0)).toBe(
      true,
    );
    const nothing = await post('/api/Invoice/CreateCreditNote', { invoiceId, reason: 'More' });
    expect(nothing.code).toBe(400);
    await expect(
      sql`update invoices set status = 'due' where id = ${invoiceId}`.execute(t.app.ownerDb),
    ).rejects.toThrow(/stays void/);
  });

  it('lets only account admins credit, and viewers without feature 54 see nothing', async () => {
    const { invoiceId } = await acmeInvoice();
    const viewer = await signIn(t.app, 'viewer@acme.test');
    const refused = await post('/api/Invoice/GetInvoices', {}, viewer.accessToken);
    expect(refused.code).toBe(403);
    const credit = await post(
      '/api/Invoice/CreateCreditNote',
      { invoiceId, reason: 'x' },
      viewer.accessToken,
    );
    expect(credit.code).toBe(403);
  });
});

describe('Admin/InvoiceValue', () => {
  it("sums the admin's client's documents per period and refuses a reversed range", async () => {
    const { body, code } = await post('/api/Admin/InvoiceValue', {
      fromPeriod: '2020-01',
      toPeriod: periodKey,
    });
    expect(code).toBe(200);
    const acme = body.data.values.filter((v: { clientId: number }) => v.clientId === clientId);
    expect(acme.length).toBeGreaterThan(0);
    for (const row of acme) expect(row.netMinor).toBe(row.invoicedMinor - row.creditedMinor);
    // Exactly the client itself and its brands: never another tenant.
    const { rows } = await sql<{ client_id: string }>`
      select distinct i.client_id from invoices i join clients c on c.id = i.client_id
      where c.id = ${clientId} or c.parent_client_id = ${clientId}`.execute(t.app.ownerDb);
    const seen = new Set(body.data.values.map((v: { clientId: number }) => v.clientId));
    expect(seen).toEqual(new Set(rows.map((row) => Number(row.client_id))));
    const reversed = await post('/api/Admin/InvoiceValue', {
      fromPeriod: periodKey,
      toPeriod: '2020-01',
    });
    expect(reversed.code).toBe(400);
  });
});
