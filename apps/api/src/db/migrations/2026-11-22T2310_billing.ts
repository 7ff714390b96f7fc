import { sql, type Kysely } from 'kysely';

/**
 * Frozen: this file never imports app code.
 *
 * Sign-up and billing:
 * - users get the sign-up form's title and job function;
 * - signup_verifications holds the emailed codes that prove a new user's address before any
 *   client exists (so it is global, like the anti-abuse tables: no tenant data but the address
 *   being verified, and rows are pruned after a day); signup_rate_counters keeps per-address
 *   counters under keyed hashes;
 * - promo_codes is the global promo catalogue (a few launch codes are seeded here);
 * - orders, invoices, invoice_lines and payment_attempts belong to a client: tenant tables
 *   under the usual RLS policy. Card numbers and CVCs are never stored, only brand and last 4.
 *   Order and invoice numbers come from global sequences, so they are unique across clients.
 */

const TENANT = sql`nullif(current_setting('app.client_id', true), '')::bigint`;
const TENANT_TABLES = ['orders', 'invoices', 'invoice_lines', 'payment_attempts'];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table users
      add column title text check (title in ('Mr', 'Mrs', 'Ms', 'Miss', 'Mx', 'Dr', 'Prof')),
      add column job_function_id integer`.execute(db);

  await sql`
    create table signup_verifications (
      id uuid primary key default gen_random_uuid(),
      email text not null check (length(email) between 3 and 254),
      code_hash bytea not null,
      attempts integer not null default 0,
      sends integer not null default 1,
      last_sent_at timestamptz not null default now(),
      expires_at timestamptz not null,
      verified_at timestamptz,
      consumed_at timestamptz,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index signup_verifications_email_idx
    on signup_verifications (lower(email), created_at)`.execute(db);
  await sql`create index signup_verifications_created_idx
    on signup_verifications (created_at)`.execute(db);
  await sql`
    create table signup_rate_counters (
      key_hash bytea primary key,
      window_started_at timestamptz not null,
      count integer not null default 0
    )`.execute(db);

  await sql`create sequence order_number_seq start 200001`.execute(db);
  await sql`create sequence invoice_number_seq start 100001`.execute(db);

  await sql`
    create table promo_codes (
      code text primary key check (code ~ '^[A-Z0-9-]{3,32}$'),
      description text not null check (length(description) between 1 and 200),
      percent_off integer check (percent_off between 1 and 100),
      amount_off_minor bigint check (amount_off_minor > 0),
      currency char(3),
      valid_from timestamptz not null default now(),
      valid_until timestamptz,
      max_redemptions integer check (max_redemptions > 0),
      redemptions integer not null default 0,
      active boolean not null default true,
      created_at timestamptz not null default now(),
      check ((percent_off is null) <> (amount_off_minor is null)),
      check (amount_off_minor is null or currency is not null)
    )`.execute(db);
  await sql`
    insert into promo_codes (code, description, percent_off, amount_off_minor, currency,
                             valid_from, valid_until)
    values
      ('WELCOME10', '10% off your first payment', 10, null, null, '2026-01-01', null),
      ('SAVE20', '£20 off your first payment', null, 2000, 'GBP', '2026-01-01', null),
      ('LAUNCH2025', '25% off at launch', 25, null, null, '2025-01-01', '2025-12-31')
  `.execute(db);

  await sql`
    create table orders (
      client_id bigint not null references clients (id) on delete cascade,
      order_id text not null check (length(order_id) between 1 and 40),
      user_id bigint,
      licence_type_id integer not null,
      frequency text not null check (frequency in ('Monthly', 'Yearly')),
      currency char(3) not null,
      amount_minor bigint not null check (amount_minor >= 0),
      sale_price_minor bigint not null check (sale_price_minor >= 0),
      discount_minor bigint not null default 0 check (discount_minor >= 0),
      tax_minor bigint not null default 0 check (tax_minor >= 0),
      total_minor bigint not null check (total_minor >= 0),
      promo_code text,
      cp_code text,
      card_brand text not null,
      card_last4 char(4) not null,
      provider text not null,
      provider_ref text not null,
      paid_at timestamptz not null default now(),
      primary key (client_id, order_id),
      unique (order_id)
    )`.execute(db);

  await sql`
    create table invoices (
      client_id bigint not null references clients (id) on delete cascade,
      id bigint generated always as identity,
      invoice_number text not null unique,
      order_id text not null,
      status text not null default 'paid' check (status in ('paid', 'void')),
      currency char(3) not null,
      subtotal_minor bigint not null,
      discount_minor bigint not null default 0,
      tax_rate_bp integer not null default 0,
      tax_minor bigint not null default 0,
      total_minor bigint not null,
      billing_name text not null,
      billing_email text not null default '',
      period_start timestamptz not null,
      period_end timestamptz not null,
      issued_at timestamptz not null default now(),
      primary key (client_id, id),
      foreign key (client_id, order_id) references orders (client_id, order_id)
    )`.execute(db);
  await sql`create index invoices_issued_idx on invoices (client_id, issued_at desc)`.execute(db);

  await sql`
    create table invoice_lines (
      client_id bigint not null,
      invoice_id bigint not null,
      line_no integer not null check (line_no > 0),
      description text not null,
      quantity integer not null default 1 check (quantity > 0),
      unit_price_minor bigint not null,
      amount_minor bigint not null,
      primary key (client_id, invoice_id, line_no),
      foreign key (client_id, invoice_id) references invoices (client_id, id) on delete cascade
    )`.execute(db);

  await sql`
    create table payment_attempts (
      client_id bigint not null references clients (id) on delete cascade,
      idempotency_key uuid not null,
      order_id text not null,
      request_hash bytea not null,
      status text not null check (status in ('approved', 'declined')),
      decline_code text,
      decline_reason text,
      provider_ref text,
      card_brand text not null,
      card_last4 char(4) not null,
      amount_minor bigint not null,
      currency char(3) not null,
      created_at timestamptz not null default now(),
      primary key (client_id, idempotency_key)
    )`.execute(db);

  for (const table of TENANT_TABLES) {
    await sql`alter table ${sql.table(table)} enable row level security`.execute(db);
    await sql`alter table ${sql.table(table)} force row level security`.execute(db);
    await sql`create policy tenant_isolation on ${sql.table(table)} for all
      using (client_id = ${TENANT}) with check (client_id = ${TENANT})`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'payment_attempts',
    'invoice_lines',
    'invoices',
    'orders',
    'promo_codes',
    'signup_rate_counters',
    'signup_verifications',
  ]) {
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
  }
  await sql`drop sequence if exists invoice_number_seq`.execute(db);
  await sql`drop sequence if exists order_number_seq`.execute(db);
  await sql`alter table users drop column title, drop column job_function_id`.execute(db);
}
