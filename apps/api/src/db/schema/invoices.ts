import type { ColumnType, Selectable } from 'kysely';
import type { Defaulted, NullableTimestamp } from './columns.ts';

/** Monthly invoices and credit notes (2026-11-23T0550_invoices), over the billing tables. */

export type TInvoiceKind = 'invoice' | 'credit_note';
export type TInvoiceStatus = 'paid' | 'due' | 'overdue' | 'void';
export type TInvoiceLineKind = 'licence' | 'subscription' | 'overage' | 'credit';

/** Columns the monthly close adds to invoices. */
export interface InvoiceIssueColumns {
  kind: Defaulted<TInvoiceKind>;
  issuer: Defaulted<string>;
  due_at: NullableTimestamp;
  paid_at: NullableTimestamp;
  billing_address: Defaulted<string>;
  billing_city: Defaulted<string>;
  billing_postcode: Defaulted<string>;
  country_code: Defaulted<string | null>;
  promo_code: Defaulted<string | null>;
  credited_invoice_id: Defaulted<number | null>;
  period_key: Defaulted<string | null>;
  reason: Defaulted<string>;
  /** Tax by country and the overdue alert (2026-11-28T1500_invoice_payments). */
  overdue_alerted_at: Defaulted<Date | null>;
  tax_number: Defaulted<string>;
  tax_label: Defaulted<string>;
  tax_note: Defaulted<string>;
}

export interface InvoiceLineIssueColumns {
  line_kind: Defaulted<TInvoiceLineKind>;
  channel_id: Defaulted<number | null>;
  unit_price_milli: ColumnType<number | null, number | null | undefined, never>;
  credited_line_no: Defaulted<number | null>;
}

/** Global: the last number issued per issuer, series (INV, CN) and year. */
export interface InvoiceNumberCountersTable {
  issuer: string;
  series: 'INV' | 'CN';
  year: number;
  last_value: number;
}

export type TInvoiceCounterRow = Selectable<InvoiceNumberCountersTable>;
