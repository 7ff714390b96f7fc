import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVOICE_PAY_MSG } from '@resonate/contracts/billing/invoice-payment';
import { PAYMENT_MSG } from '@resonate/contracts/onboarding/payment';
import { createDemoApp, signIn } from '../../../test/auth-helpers.ts';
import type { TTestApp } from '../../../test/create-test-app.ts';
import { withTenant } from '#/db/tenant.ts';
import { card } from '#/modules/billing/testing.ts';
import { TEST_CARDS } from '#/modules/billing/index.ts';
import { insertDocument } from './issue/insert-document.ts';
import { pdfText } from './invoices-test-helpers.ts';

let t: TTestApp;
let token: string;
let clientId: number;
beforeAll(async () => {
  t = await createDemoApp();
  ({ accessToken: token, clientId } = await signIn(t.app, 'admin@acme.test'));
});
afterAll(() => t.close());

async function post(url: string, payload: object, accessToken = token) {
  const response = await t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { accesstoken: accessToken },
  });
  return { code: response.statusCode, body: response.json() };
}

/** A monthly invoice of 100.00 + 20% VAT, issued as due (or in the given state), for Acme. */
async function dueInvoice(owner = clientId, status: 'due' | 'void' = 'due', dueInDays = 14) {
  const now = new Date();
  return withTenant(t.app.db, { clientId: owner }, (trx) =>
    insertDocument(trx, {
      clientId: owner,
      kind: 'invoice',
      issuer: 'RES',
      currency: 'GBP',
      lines: [
        {
          kind: 'overage',
          description: 'Email messages',
          channelId: null,
          quantity: 1,
          unitPriceMilli: null,
          unitPriceMinor: 10_000,
          amountMinor: 10_000,
          creditedLineNo: null,
        },
      ],
      discountMinor: 0,
      taxRateBp: 2000,
      taxLabel: 'VAT',
      taxNote: '',
      status,
      issuedAt: now,
      dueAt: new Date(now.getTime() + dueInDays * 86_400_000),
      paidAt: null,
      periodKey: null,
      periodStart: now,
      periodEnd: now,
      billTo: {
        name: 'Acme Retail',
        email: 'hello@acme.test',
        address: '',
        city: '',
        postcode: '',
        countryCode: 'GB',
        taxNumber: '',
      },
      promoCode: null,
      creditedInvoiceId: null,
      reason: '',
    }),
  );
}

const pay = (invoiceId: number, extra: object = {}, accessToken = token) =>
  post(
    '/api/Invoice/PayInvoice',
    { invoiceId, idempotencyKey: randomUUID(), card: card(), ...extra },
    accessToken,
  );

async function attempts(invoiceId: number) {
  const { rows } = await sql<{ status: string }>`
    select status from payment_attempts where invoice_id = ${invoiceId}
    order by created_at`.execute(t.app.ownerDb);
  return rows.map((row) => row.status);
}

