import { sql, type Kysely } from 'kysely';

/**
 * Frozen: this file never imports app code.
 *
 * Invoices grow from "the receipt of a payment" into the monthly invoices of issue 11:
 * - invoices get a kind (invoice or credit_note), the statuses paid, due, overdue and void, due
 *   and paid dates, the issuer, a snapshot of the client's billing address and country, the
 *   promo code, the credited invoice of a credit note and the billing period key (YYYY-MM,
 *   unique per client for monthly invoices). Payment invoices have no period key and stay paid.
 * - invoice_lines get the channel, the per-message price in thousandths of a minor unit, the
 *   line's kind and, on a credit note, the line of the invoice it credits.
 * - invoice_number_counters: one row per issuer, series and year, incremented inside the issuing
 *   transaction (row lock until commit), so numbers have no gaps: a rolled-back issue rolls the
 *   counter back too, which a sequence would not. Global: numbers are not tenant data.
 * - Immutability: a trigger refuses any UPDATE of an issued document other than its status and
 *   paid date (void is final), and any DELETE that is not the cascade of a client's removal;
 *   lines can never be updated. Corrections are credit notes.
 * - invoice_closing_candidates(): the clients that held a licence during a period (security
 *   definer, ids only), for the monthly close across tenants. agency_invoice_values(): an
 *   agency's and its brands' invoice totals per period, reading the tenant from app.client_id.
 */

