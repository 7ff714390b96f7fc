import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { TInvoiceValueRow } from '@resonate/contracts/billing/invoices';
import { withTenant } from '#/db/tenant.ts';
import { AppError } from '#/errors.ts';
import { ADMIN_MSG } from '@resonate/contracts/onboarding/admin-common';
import type { TAuthContext } from '#/modules/auth/index.ts';

type TValueRow = {
  client_id: string;
  client_name: string;
  period_key: string;
  currency: string;
  documents: string;
  invoiced_minor: string;
  credited_minor: string;
};

/**
 * POST Admin/InvoiceValue: for an account admin, the invoice values per client and period of
 * the client it works in and, for an agency, of every brand under it (one row per currency).
 * The database function reads the tenant from the transaction, so no other agency is reachable.
 */
export async function getInvoiceValue(
  deps: Pick<FastifyInstance, 'db'>,
  auth: TAuthContext,
  range: { fromPeriod: string; toPeriod: string },
): Promise<TInvoiceValueRow[]> {
  if (!auth.isAccountAdmin) throw new AppError('FORBIDDEN', ADMIN_MSG.notAdmin);
  const { rows } = await withTenant(deps.db, { clientId: auth.clientId }, (trx) =>
    sql<TValueRow>`select * from agency_invoice_values(${range.fromPeriod}, ${range.toPeriod})`.execute(
      trx,
    ),
  );
  return rows.map((row) => {
    const invoiced = Number(row.invoiced_minor);
    const credited = Number(row.credited_minor);
    return {
      clientId: Number(row.client_id),
      clientName: row.client_name,
      period: row.period_key,
      currency: row.currency,
      documents: Number(row.documents),
      invoicedMinor: invoiced,
      creditedMinor: credited,
      netMinor: invoiced - credited,
    };
  });
}
