import type { ColumnType, Generated, Selectable } from 'kysely';
import type { CreatedAt, Defaulted, NullableTimestamp, Timestamp } from './columns.ts';

/** Sign-up and billing (2026-11-22T2310_billing). */

/** Columns the sign-up form adds to users. */
export interface UserSignUpColumns {
  title: Defaulted<string | null>;
  job_function_id: Defaulted<number | null>;
}

/** Global: an emailed code proving a new user's address, before any client exists. */
export interface SignupVerificationsTable {
  id: Generated<string>;
  email: string;
  code_hash: Buffer;
  attempts: Defaulted<number>;
  sends: Defaulted<number>;
  last_sent_at: Defaulted<Date>;
  expires_at: Timestamp;
  verified_at: NullableTimestamp;
  consumed_at: NullableTimestamp;
  created_at: CreatedAt;
}

/** Global: per-address counters under keyed hashes. */
export interface SignupRateCountersTable {
  key_hash: Buffer;
  window_started_at: Timestamp;
  count: Defaulted<number>;
}

/** Global promo catalogue. */
export interface PromoCodesTable {
  code: string;
  description: string;
  percent_off: number | null;
  amount_off_minor: number | null;
  currency: string | null;
  valid_from: Defaulted<Date>;
  valid_until: NullableTimestamp;
  max_redemptions: number | null;
  redemptions: Defaulted<number>;
  active: Defaulted<boolean>;
  created_at: CreatedAt;
}

// Money columns are bigint; the app pool parses int8 to numbers (see pool.ts).
type Money = ColumnType<number, number, number>;

export type TPaymentFrequency = 'Monthly' | 'Yearly';

/** Tenant table: one paid order. */
export interface OrdersTable {
  client_id: number;
  order_id: string;
  user_id: number | null;
  licence_type_id: number;
  frequency: TPaymentFrequency;
  currency: string;
  amount_minor: Money;
  sale_price_minor: Money;
  discount_minor: Defaulted<number>;
  tax_minor: Defaulted<number>;
  total_minor: Money;
  promo_code: string | null;
  cp_code: string | null;
  card_brand: string;
  card_last4: string;
  provider: string;
  provider_ref: string;
  paid_at: CreatedAt;
}

export interface InvoicesTable {
  client_id: number;
  id: Generated<number>;
  invoice_number: string;
  /** Null on monthly invoices and credit notes (2026-11-23T0550_invoices). */
  order_id: string | null;
  status: Defaulted<'paid' | 'due' | 'overdue' | 'void'>;
  currency: string;
  subtotal_minor: Money;
  discount_minor: Defaulted<number>;
  tax_rate_bp: Defaulted<number>;
  tax_minor: Defaulted<number>;
  total_minor: Money;
  billing_name: string;
  billing_email: Defaulted<string>;
  period_start: Timestamp;
  period_end: Timestamp;
  issued_at: CreatedAt;
}

export interface InvoiceLinesTable {
  client_id: number;
  invoice_id: number;
  line_no: number;
  description: string;
  quantity: Defaulted<number>;
  unit_price_minor: Money;
  amount_minor: Money;
}

export type TPaymentAttemptStatus = 'approved' | 'declined';

/** Tenant table: every charge tried, by its idempotency key (a replay answers from here). */
export interface PaymentAttemptsTable {
  client_id: number;
  idempotency_key: string;
  /** Exactly one of order_id (first payment) and invoice_id ("Pay now", 2026-11-28T1500). */
  order_id: string | null;
  invoice_id: Defaulted<number | null>;
  request_hash: Buffer;
  status: TPaymentAttemptStatus;
  decline_code: string | null;
  decline_reason: string | null;
  provider_ref: string | null;
  card_brand: string;
  card_last4: string;
  amount_minor: Money;
  currency: string;
  created_at: CreatedAt;
}

export type TPromoCodeRow = Selectable<PromoCodesTable>;
export type TPaymentAttemptRow = Selectable<PaymentAttemptsTable>;
export type TSignupVerificationRow = Selectable<SignupVerificationsTable>;
