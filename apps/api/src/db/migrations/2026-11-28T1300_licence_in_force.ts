import { sql, type Kysely } from 'kysely';

/**
 * Frozen: this file never imports app code.
 *
 * Issue 26 items 1 and 2: the licence that governs the current tenant, for the checks that
 * stop sending, imports and journeys after a licence ends and refuse users past its seats.
 *
 * licence_in_force() returns at most one row: the tenant's own current licence, or, for a
 * brand without one, its agency's (a brand works under its agency's licence, and its users
 * take the agency's seats). RLS would hide the agency's row from the brand's tenant, hence
 * SECURITY DEFINER; it reads the tenant from app.client_id, so it only ever answers about the
 * caller's own client. seats_used counts as licence_seats_used() does, for the licence's owner:
 * its users that are not deactivated plus those of its brands without a licence of their own.
 * Dates are returned, not judged: the caller decides with the time it is given.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function licence_in_force()
    returns table (
      owner_client_id bigint, licence_id bigint, licence_type_id integer, seats integer,
      channel_ids integer[], valid_from timestamptz, valid_until timestamptz, seats_used bigint
    )
    language sql stable security definer set search_path = public as $$
      with tenant as (
        select c.id, c.parent_client_id from clients c
        where c.id = nullif(current_setting('app.client_id', true), '')::bigint
      ), governing as (
        select l.*, 0 as rank from licences l join tenant t on l.client_id = t.id
        where l.replaced_at is null
        union all
        select l.*, 1 as rank from licences l join tenant t on l.client_id = t.parent_client_id
        where l.replaced_at is null
        order by rank
        limit 1
      )
      select g.client_id, g.id, g.licence_type_id, g.seats, g.channel_ids, g.valid_from,
        g.valid_until,
        (select count(*) from users u join clients c on c.id = u.client_id
          where u.status <> 'deactivated'
            and (c.id = g.client_id
              or (c.parent_client_id = g.client_id
                and not exists (select 1 from licences o
                  where o.client_id = c.id and o.replaced_at is null))))
      from governing g
    $$`.execute(db);
  await sql`revoke all on function licence_in_force() from public`.execute(db);
  await sql`grant execute on function licence_in_force() to resonate_app`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function if exists licence_in_force()`.execute(db);
}
