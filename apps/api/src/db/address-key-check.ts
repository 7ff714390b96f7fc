import { sql } from 'kysely';
import type { TUntypedDb } from '#/db/pool.ts';

/** What the fingerprint hashes: any fixed text no address can be. */
const PROBE = '#resonate-address-key-check';

/**
 * A boot step after the migrations (on the owner pool, which carries the key): suppressions
 * are keyed hashes, so another APP_SECRET would silently let every suppressed address through
 * (bounced, complained, unsubscribed). The key's fingerprint is kept on first boot; a boot
 * with another key while suppressions exist is refused with what to do. With none stored, the
 * new key is simply adopted. Runs before the app role's login is (re)set from the secret.
 */
export async function checkAddressHashKey(ownerDb: TUntypedDb): Promise<void> {
  await ownerDb.transaction().execute(async (trx) => {
    await sql`insert into address_hash_key (fingerprint) values (keyed_address_hash(${PROBE}))
      on conflict (id) do nothing`.execute(trx);
    const { rows } = await sql<{ same: boolean; stored: boolean }>`
      select k.fingerprint = keyed_address_hash(${PROBE}) as same,
        -- An owner that cannot bypass the forced RLS sees no rows: assume some are stored.
        not (select r.rolsuper or r.rolbypassrls from pg_roles r where r.rolname = current_user)
          or exists (select 1 from suppressions) as stored
      from address_hash_key k for update`.execute(trx);
    const row = rows[0];
    if (!row || row.same) return;
    if (row.stored) {
      throw new Error(
        'APP_SECRET is not the one the suppression list was hashed with: with this secret, every bounced, complained or unsubscribed address would be sent to again. Start with the previous APP_SECRET (DATA_DIR/app-secret or the APP_SECRET variable).',
      );
    }
    await sql`update address_hash_key
      set fingerprint = keyed_address_hash(${PROBE}), updated_at = now()`.execute(trx);
  });
}
