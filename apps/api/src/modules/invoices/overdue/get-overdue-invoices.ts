import type { FastifyInstance } from 'fastify';
import type { TOverdueInvoices } from '@resonate/contracts/billing/invoice-payment';
import { withTenant } from '#/db/tenant.ts';

/**
 * POST Invoice/GetOverdueInvoices: how many of the tenant's invoices are due and past their due
 * date, and the oldest of them, for the banner that asks account admins to pay.
 */
export async function getOverdueInvoices(
  deps: Pick<FastifyInstance, 'db'>,
  clientId: number,
  now = new Date(),
): Promise<TOverdueInvoices> {
  return withTenant(deps.db, { clientId }, async (trx) => {
    const rows = await trx
      .selectFrom('invoices')
      .select('id')
      .where('kind', '=', 'invoice')
      .where('status', '=', 'due')
      .where('due_at', '<', now)
      .orderBy('due_at')
      .orderBy('id')
      .execute();
    return { count: rows.length, oldestInvoiceId: rows.length > 0 ? Number(rows[0]!.id) : null };
  });
}
