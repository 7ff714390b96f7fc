import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVOICE_PAY_MSG } from '@resonate/contracts/billing/invoice-payment';
import { eventTypeByKey } from '@resonate/contracts/notifications';
import { createDemoApp, signIn } from '../../../../test/auth-helpers.ts';
import type { TTestApp } from '../../../../test/create-test-app.ts';
import { runInvoiceOverdueCheck } from '#/jobs/invoice-overdue-job.ts';
import { withTenant } from '#/db/tenant.ts';
import { closeMonth, previousPeriod } from '../issue/close-month.ts';
import { insertDocument } from '../issue/insert-document.ts';
import { raiseOverdueInvoiceAlerts } from './raise-overdue-alerts.ts';

let t: TTestApp;
let clientId: number;
beforeAll(async () => {
  t = await createDemoApp();
  ({ clientId } = await signIn(t.app, 'admin@acme.test'));
  await closeMonth(t.app, previousPeriod(new Date()));
});
afterAll(() => t.close());

const DAY_MS = 86_400_000;
const OVERDUE_TYPE = eventTypeByKey('invoiceOverdue').id;

async function overdueAlerts(email: string) {
  const { rows } = await sql<{ event_name: string }>`
    select n.event_name from notifications n join users u on u.id = n.user_id
    where u.email = ${email} and n.notification_type_id = ${OVERDUE_TYPE}
    order by n.id`.execute(t.app.ownerDb);
  return rows.map((row) => row.event_name);
}

async function acmeMonthlyInvoice() {
  const { rows } = await sql<{ id: string; invoice_number: string }>`
    select id, invoice_number from invoices
    where client_id = ${clientId} and period_key is not null and status = 'due'`.execute(
    t.app.ownerDb,
  );
  expect(rows.length).toBe(1);
  return { id: Number(rows[0]!.id), number: rows[0]!.invoice_number };
}

describe('overdue invoice alerts', () => {
  it('raises nothing while an invoice is not yet past its due date', async () => {
    expect(await raiseOverdueInvoiceAlerts(t.app)).toBe(0);
    expect(await overdueAlerts('admin@acme.test')).toEqual([]);
  });

  it('alerts the account admins once per invoice, even with several workers at once', async () => {
    const invoice = await acmeMonthlyInvoice();
    const later = new Date(Date.now() + 15 * DAY_MS);
    const runs = await Promise.all([
      raiseOverdueInvoiceAlerts(t.app, later),
      raiseOverdueInvoiceAlerts(t.app, later),
      runInvoiceOverdueCheck({ db: t.app.db, config: t.app.config, log: t.app.log }),
    ]);
    expect(runs[0]! + runs[1]!).toBeGreaterThanOrEqual(1);
    expect(await overdueAlerts('admin@acme.test')).toEqual([
      INVOICE_PAY_MSG.overdueAlert(invoice.number),
    ]);
    // Not an account admin: no alert.
    expect(await overdueAlerts('viewer@acme.test')).toEqual([]);
    // A later day's run finds it alerted already.
    await raiseOverdueInvoiceAlerts(t.app, new Date(Date.now() + 16 * DAY_MS));
    expect(await overdueAlerts('admin@acme.test')).toHaveLength(1);
  });

  it('does not alert a paid invoice', async () => {
    const { rows } = await sql<{ n: string }>`
      select count(*) as n from overdue_invoice_candidates(${new Date(Date.now() + 30 * DAY_MS)})
      where client_id = ${clientId}`.execute(t.app.ownerDb);
    expect(Number(rows[0]!.n)).toBe(0);
    await sql`update invoices set status = 'paid', paid_at = now(), overdue_alerted_at = null
      where client_id = ${clientId} and period_key is not null`.execute(t.app.ownerDb);
    expect(await raiseOverdueInvoiceAlerts(t.app, new Date(Date.now() + 30 * DAY_MS))).toBe(0);
    expect(await overdueAlerts('admin@acme.test')).toHaveLength(1);
  });
});

describe('the overdue banner data', () => {
  it('counts the invoices past their due date and names the oldest', async () => {
    const { accessToken } = await signIn(t.app, 'admin@acme.test');
    const ask = async () =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/Invoice/GetOverdueInvoices',
          payload: {},
          headers: { accesstoken: accessToken },
        })
      ).json().data;
    // The monthly invoice was paid above.
    expect(await ask()).toEqual({ count: 0, oldestInvoiceId: null });
    const issuedAt = new Date(Date.now() - 20 * DAY_MS);
    const overdue = await withTenant(t.app.db, { clientId }, (trx) =>
      insertDocument(trx, {
        clientId,
        kind: 'invoice',
        issuer: 'RES',
        currency: 'GBP',
        lines: [],
        discountMinor: 0,
        taxRateBp: 0,
        taxLabel: 'VAT',
        taxNote: '',
        totals: { subtotalMinor: 500, discountMinor: 0, taxMinor: 0, totalMinor: 500 },
        status: 'due',
        issuedAt,
        dueAt: new Date(issuedAt.getTime() + 14 * DAY_MS),
        paidAt: null,
        periodKey: null,
        periodStart: issuedAt,
        periodEnd: issuedAt,
        billTo: {
          name: 'Acme Retail',
          email: '',
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
    expect(await ask()).toEqual({ count: 1, oldestInvoiceId: overdue.id });
  });
});
