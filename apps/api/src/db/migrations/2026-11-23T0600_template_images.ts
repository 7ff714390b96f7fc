import { sql, type Kysely } from 'kysely';

/**
 * Frozen: this file never imports app code.
 *
 * The template builder's image library (issue 10): images a client uploads for its emails and
 * pushes. The file lives under DATA_DIR/template-images/<client>/<public id>.<ext>; emails load
 * it from GET /i/<public id>.<ext>, which knows only the public id: template_image_find
 * (SECURITY DEFINER, like web_push_site_find) answers that one image's client and type, and
 * nothing else. The public id is 128 random bits, so addresses cannot be guessed.
 */

const TENANT = sql`nullif(current_setting('app.client_id', true), '')::bigint`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table template_images (
      client_id bigint not null references clients (id) on delete cascade,
      id bigint generated always as identity,
      public_id text not null unique check (public_id ~ '^[0-9a-f]{32}$'),
      file_name text not null default '' check (length(file_name) <= 255),
      content_type text not null
        check (content_type in ('image/png', 'image/jpeg', 'image/gif', 'image/webp')),
      bytes integer not null check (bytes >= 0),
      width integer,
      height integer,
      created_by bigint,
      created_at timestamptz not null default now(),
      primary key (client_id, id)
    )`.execute(db);
  await sql`create index template_images_recent_idx
    on template_images (client_id, created_at desc, id desc)`.execute(db);

  await sql`alter table template_images enable row level security`.execute(db);
  await sql`alter table template_images force row level security`.execute(db);
  await sql`create policy tenant_isolation on template_images for all
    using (client_id = ${TENANT}) with check (client_id = ${TENANT})`.execute(db);

  await sql`
    create function template_image_find(p_public_id text)
    returns table (client_id bigint, content_type text)
    language sql stable security definer set search_path = public as $$
      select i.client_id, i.content_type from template_images i where i.public_id = p_public_id
    $$`.execute(db);
  await sql`revoke all on function template_image_find(text) from public`.execute(db);
  await sql`grant execute on function template_image_find(text) to resonate_app`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function if exists template_image_find(text)`.execute(db);
  await sql`drop table if exists template_images`.execute(db);
}
