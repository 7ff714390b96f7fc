/**
 * Invoices and credit notes (issue 11): list, one invoice, PDF link, credit notes and the
 * agency's invoice values. Money is integer minor units of the invoice's currency; per-message
 * prices are thousandths of a minor unit (see pricing/price-plans.ts).
 */
import { z } from 'zod';

/** Who issues our invoices (ours: the spec names no seller). Numbers run per issuer. */
export const INVOICE_ISSUERS = {
  RES: {
    code: 'RES',
    name: 'Resonate Marketing Ltd',
    addressLines: ['10 Finsbury Square', 'London EC2A 1AF', 'United Kingdom'],
    vatNumber: 'GB 123 4567 89',
    email: 'billing@resonate.example',
  },
} as const;
export type TIssuerCode = keyof typeof INVOICE_ISSUERS;
export const DEFAULT_ISSUER: TIssuerCode = 'RES';

/** Days between issue and due date of a monthly invoice. */
export const INVOICE_DUE_DAYS = 14;
export const INVOICE_PAGE_SIZES = [10, 25, 50] as const;

export const INVOICE_STATUSES = ['paid', 'due', 'overdue', 'void'] as const;
export type TInvoiceStatus = (typeof INVOICE_STATUSES)[number];
/** The statuses the list filters by (issue 11). */
export const INVOICE_FILTER_STATUSES = ['paid', 'due', 'overdue'] as const;

export const INVOICE_MSG = {
  notFound: 'Invoice not found',
  periodMalformed: 'Enter a period as YYYY-MM',
  periodFuture: 'The period cannot be in the future',
  periodRange: 'The start period must not be after the end period',
  notCreditable: 'Only an invoice can be credited, not a credit note',
  nothingToCredit: 'This invoice has been credited in full already',
  lineUnknown: (lineNo: number) => `Line ${lineNo} is not on this invoice`,
  lineTooMuch: (lineNo: number) => `Line ${lineNo} has less than that left to credit`,
  lineTwice: 'Each line may be listed once',
  reasonRequired: 'Enter the reason for the credit note',
  adminOnly: 'Only account admins can issue credit notes',
  linkExpired: 'This download link has expired; download the invoice again',
} as const;

const PERIOD_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

/** A billing period YYYY-MM, not after the current month (UTC). */
export const ZInvoicePeriodSchema = z
  .string({ error: INVOICE_MSG.periodMalformed })
  .regex(PERIOD_PATTERN, { error: INVOICE_MSG.periodMalformed })
  .refine((period) => period <= new Date().toISOString().slice(0, 7), {
    error: INVOICE_MSG.periodFuture,
  });

export function periodKeyOf(year: number, month: number): string {
  return `${year}-${String(month).padStart(2, '0')}`;
}

/** Due and past its due date is overdue: computed when read, so it is never stale. */
export function effectiveStatus(status: TInvoiceStatus, dueAt: Date | null, now = new Date()) {
  return status === 'due' && dueAt !== null && dueAt.getTime() < now.getTime() ? 'overdue' : status;
}

/** Half-up to a whole minor unit on the magnitude, so a credit mirrors its invoice exactly. */
export function shareOf(amountMinor: number, basisPoints: number): number {
  const magnitude = Math.round((Math.abs(amountMinor) * basisPoints) / 10_000);
  return amountMinor < 0 ? -magnitude : magnitude;
}

/** Subtotal, discount, tax once on the net, total: every document is computed this way. */
export function invoiceTotals(
  lineAmountsMinor: number[],
  discountMinor: number,
  taxRateBp: number,
) {
  const subtotalMinor = lineAmountsMinor.reduce((sum, amount) => sum + amount, 0);
  const netMinor = subtotalMinor - discountMinor;
  const taxMinor = shareOf(netMinor, taxRateBp);
  return { subtotalMinor, discountMinor, taxMinor, totalMinor: netMinor + taxMinor };
}

const ZId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const ZGetInvoicesRequestSchema = z.object({
  period: ZInvoicePeriodSchema.optional(),
  status: z.enum(INVOICE_FILTER_STATUSES).optional(),
  pageNo: z.number().int().min(1).max(100_000).default(1),
  pageSize: z.number().int().min(1).max(100).default(25),
});
export type TGetInvoicesRequest = z.input<typeof ZGetInvoicesRequestSchema>;

export const ZInvoiceRefSchema = z.object({ invoiceId: ZId });

export const ZInvoiceSummarySchema = z.object({
  invoiceId: z.number().int(),
  invoiceNumber: z.string(),
  kind: z.enum(['invoice', 'credit_note']),
  period: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  issuedAt: z.string(),
  dueAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  status: z.enum(INVOICE_STATUSES),
  currency: z.string(),
  totalMinor: z.number().int(),
  creditedInvoiceNumber: z.string().nullable(),
});
export type TInvoiceSummary = z.infer<typeof ZInvoiceSummarySchema>;

