import { sql, type Kysely } from 'kysely';

/**
 * Frozen: this file never imports app code.
 *
 * Storage metering after the monthly partitions (2026-11-28T2000): pg_total_relation_size of a
 * partitioned parent is 0 (its rows live in the partitions), so every client's database share
 * of contact_events and messages had become 0. Each table's size is now the sum over its
 * partition tree, which for a plain table is the table itself. Same signature, so the grants
 * and the reviewed SECURITY DEFINER list stay as they were.
 */
const SHARED_TABLES = [
  'contacts',
  'contact_identities',
  'contact_events',
  'audience_list_members',
  'messages',
  'event_rollups',
  'usage_daily',
  'usage_communication_months',
];

function sharesFunction(tableSize: string) {
  return sql`
    create or replace function usage_database_shares()
    returns table (client_id bigint, bytes bigint)
    language plpgsql stable security definer set search_path = public as $$
    declare
      t text;
    begin
      foreach t in array ${sql.lit(`{${SHARED_TABLES.join(',')}}`)}::text[] loop
        return query execute format(
          'select client_id::bigint, round($1::numeric * count(*) / sum(count(*)) over ())::bigint
             from %I group by client_id', t)
          using ${sql.raw(tableSize)};
      end loop;
    end
    $$`;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await sharesFunction(
    '(select coalesce(sum(pg_total_relation_size(p.relid)), 0) from pg_partition_tree(t::regclass) p)',
  ).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sharesFunction('pg_total_relation_size(t::regclass)').execute(db);
}
