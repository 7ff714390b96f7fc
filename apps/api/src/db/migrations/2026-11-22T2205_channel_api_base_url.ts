import { sql, type Kysely } from 'kysely';

/**
 * Frozen: this file never imports app code.
 *
 * WhatsApp and voice accounts may name their provider's API base URL (a regional or
 * self-hosted endpoint, e.g. an Infobip account's own host); empty means the provider's
 * default. The app checks it like every outbound host.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table whatsapp_settings add column api_base_url text not null default ''`.execute(
    db,
  );
  await sql`alter table vms_settings add column api_base_url text not null default ''`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table whatsapp_settings drop column api_base_url`.execute(db);
  await sql`alter table vms_settings drop column api_base_url`.execute(db);
}
