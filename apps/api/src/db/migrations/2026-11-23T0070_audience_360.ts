import { type Kysely, sql } from 'kysely';

/**
 * Frozen: this file never imports app code.
 *
 * Audience analytics 360 lists a person's mobile devices by passport id; the devices table was
 * indexed only for the device list and token lookups, so that read scanned every device of
 * the client. Devices change rarely, so the index costs little.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index mobile_push_devices_passport_idx
    on mobile_push_devices (client_id, passport_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists mobile_push_devices_passport_idx`.execute(db);
}
