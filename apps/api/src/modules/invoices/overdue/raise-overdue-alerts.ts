import { sql, type Kysely } from 'kysely';
import { INVOICE_PAY_MSG } from '@resonate/contracts/billing/invoice-payment';
import { formatMoney } from '@resonate/contracts/onboarding/payment-quote';
import type { DB } from '#/db/schema.ts';
import { withTenant } from '#/db/tenant.ts';
import { notify, type TDeliver, type TNotifyDeps } from '#/modules/notifications/index.ts';

type TCandidate = { client_id: string; invoice_id: string };

/**
 * The daily overdue check: every invoice still due after its due date alerts the client's
 * account admins once, through notify() so their alert settings decide in-app and email. The
 * alert is claimed by setting overdue_alerted_at with a conditional update in the same
 * transaction as the notification: a second worker, a rerun or a retried job finds it claimed
 * (the row lock makes the second update wait and then match nothing) and sends nothing twice.
 */
export async function raiseOverdueInvoiceAlerts(
  deps: TNotifyDeps & { db: Kysely<DB> },
  now = new Date(),
): Promise<number> {
  const { rows } = await sql<TCandidate>`
    select client_id, invoice_id from overdue_invoice_candidates(${now})`.execute(deps.db);
  let sent = 0;
  for (const candidate of rows) {
    const clientId = Number(candidate.client_id);
    let deliver: TDeliver | undefined;
    await withTenant(deps.db, { clientId }, async (trx) => {
      const claimed = await trx
        .updateTable('invoices')
        .set({ overdue_alerted_at: now })
        .where('id', '=', Number(candidate.invoice_id))
        .where('status', '=', 'due')
        .where('due_at', '<', now)
        .where('overdue_alerted_at', 'is', null)
        .returning(['id', 'invoice_number', 'total_minor', 'currency', 'due_at'])
        .executeTakeFirst();
      if (!claimed) return;
      deliver = await notify(deps, trx, {
        clientId,
        userId: 'accountAdmins',
        eventType: 'invoiceOverdue',
        eventName: INVOICE_PAY_MSG.overdueAlert(claimed.invoice_number),
        details: {
          Amount: formatMoney(Number(claimed.total_minor), claimed.currency),
          'Due on': claimed.due_at!.toUTCString(),
          'Pay now': `${deps.config.publicUrl}/invoice-list/invoice?id=${claimed.id}`,
        },
      });
      sent++;
    });
    deliver?.();
  }
  return sent;
}
