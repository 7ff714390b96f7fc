import { sql, type Kysely } from 'kysely';

/**
 * Frozen: this file never imports app code.
 *
 * The web analytics snippet's public endpoint knows only a site key: analytics_site_find
 * (SECURITY DEFINER, like web_push_site_find) answers whose site it is and its allowed domains,
 * and nothing else, so the endpoint can check the Origin before it works inside that tenant.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function analytics_site_find(p_site_key text)
    returns table (client_id bigint, site_id bigint, domains text[])
    language sql stable security definer set search_path = public as $$
      select s.client_id, s.id, s.domains from analytics_sites s where s.site_key = p_site_key
    $$`.execute(db);
  await sql`revoke all on function analytics_site_find(text) from public`.execute(db);
  await sql`grant execute on function analytics_site_find(text) to resonate_app`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function if exists analytics_site_find(text)`.execute(db);
}