export const ZInvoiceLineSchema = z.object({
  lineNo: z.number().int(),
  kind: z.enum(['licence', 'subscription', 'overage', 'credit']),
  description: z.string(),
  channelId: z.number().int().nullable(),
  quantity: z.number().int(),
  /** Per-message lines: the unit price in thousandths of a minor unit; else null. */
  unitPriceMilli: z.number().int().nullable(),
  unitPriceMinor: z.number().int(),
  amountMinor: z.number().int(),
  /** On an invoice: what is still creditable on this line. */
  creditableMinor: z.number().int(),
});
export type TInvoiceLine = z.infer<typeof ZInvoiceLineSchema>;

/** The payment of a paid invoice: by card (brand and last 4) or, with no charge, a reference. */
export const ZInvoicePaymentSchema = z.object({
  paidAt: z.string(),
  amountMinor: z.number().int(),
  currency: z.string(),
  cardBrand: z.string().nullable(),
  cardLast4: z.string().nullable(),
  reference: z.string(),
});
export type TInvoicePayment = z.infer<typeof ZInvoicePaymentSchema>;

export const ZInvoiceDetailSchema = ZInvoiceSummarySchema.extend({
  issuer: z.object({
    code: z.string(),
    name: z.string(),
    addressLines: z.array(z.string()),
    vatNumber: z.string(),
    email: z.string(),
  }),
  billTo: z.object({
    name: z.string(),
    email: z.string(),
    address: z.string(),
    city: z.string(),
    postcode: z.string(),
    countryCode: z.string().nullable(),
    /** The customer's VAT/tax number when they gave one (billing/tax.ts), else ''. */
    taxNumber: z.string(),
  }),
  orderId: z.string().nullable(),
  promoCode: z.string().nullable(),
  reason: z.string(),
  lines: z.array(ZInvoiceLineSchema),
  subtotalMinor: z.number().int(),
  discountMinor: z.number().int(),
  taxRateBp: z.number().int(),
  /** VAT, GST...; the reverse-charge note when it applies, else ''. */
  taxLabel: z.string(),
  taxNote: z.string(),
  taxMinor: z.number().int(),
  creditNotes: z.array(ZInvoiceSummarySchema),
  /** How a paid invoice was paid; null while unpaid, and on documents nobody paid (credit notes). */
  payment: ZInvoicePaymentSchema.nullable(),
});
export type TInvoiceDetail = z.infer<typeof ZInvoiceDetailSchema>;

export const ZInvoiceListSchema = z.object({ invoices: z.array(ZInvoiceSummarySchema) });
/** The answer of a call about one invoice (read, credited, paid): the invoice as it now is. */
export const ZInvoiceResultSchema = z.object({ invoice: ZInvoiceDetailSchema });
export const ZInvoicePdfLinkSchema = z.object({ url: z.string() });
export const ZInvoicePdfQuerySchema = z.object({ token: z.string().min(1).max(2000) });

export const ZCreateCreditNoteRequestSchema = z.object({
  invoiceId: ZId,
  reason: z
    .string({ error: INVOICE_MSG.reasonRequired })
    .trim()
    .min(1, { error: INVOICE_MSG.reasonRequired })
    .max(500),
  /** Omitted: credit everything still creditable. Else amounts (minor units, > 0) per line. */
  lines: z
    .array(z.object({ lineNo: z.number().int().min(1).max(10_000), amountMinor: ZId }))
    .min(1)
    .max(500)
    .refine((lines) => new Set(lines.map((l) => l.lineNo)).size === lines.length, {
      error: INVOICE_MSG.lineTwice,
    })
    .optional(),
});
export type TCreateCreditNoteRequest = z.infer<typeof ZCreateCreditNoteRequestSchema>;

export const ZInvoiceValueRequestSchema = z
  .object({ fromPeriod: ZInvoicePeriodSchema, toPeriod: ZInvoicePeriodSchema })
  .refine((body) => body.fromPeriod <= body.toPeriod, {
    error: INVOICE_MSG.periodRange,
    path: ['fromPeriod'],
  });
export const ZInvoiceValueRowSchema = z.object({
  clientId: z.number().int(),
  clientName: z.string(),
  period: z.string(),
  currency: z.string(),
  documents: z.number().int(),
  invoicedMinor: z.number().int(),
  creditedMinor: z.number().int(),
  netMinor: z.number().int(),
});
export type TInvoiceValueRow = z.infer<typeof ZInvoiceValueRowSchema>;
export const ZInvoiceValuesSchema = z.object({ values: z.array(ZInvoiceValueRowSchema) });

/** A per-message price (thousandths of a minor unit) as money with up to 3 more decimals. */
export function formatMessagePrice(priceMilli: number, currency: string, locale = 'en-GB'): string {
  const base = new Intl.NumberFormat(locale, { style: 'currency', currency });
  const digits = base.resolvedOptions().maximumFractionDigits ?? 2;
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits + 3,
  }).format(priceMilli / 1000 / 10 ** digits);
}