describe('paying an invoice', () => {
  it('pays a due invoice and shows the payment: when, the card and the amount', async () => {
    const invoice = await dueInvoice();
    const paid = await pay(invoice.id);
    expect(paid.code).toBe(200);
    expect(paid.body.message).toBe(INVOICE_PAY_MSG.paid(invoice.invoiceNumber));
    const detail = paid.body.data.invoice;
    expect(detail.status).toBe('paid');
    expect(detail.paidAt).not.toBeNull();
    expect(detail.payment).toMatchObject({
      amountMinor: 12_000,
      currency: 'GBP',
      cardBrand: 'visa',
      cardLast4: '4242',
    });
    expect(detail.payment.reference).toMatch(/^test_ch_/);
    const link = await post('/api/Invoice/DownloadInvoicePdf', { invoiceId: invoice.id });
    const pdf = await t.app.inject({ method: 'GET', url: link.body.data.url });
    expect(pdfText(pdf.rawPayload)).toContain('ending 4242');
  });

  it('charges once for a double click or a retried request (the same idempotency key)', async () => {
    const invoice = await dueInvoice();
    const body = { idempotencyKey: randomUUID(), card: card() };
    const [first, second] = await Promise.all([pay(invoice.id, body), pay(invoice.id, body)]);
    expect([first.code, second.code]).toEqual([200, 200]);
    expect(second.body.data.invoice.payment).toEqual(first.body.data.invoice.payment);
    expect((await pay(invoice.id, body)).code).toBe(200);
    expect(await attempts(invoice.id)).toEqual(['approved']);
    // A second payment with a fresh key finds the invoice paid.
    const again = await pay(invoice.id);
    expect(again.code).toBe(409);
    expect(again.body.message).toBe(INVOICE_PAY_MSG.alreadyPaid);
    expect(await attempts(invoice.id)).toEqual(['approved']);
  });

  it('answers a declined card with its reason, keeps the invoice due, and takes a retry', async () => {
    const invoice = await dueInvoice(clientId, 'due', -3);
    const declinedBody = { idempotencyKey: randomUUID(), card: card(TEST_CARDS.declined) };
    const declined = await pay(invoice.id, declinedBody);
    expect(declined.code).toBe(422);
    expect(declined.body.message).toBe(PAYMENT_MSG.declined);
    expect(declined.body.errors['card.number']).toBe(PAYMENT_MSG.declined);
    const still = await post('/api/Invoice/GetInvoice', { invoiceId: invoice.id });
    expect(still.body.data.invoice.status).toBe('overdue');
    expect(still.body.data.invoice.payment).toBeNull();
    // The same request again answers the same decline without asking the processor again.
    expect((await pay(invoice.id, declinedBody)).code).toBe(422);
    expect(await attempts(invoice.id)).toEqual(['declined']);
    // The same key with another card is another request: refused, not charged.
    const reused = await pay(invoice.id, { ...declinedBody, card: card() });
    expect(reused.code).toBe(409);
    const retried = await pay(invoice.id);
    expect(retried.code).toBe(200);
    expect(retried.body.data.invoice.status).toBe('paid');
    expect(await attempts(invoice.id)).toEqual(['declined', 'approved']);
  });

  it('refuses a void invoice, a credit note and bad input, storing nothing', async () => {
    const voided = await dueInvoice(clientId, 'void');
    const v = await pay(voided.id);
    expect(v.code).toBe(400);
    expect(v.body.message).toBe(INVOICE_PAY_MSG.void);
    const invoice = await dueInvoice();
    const credit = await post('/api/Invoice/CreateCreditNote', {
      invoiceId: invoice.id,
      reason: 'Goodwill',
      lines: [{ lineNo: 1, amountMinor: 1_000 }],
    });
    expect(credit.code).toBe(200);
    const c = await pay(credit.body.data.invoice.invoiceId);
    expect(c.code).toBe(400);
    expect(c.body.message).toBe(INVOICE_PAY_MSG.creditNote);
    const badCard = await pay(invoice.id, { card: card('4242424242424241') });
    expect(badCard.code).toBe(400);
    expect(badCard.body.errors['card.number']).toBe(PAYMENT_MSG.cardNumberInvalid);
    const noKey = await pay(invoice.id, { idempotencyKey: 'x' });
    expect(noKey.code).toBe(400);
    expect(await attempts(invoice.id)).toEqual([]);
    expect(await attempts(voided.id)).toEqual([]);
  });

  it("answers 404 for another client's invoice, and 403 to a viewer and to a non-admin", async () => {
    const { rows } = await sql<{ id: string }>`
      select id from clients where name <> 'Acme Retail' order by id limit 1`.execute(
      t.app.ownerDb,
    );
    const other = await dueInvoice(Number(rows[0]!.id));
    const foreign = await pay(other.id);
    expect(foreign.code).toBe(404);
    expect(await attempts(other.id)).toEqual([]);
    const invoice = await dueInvoice();
    // The Viewer role does not see invoices at all.
    const viewer = await signIn(t.app, 'viewer@acme.test');
    expect((await pay(invoice.id, {}, viewer.accessToken)).code).toBe(403);
    // An Administrator who is not an account admin sees invoices but may not pay them.
    await sql`update users set otp_required = false where email = 'otp@acme.test'`.execute(
      t.app.ownerDb,
    );
    const administrator = await signIn(t.app, 'otp@acme.test');
    const refused = await pay(invoice.id, {}, administrator.accessToken);
    expect(refused.code).toBe(403);
    expect(refused.body.message).toBe(INVOICE_PAY_MSG.adminOnly);
    expect(await attempts(invoice.id)).toEqual([]);
  });
});
