import { sql, type Kysely } from 'kysely';

/**
 * Frozen: this file never imports app code.
 *
 * Suppressions keep only a keyed hash of the address (issue 22, item 11): a deleted contact's
 * address stays blocked without being stored.
 *
 * - keyed_address_hash(text): HMAC-SHA-256 of the normalised address (spaces trimmed,
 *   lower-cased) under the key the app derives from APP_SECRET. The key never reaches the
 *   database's storage: each pool sends it at connection start as the session setting
 *   `app.address_key` (the inner and outer padded keys, hex), so the HMAC is built from the
 *   built-in sha256(). A session without the setting gets an error, not a hash that matches
 *   nothing. address_key_inner() and address_key_outer() decode the keys; a query hashing
 *   many addresses passes them as scalar subqueries to keyed_address_hash(text, bytea, bytea),
 *   so they are decoded once per query (the audience query: about 1 microsecond per contact
 *   instead of 10). Plain SQL functions, so the planner inlines them.
 * - suppressions.address becomes address_hash (bytea), the key (client_id, channel_id,
 *   address_hash), which is also the lookup's index.
 *
 * - address_hash_key: one row, a fingerprint of the key (its hash of a fixed text), so a boot
 *   with another APP_SECRET cannot silently unblock every suppressed address (db/
 *   address-key-check.ts). Global, the owner's only: the request role has no privilege on it.
 *
 * Existing rows are converted here, so the app must run this migration (it passes the key to
 * its owner pool); with rows and no key the migration stops and says so. Addresses that only
 * differed by case or spaces collapse into one row. Down cannot recover addresses from their
 * hashes: it restores the column and drops the hashed rows.
 */

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, from] of [
    ['address_key_inner', 1],
    ['address_key_outer', 129],
  ] as const) {
    await sql`create function ${sql.raw(name)}() returns bytea
      language sql stable parallel safe as $$
        select decode(substr(current_setting('app.address_key'), ${sql.raw(String(from))}, 128), 'hex')
      $$`.execute(db);
  }
  await sql`
    create function keyed_address_hash(address text, inner_key bytea, outer_key bytea)
    returns bytea language sql stable parallel safe as $$
      select sha256(outer_key || sha256(inner_key || convert_to(lower(btrim(address, ' ')), 'UTF8')))
    $$`.execute(db);
  await sql`
    create function keyed_address_hash(address text) returns bytea
    language sql stable parallel safe as $$
      select keyed_address_hash(address, address_key_inner(), address_key_outer())
    $$`.execute(db);

  await sql`alter table suppressions add column address_hash bytea`.execute(db);
  // The conversion must see every tenant's rows: an owner that is not a superuser is filtered
  // by the forced RLS, so it is lifted for this transaction's work and put back below.
  await sql`alter table suppressions no force row level security`.execute(db);
  const { rows } = await sql<{
    pending: boolean;
    key: string | null;
  }>`select exists (select 1 from suppressions) as pending,
      current_setting('app.address_key', true) as key`.execute(db);
  if (rows[0]?.pending) {
    if (!rows[0].key) {
      throw new Error(
        'suppressions hold addresses to hash: run the migrations through the app (npm start), whose connections carry the hash key',
      );
    }
    await sql`update suppressions set address_hash = keyed_address_hash(address)`.execute(db);
    await sql`delete from suppressions a using suppressions b
      where a.client_id = b.client_id and a.channel_id = b.channel_id
        and a.address_hash = b.address_hash and a.ctid > b.ctid`.execute(db);
  }
  await sql`alter table suppressions force row level security`.execute(db);
  await sql`alter table suppressions drop constraint suppressions_pkey`.execute(db);
  await sql`alter table suppressions drop column address`.execute(db);
  await sql`alter table suppressions alter column address_hash set not null`.execute(db);
  await sql`alter table suppressions add primary key (client_id, channel_id, address_hash)`.execute(
    db,
  );

  await sql`
    create table address_hash_key (
      id boolean primary key default true check (id),
      fingerprint bytea not null,
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`revoke all on address_hash_key from resonate_app`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table address_hash_key`.execute(db);
  await sql`delete from suppressions`.execute(db);
  await sql`alter table suppressions drop constraint suppressions_pkey`.execute(db);
  await sql`alter table suppressions drop column address_hash`.execute(db);
  await sql`alter table suppressions add column address text not null`.execute(db);
  await sql`alter table suppressions add primary key (client_id, channel_id, address)`.execute(db);
  await sql`drop function keyed_address_hash(text)`.execute(db);
  await sql`drop function keyed_address_hash(text, bytea, bytea)`.execute(db);
  await sql`drop function address_key_inner()`.execute(db);
  await sql`drop function address_key_outer()`.execute(db);
}
