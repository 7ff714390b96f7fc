import { sql, type Kysely } from 'kysely';

/**
 * Frozen: this file never imports app code.
 *
 * The WhatsApp Cloud API signs every webhook it posts with the Meta app's secret
 * (`X-Hub-Signature-256`, HMAC-SHA256 of the body). Kept sealed like the other channel secrets,
 * so the inbound webhook can refuse a post the provider did not sign (issue 22, bad input).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table whatsapp_settings add column app_secret_sealed text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table whatsapp_settings drop column if exists app_secret_sealed`.execute(db);
}
