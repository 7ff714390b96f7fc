import { sql, type Kysely } from 'kysely';

/**
 * Frozen: this file never imports app code.
 *
 * Issue 26 items 3 and 4: invoices can be paid, overdue ones are alerted once, tax by country.
 *
 * - payment_attempts also records the charges of monthly invoices ("Pay now"): invoice_id is
 *   set instead of order_id, under the same idempotency key rules as the first payment. At most
 *   one approved attempt per invoice, so two tabs with two keys cannot both charge it.
 * - invoices.overdue_alerted_at marks the invoice whose "overdue" alert went out: the daily job
 *   sets it with a conditional update, so several workers raise the alert once.
 * - overdue_invoice_candidates() lets that job find due invoices past their due date across
 *   tenants (ids only, like licence_expiry_candidates); everything after runs under RLS.
 * - clients.tax_number: the customer's VAT/tax number (optional, validated per country by the
 *   app), printed on invoices; invoices keep their own copy and the tax label and note.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table payment_attempts
      alter column order_id drop not null,
      add column invoice_id bigint,
      add constraint payment_attempts_paid_thing_check
        check ((order_id is null) <> (invoice_id is null))`.execute(db);
  await sql`
    create unique index payment_attempts_invoice_approved_idx
      on payment_attempts (client_id, invoice_id)
      where invoice_id is not null and status = 'approved'`.execute(db);
  await sql`
    alter table invoices
      add column overdue_alerted_at timestamptz,
      add column tax_number text not null default '',
      add column tax_label text not null default 'VAT',
      add column tax_note text not null default ''`.execute(db);
  await sql`
    alter table clients
      add column tax_number text not null default '' check (length(tax_number) <= 20)`.execute(db);
  await sql`
    create function overdue_invoice_candidates(p_now timestamptz)
    returns table (client_id bigint, invoice_id bigint)
    language sql stable security definer set search_path = public as $$
      select i.client_id, i.id from invoices i
      where i.kind = 'invoice' and i.status = 'due' and i.due_at < p_now
        and i.overdue_alerted_at is null
    $$`.execute(db);
  await sql`revoke all on function overdue_invoice_candidates(timestamptz) from public`.execute(db);
  await sql`grant execute on function overdue_invoice_candidates(timestamptz) to resonate_app`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function if exists overdue_invoice_candidates(timestamptz)`.execute(db);
  await sql`alter table clients drop column if exists tax_number`.execute(db);
  await sql`
    alter table invoices
      drop column if exists overdue_alerted_at,
      drop column if exists tax_number,
      drop column if exists tax_label,
      drop column if exists tax_note`.execute(db);
  await sql`drop index if exists payment_attempts_invoice_approved_idx`.execute(db);
  await sql`
    alter table payment_attempts
      drop constraint if exists payment_attempts_paid_thing_check,
      drop column if exists invoice_id`.execute(db);
}
