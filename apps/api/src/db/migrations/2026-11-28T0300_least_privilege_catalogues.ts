import { sql, type Kysely } from 'kysely';

/**
 * Frozen: this file never imports app code.
 *
 * Least privilege for the request role (issue 21, item 9). The first migration's default
 * privileges gave resonate_app select, insert, update and delete on every table, including the
 * global ones that carry no tenant RLS. A request (or an injected statement) could then mint
 * promo codes or reset their redemptions, un-spend a licence key, rewind an invoice series or
 * the usage fold's watermark (billing messages twice). Those writes now go through narrow
 * SECURITY DEFINER functions that do exactly one thing each (search_path pinned, EXECUTE for
 * the app role only), and the table grants shrink to what the code reads:
 *
 * - promo_codes: select only; promo_code_lock() holds a code's row for the paying transaction,
 *   promo_code_redeem() counts one redemption and refuses past max_redemptions.
 * - used_licence_keys: select only; licence_key_spend() records a key once.
 * - invoice_number_counters: nothing; invoice_number_next() hands out the next number.
 * - usage_meter_state: select only; usage_meter_claim() locks a fold's watermark (creating it
 *   at the origin), usage_meter_advance() moves it, and only forwards.
 *
 * The anti-abuse tables a visitor without a tenant must write (nonces, captchas, failure and
 * rate counters, sign-up verifications, previews) keep their writes, minus the commands the
 * code never runs: no update of nonces, captchas or previews, no delete of rate counters.
 * Functions run inside the caller's transaction, so their row locks last until it ends.
 */

async function definer(db: Kysely<unknown>, signature: string, body: string): Promise<void> {
  await sql.raw(`create function ${body}`).execute(db);
  await sql.raw(`revoke all on function ${signature} from public`).execute(db);
  await sql.raw(`grant execute on function ${signature} to resonate_app`).execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`revoke insert, update, delete on promo_codes from resonate_app`.execute(db);
  await sql`revoke insert, update, delete on used_licence_keys from resonate_app`.execute(db);
  await sql`revoke all on invoice_number_counters from resonate_app`.execute(db);
  await sql`revoke insert, update, delete on usage_meter_state from resonate_app`.execute(db);
  await sql`revoke update on auth_nonces, captchas, preview_documents from resonate_app`.execute(
    db,
  );
  await sql`revoke delete on signup_rate_counters from resonate_app`.execute(db);

  await definer(
    db,
    'promo_code_lock(text)',
    `promo_code_lock(p_code text) returns void
    language plpgsql volatile security definer set search_path = public as $$
    begin
      perform 1 from promo_codes where code = p_code for update;
    end
    $$`,
  );
  await definer(
    db,
    'promo_code_redeem(text)',
    `promo_code_redeem(p_code text) returns boolean
    language sql volatile security definer set search_path = public as $$
      with redeemed as (
        update promo_codes set redemptions = redemptions + 1
        where code = p_code and active
          and (max_redemptions is null or redemptions < max_redemptions)
        returning 1
      )
      select exists (select 1 from redeemed)
    $$`,
  );
  await definer(
    db,
    'licence_key_spend(text)',
    `licence_key_spend(p_key_id text) returns boolean
    language sql volatile security definer set search_path = public as $$
      with spent as (
        insert into used_licence_keys (key_id) values (p_key_id)
        on conflict (key_id) do nothing
        returning 1
      )
      select exists (select 1 from spent)
    $$`,
  );
  await definer(
    db,
    'invoice_number_next(text, text, integer)',
    `invoice_number_next(p_issuer text, p_series text, p_year integer) returns bigint
    language sql volatile security definer set search_path = public as $$
      insert into invoice_number_counters as c (issuer, series, year, last_value)
      values (p_issuer, p_series, p_year, 1)
      on conflict (issuer, series, year) do update set last_value = c.last_value + 1
      returning last_value
    $$`,
  );
  await definer(
    db,
    'usage_meter_claim(text, timestamptz)',
    `usage_meter_claim(p_name text, p_origin timestamptz) returns timestamptz
    language plpgsql volatile security definer set search_path = public as $$
    declare
      v_watermark timestamptz;
    begin
      insert into usage_meter_state (name, watermark) values (p_name, p_origin)
      on conflict (name) do nothing;
      select watermark into v_watermark from usage_meter_state where name = p_name for update;
      return v_watermark;
    end
    $$`,
  );
  await definer(
    db,
    'usage_meter_advance(text, timestamptz)',
    `usage_meter_advance(p_name text, p_watermark timestamptz) returns void
    language sql volatile security definer set search_path = public as $$
      update usage_meter_state set watermark = greatest(watermark, p_watermark)
      where name = p_name
    $$`,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const signature of [
    'usage_meter_advance(text, timestamptz)',
    'usage_meter_claim(text, timestamptz)',
    'invoice_number_next(text, text, integer)',
    'licence_key_spend(text)',
    'promo_code_redeem(text)',
    'promo_code_lock(text)',
  ]) {
    await sql.raw(`drop function if exists ${signature}`).execute(db);
  }
  await sql`grant select, insert, update, delete on promo_codes, used_licence_keys,
    invoice_number_counters, usage_meter_state, auth_nonces, captchas, preview_documents,
    signup_rate_counters to resonate_app`.execute(db);
}
