import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVERSE_CHARGE_NOTE, TAX_MSG } from '@resonate/contracts/billing/tax';
import { createDemoApp, signIn } from '../../../test/auth-helpers.ts';
import type { TTestApp } from '../../../test/create-test-app.ts';
import { accountReadyToPay, post, submitBody } from './billing-test-helpers.ts';

const COUNTRY_ID = { DE: 57, FR: 75, US: 233, AU: 13 } as const;

let t: TTestApp;
beforeAll(async () => {
  t = await createDemoApp();
});
afterAll(() => t.close());

const ready = (country: keyof typeof COUNTRY_ID) =>
  accountReadyToPay(t.app, t.dataDir, { signUp: { countryId: COUNTRY_ID[country] } });

describe('tax by country on the payment quote', () => {
  it("quotes an EU customer without a VAT number their country's rate, and a US one none", async () => {
    const fr = await ready('FR');
    expect(fr.details.quote).toMatchObject({ taxRateBp: 2000, taxLabel: 'VAT', taxNote: '' });
    expect(fr.details.countryCode).toBe('FR');
    const us = await ready('US');
    expect(us.details.quote).toMatchObject({ taxRateBp: 0, taxMinor: 0, taxNote: '' });
    const au = await ready('AU');
    expect(au.details.quote).toMatchObject({ taxRateBp: 1000, taxLabel: 'GST' });
  });

  it('refuses a VAT number in the wrong format with the example, storing nothing', async () => {
    const de = await ready('DE');
    const bad = await post(t.app, 'Payment/SetTaxNumber', { q: de.q, taxNumber: 'DE12' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.taxNumber).toBe(TAX_MSG.taxNumberFormat('DE123456789'));
    const { rows } = await sql<{ tax_number: string }>`
      select tax_number from clients where id = ${de.clientId}`.execute(t.app.ownerDb);
    expect(rows[0]!.tax_number).toBe('');
  });

  it('reverse-charges an EU business with a valid VAT number, on the quote and the invoice', async () => {
    const de = await ready('DE');
    const saved = await post(t.app, 'Payment/SetTaxNumber', {
      q: de.q,
      taxNumber: 'de 123 456 789',
    });
    expect(saved.statusCode).toBe(200);
    const details = saved.json().data;
    expect(details.taxNumber).toBe('DE123456789');
    expect(details.quote).toMatchObject({
      taxRateBp: 0,
      taxMinor: 0,
      taxNote: REVERSE_CHARGE_NOTE,
      totalMinor: details.quote.salePriceMinor,
    });
    const paid = await post(t.app, 'PaymentSubmit', submitBody(de));
    expect(paid.statusCode).toBe(200);
    const session = paid.json().data.session as { accessToken: string };
    const list = await t.app.inject({
      method: 'POST',
      url: '/api/Invoice/GetInvoices',
      payload: {},
      headers: { accesstoken: session.accessToken },
    });
    const [summary] = list.json().data.invoices as { invoiceId: number }[];
    const invoice = await t.app.inject({
      method: 'POST',
      url: '/api/Invoice/GetInvoice',
      payload: { invoiceId: summary!.invoiceId },
      headers: { accesstoken: session.accessToken },
    });
    expect(invoice.json().data.invoice).toMatchObject({
      taxRateBp: 0,
      taxMinor: 0,
      taxLabel: 'VAT',
      taxNote: REVERSE_CHARGE_NOTE,
      billTo: { countryCode: 'DE', taxNumber: 'DE123456789' },
      payment: { cardBrand: 'visa', cardLast4: '4242' },
    });
  });

  it('keeps charging a UK customer UK VAT on monthly invoices', async () => {
    const admin = await signIn(t.app, 'admin@acme.test');
    const { closeMonth, previousPeriod } = await import('#/modules/invoices/index.ts');
    await closeMonth(t.app, previousPeriod(new Date()));
    const { rows } = await sql<{ tax_rate_bp: number; tax_label: string; tax_note: string }>`
      select tax_rate_bp, tax_label, tax_note from invoices
      where client_id = ${admin.clientId} and period_key is not null`.execute(t.app.ownerDb);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows[0]).toEqual({ tax_rate_bp: 2000, tax_label: 'VAT', tax_note: '' });
  });
});
