import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { INVOICE_MSG, type TInvoiceDetail } from '@resonate/contracts/billing/invoices';
import {
  INVOICE_PAY_MSG,
  type ZPayInvoiceRequestSchema,
} from '@resonate/contracts/billing/invoice-payment';
import { withTenant } from '#/db/tenant.ts';
import { AppError } from '#/errors.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import {
  chargeInvoice,
  declinedError,
  earlierInvoiceCharge,
  type TChargeOutcome,
} from '#/modules/billing/index.ts';
import type { TPaymentProvider } from '#/modules/billing/index.ts';
import { loadInvoiceDetail } from './get-invoices.ts';
import { findInvoice } from './invoice-repository.ts';

type TPayInvoice = z.output<typeof ZPayInvoiceRequestSchema>;
type TOutcome = { ok: true; invoice: TInvoiceDetail } | { ok: false; error: AppError };

/**
 * POST Invoice/PayInvoice (account admins): "Pay now" on a due or overdue invoice. In one
 * transaction holding the invoice row: the idempotency key first (a repeat answers as the first
 * time), then the invoice must be payable, then the charge of its total; approved, the invoice
 * is paid. A decline records only the attempt (the transaction commits it) and is answered as a
 * 422 with the processor's reason, so the person can retry with another card.
 */
export async function payInvoice(
  deps: Pick<FastifyInstance, 'db' | 'config'>,
  provider: TPaymentProvider,
  auth: TAuthContext,
  body: TPayInvoice,
  now = new Date(),
): Promise<TInvoiceDetail> {
  if (!auth.isAccountAdmin) throw new AppError('FORBIDDEN', INVOICE_PAY_MSG.adminOnly);
  const charge = { clientId: auth.clientId, ...body };
  const settle = { appSecret: deps.config.appSecret, provider };
  const outcome = await withTenant(
    deps.db,
    { clientId: auth.clientId },
    async (trx): Promise<TOutcome> => {
      const invoice = await findInvoice(trx, body.invoiceId, true);
      if (!invoice) throw new AppError('NOT_FOUND', INVOICE_MSG.notFound);
      let result: TChargeOutcome | undefined = await earlierInvoiceCharge(
        trx,
        settle.appSecret,
        charge,
      );
      if (!result) {
        if (invoice.kind !== 'invoice') throw refuse(INVOICE_PAY_MSG.creditNote);
        if (invoice.status === 'paid') throw new AppError('CONFLICT', INVOICE_PAY_MSG.alreadyPaid);
        if (invoice.status === 'void') throw refuse(INVOICE_PAY_MSG.void);
        result = await chargeInvoice(trx, settle, charge, {
          amountMinor: Number(invoice.total_minor),
          currency: invoice.currency,
        });
        if (result.approved) {
          await trx
            .updateTable('invoices')
            .set({ status: 'paid', paid_at: now })
            .where('id', '=', invoice.id)
            .execute();
        }
      }
      if (!result.approved) return { ok: false, error: declinedError(result) };
      return { ok: true, invoice: await loadInvoiceDetail(trx, invoice.id, now) };
    },
  );
  if (!outcome.ok) throw outcome.error;
  return outcome.invoice;
}

const refuse = (message: string) =>
  new AppError('BAD_REQUEST', message, { errors: { invoiceId: message } });