const IMMUTABLE_INVOICE_COLUMNS = [
  'client_id',
  'id',
  'invoice_number',
  'kind',
  'issuer',
  'order_id',
  'currency',
  'subtotal_minor',
  'discount_minor',
  'tax_rate_bp',
  'tax_minor',
  'total_minor',
  'billing_name',
  'billing_email',
  'billing_address',
  'billing_city',
  'billing_postcode',
  'country_code',
  'promo_code',
  'credited_invoice_id',
  'period_key',
  'period_start',
  'period_end',
  'issued_at',
  'due_at',
  'reason',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table invoices drop constraint if exists invoices_status_check`.execute(db);
  await sql`
    alter table invoices
      alter column order_id drop not null,
      add column kind text not null default 'invoice' check (kind in ('invoice', 'credit_note')),
      add column issuer text not null default 'RES',
      add column due_at timestamptz,
      add column paid_at timestamptz,
      add column billing_address text not null default '',
      add column billing_city text not null default '',
      add column billing_postcode text not null default '',
      add column country_code text,
      add column promo_code text,
      add column credited_invoice_id bigint,
      add column period_key text check (period_key ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
      add column reason text not null default '',
      add constraint invoices_status_check check (status in ('paid', 'due', 'overdue', 'void')),
      add constraint invoices_credit_check check (
        (kind = 'invoice' and credited_invoice_id is null)
        or (kind = 'credit_note' and credited_invoice_id is not null and total_minor <= 0)),
      add constraint invoices_credited_fk foreign key (client_id, credited_invoice_id)
        references invoices (client_id, id)`.execute(db);
  await sql`update invoices set paid_at = issued_at, due_at = issued_at`.execute(db);
  await sql`create unique index invoices_period_key on invoices (client_id, period_key)
    where kind = 'invoice' and period_key is not null`.execute(db);
  await sql`create index invoices_credited_idx on invoices (client_id, credited_invoice_id)
    where credited_invoice_id is not null`.execute(db);

  await sql`
    alter table invoice_lines
      add column line_kind text not null default 'licence'
        check (line_kind in ('licence', 'subscription', 'overage', 'credit')),
      add column channel_id integer,
      add column unit_price_milli bigint,
      add column credited_line_no integer`.execute(db);

  await sql`
    create table invoice_number_counters (
      issuer text not null check (issuer ~ '^[A-Z]{2,8}$'),
      series text not null check (series in ('INV', 'CN')),
      year integer not null check (year between 2000 and 9999),
      last_value bigint not null check (last_value >= 0),
      primary key (issuer, series, year)
    )`.execute(db);
  // Numbers already issued from the old sequence carry on without a clash.
  await sql`
    insert into invoice_number_counters (issuer, series, year, last_value)
    select 'RES', 'INV', split_part(invoice_number, '-', 2)::int,
           max(split_part(invoice_number, '-', 3)::bigint)
    from invoices where invoice_number ~ '^INV-[0-9]{4}-[0-9]+$'
    group by 2, 3`.execute(db);

  const watched = IMMUTABLE_INVOICE_COLUMNS.map((c) => `old.${c} is distinct from new.${c}`);
  await sql`
    create function invoices_immutable() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' then
        -- Only the cascade of a client's removal (a nested trigger) may delete a document.
        if pg_trigger_depth() > 1 then return old; end if;
        raise exception 'an issued invoice cannot be deleted; issue a credit note'
          using errcode = 'P0001';
      end if;
      if old.status = 'void' and new.status <> 'void' then
        raise exception 'a void invoice stays void' using errcode = 'P0001';
      end if;
      if ${sql.raw(watched.join(' or '))} then
        raise exception 'an issued invoice cannot be changed; issue a credit note'
          using errcode = 'P0001';
      end if;
      return new;
    end $$`.execute(db);
  await sql`create trigger invoices_immutable before update or delete on invoices
    for each row execute function invoices_immutable()`.execute(db);
  await sql`
    create function invoice_lines_immutable() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' and pg_trigger_depth() > 1 then return old; end if;
      raise exception 'the lines of an issued invoice cannot be changed' using errcode = 'P0001';
    end $$`.execute(db);
  await sql`create trigger invoice_lines_immutable before update or delete on invoice_lines
    for each row execute function invoice_lines_immutable()`.execute(db);

  await sql`
    create function invoice_closing_candidates(p_start timestamptz, p_end timestamptz)
    returns table (client_id bigint)
    language sql stable security definer set search_path = public as $$
      select distinct l.client_id from licences l
      where l.valid_from < p_end and l.valid_until > p_start
      order by 1
    $$`.execute(db);
  await sql`
    create function agency_invoice_values(p_from text, p_to text)
    returns table (client_id bigint, client_name text, period_key text, currency text,
                   documents bigint, invoiced_minor numeric, credited_minor numeric)
    language sql stable security definer set search_path = public as $$
      select c.id, c.name, d.period_key, i.currency::text, count(*),
             coalesce(sum(i.total_minor) filter (where i.kind = 'invoice'), 0),
             coalesce(sum(-i.total_minor) filter (where i.kind = 'credit_note'), 0)
      from clients c
      join invoices i on i.client_id = c.id
      cross join lateral (select coalesce(i.period_key,
        to_char(i.issued_at at time zone 'UTC', 'YYYY-MM')) as period_key) d
      where (c.id = nullif(current_setting('app.client_id', true), '')::bigint
             or c.parent_client_id = nullif(current_setting('app.client_id', true), '')::bigint)
        and d.period_key between p_from and p_to
      group by 1, 2, 3, 4
      order by 3 desc, 2, 4
    $$`.execute(db);
  for (const fn of [
    'invoice_closing_candidates(timestamptz, timestamptz)',
    'agency_invoice_values(text, text)',
  ]) {
    await sql`revoke all on function ${sql.raw(fn)} from public`.execute(db);
    await sql`grant execute on function ${sql.raw(fn)} to resonate_app`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function if exists agency_invoice_values(text, text)`.execute(db);
  await sql`drop function if exists invoice_closing_candidates(timestamptz, timestamptz)`.execute(
    db,
  );
  await sql`drop trigger if exists invoice_lines_immutable on invoice_lines`.execute(db);
  await sql`drop trigger if exists invoices_immutable on invoices`.execute(db);
  await sql`drop function if exists invoice_lines_immutable()`.execute(db);
  await sql`drop function if exists invoices_immutable()`.execute(db);
  await sql`drop table if exists invoice_number_counters`.execute(db);
  await sql`
    alter table invoice_lines
      drop column line_kind, drop column channel_id, drop column unit_price_milli,
      drop column credited_line_no`.execute(db);
  await sql`drop index if exists invoices_credited_idx`.execute(db);
  await sql`drop index if exists invoices_period_key`.execute(db);
  await sql`
    alter table invoices
      drop constraint invoices_credited_fk, drop constraint invoices_credit_check,
      drop constraint invoices_status_check,
      drop column kind, drop column issuer, drop column due_at, drop column paid_at,
      drop column billing_address, drop column billing_city, drop column billing_postcode,
      drop column country_code, drop column promo_code, drop column credited_invoice_id,
      drop column period_key, drop column reason`.execute(db);
  await sql`delete from invoices where order_id is null`.execute(db);
  await sql`alter table invoices alter column order_id set not null,
    add constraint invoices_status_check check (status in ('paid', 'void'))`.execute(db);
}
