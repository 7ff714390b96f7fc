import { sql, type Kysely } from 'kysely';
import { formatMoney } from '@resonate/contracts/onboarding/payment-quote';
import type { DB } from '#/db/schema.ts';
import { withTenant } from '#/db/tenant.ts';
import { notify, type TDeliver, type TNotifyDeps } from '#/modules/notifications/index.ts';
import { issueMonthlyInvoice, periodBounds, type TPeriod } from './issue-monthly-invoice.ts';

/** The calendar month (UTC) before the one `now` is in. */
export function previousPeriod(now: Date): TPeriod {
  const month = now.getUTCMonth(); // 0-based: this is already the previous month, 1-based
  return month === 0
    ? { year: now.getUTCFullYear() - 1, month: 12 }
    : { year: now.getUTCFullYear(), month };
}

/**
 * Closes a month: each client that held a licence during it gets its invoice, each in its own
 * tenant transaction (one client's failure does not hold up the others; it is retried with the
 * job), and its account admins are told once the invoice is committed. Idempotent: a client
 * already invoiced for the month is skipped.
 */
export async function closeMonth(
  deps: TNotifyDeps & { db: Kysely<DB> },
  period: TPeriod,
  now = new Date(),
): Promise<{ issued: string[]; failed: number }> {
  const bounds = periodBounds(period);
  const { rows } = await sql<{ client_id: string | number }>`
    select client_id from invoice_closing_candidates(${bounds.start}, ${bounds.end})`.execute(
    deps.db,
  );
  const issued: string[] = [];
  let failed = 0;
  for (const row of rows) {
    const clientId = Number(row.client_id);
    try {
      let deliver: TDeliver | undefined;
      await withTenant(deps.db, { clientId }, async (trx) => {
        const invoice = await issueMonthlyInvoice(trx, clientId, period, now);
        if (!invoice) return;
        issued.push(invoice.invoiceNumber);
        const head = await trx
          .selectFrom('invoices')
          .select(['currency', 'id'])
          .where('id', '=', invoice.id)
          .executeTakeFirstOrThrow();
        deliver = await notify(deps, trx, {
          clientId,
          userId: 'accountAdmins',
          eventType: 'invoiceIssued',
          eventName: `Invoice ${invoice.invoiceNumber} issued`,
          details: {
            Period: bounds.key,
            Total: formatMoney(invoice.totalMinor, head.currency),
            View: `${deps.config.publicUrl}/invoice-list/invoice?id=${head.id}`,
          },
        });
      });
      deliver?.();
    } catch (error) {
      failed++;
      deps.log.error({ err: error, clientId, period: bounds.key }, 'invoice closing failed');
    }
  }
  return { issued, failed };
}
