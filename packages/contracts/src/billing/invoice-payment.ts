/**
 * "Pay now" on a due invoice (issue 26, item 3): the card goes through the same processor and
 * the same idempotency rules as the first payment (onboarding/payment.ts): one idempotency key
 * per attempt, so a retried or double-clicked payment charges once; a decline can be retried.
 */
import { z } from 'zod';
import { ZCardSchema } from '../onboarding/payment.ts';

export const INVOICE_PAY_MSG = {
  adminOnly: 'Only account admins can pay invoices',
  alreadyPaid: 'This invoice has already been paid',
  void: 'This invoice is void and cannot be paid',
  creditNote: 'A credit note cannot be paid',
  paid: (invoiceNumber: string) => `Invoice ${invoiceNumber} paid`,
  retryKey: 'Reload the page and try again',
  overdueBanner: (count: number) =>
    count === 1 ? 'An invoice is overdue' : `${count} invoices are overdue`,
  overdueAlert: (invoiceNumber: string) => `Invoice ${invoiceNumber} is overdue`,
} as const;

export const ZPayInvoiceRequestSchema = z.object({
  invoiceId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  idempotencyKey: z.uuid({ error: INVOICE_PAY_MSG.retryKey }),
  card: ZCardSchema,
});
export type TPayInvoiceRequest = z.input<typeof ZPayInvoiceRequestSchema>;

/** What the overdue banner needs: how many invoices are overdue and the oldest one. */
export const ZOverdueInvoicesSchema = z.object({
  count: z.number().int(),
  oldestInvoiceId: z.number().int().nullable(),
});
export type TOverdueInvoices = z.infer<typeof ZOverdueInvoicesSchema>;
