import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressKeySetting, hashAddress } from '#/crypto/address-hash.ts';
import { checkAddressHashKey } from '#/db/address-key-check.ts';
import { createMigrator, migrateToLatest } from '#/db/migrate.ts';
import { createUntypedKysely, type TUntypedDb } from '#/db/pool.ts';
import { createTestDatabase, type TTestDatabase } from '../../test/create-test-app.ts';

/**
 * Migration 2026-11-28T0810 and keyed_address_hash(): stored addresses become keyed hashes
 * (only with the app's key), and SQL hashes exactly as the app does.
 */

const MIGRATION = '2026-11-28T0810_suppression_address_hash';
const SECRET = 'migration-secret-0123456789abcdef0123456789abcdef';

let database: TTestDatabase;
let keyless: TUntypedDb;
let keyed: TUntypedDb;

beforeAll(async () => {
  // A migrated copy, taken back to just before the migration: migrating an empty database
  // would re-run the first migration's role grants, which collide with other files doing so.
  database = await createTestDatabase();
  keyless = createUntypedKysely({ url: database.url, max: 1, name: 'keyless' });
  keyed = createUntypedKysely({
    url: database.url,
    max: 1,
    name: 'keyed',
    addressKey: addressKeySetting(SECRET),
  });
});
afterAll(async () => {
  await keyless.destroy();
  await keyed.destroy();
  await database.drop();
});

async function storedHashes() {
  const { rows } = await sql<{
    client_id: number;
    channel_id: number;
    hash: string;
    reason: string;
  }>`
    select client_id::int, channel_id, encode(address_hash, 'hex') as hash, reason
    from suppressions order by client_id, channel_id, reason`.execute(keyed);
  return rows;
}

describe('suppressions stored as keyed hashes', () => {
  it('the migration converts stored addresses with the key, and refuses to run without it', async () => {
    const migrator = createMigrator(keyless);
    const names = (await migrator.getMigrations()).map((m) => m.name);
    const before = names.filter((name) => name < MIGRATION).at(-1)!;
    expect((await migrator.migrateTo(before)).error).toBeUndefined();
    const { rows } = await sql<{ id: number }>`
      insert into clients (name) values ('Hash one'), ('Hash two') returning id::int`.execute(
      keyless,
    );
    const [one, two] = rows.map((row) => row.id);
    await sql`insert into suppressions (client_id, channel_id, address, reason) values
      (${one}, 1, 'ann@example.test', 'hard_bounce'),
      (${one}, 1, ' ANN@example.test', 'complaint'),
      (${one}, 2, '+447700900123', 'unsubscribed'),
      (${two}, 1, 'ann@example.test', 'manual')`.execute(keyless);

    await expect(migrateToLatest(keyless)).rejects.toThrow(/carry the hash key/);
    await migrateToLatest(keyed);

    const hash = (address: string) => hashAddress(SECRET, address).toString('hex');
    const stored = await storedHashes();
    expect(stored).toHaveLength(3);
    expect(stored).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ client_id: one, channel_id: 1, hash: hash('ann@example.test') }),
        { client_id: one, channel_id: 2, hash: hash('+447700900123'), reason: 'unsubscribed' },
        { client_id: two, channel_id: 1, hash: hash('ann@example.test'), reason: 'manual' },
      ]),
    );
    const { rows: columns } = await sql`select column_name from information_schema.columns
      where table_name = 'suppressions' and column_name = 'address'`.execute(keyed);
    expect(columns).toEqual([]);
    // Run again: nothing left to apply, nothing changes.
    expect(await migrateToLatest(keyed)).toEqual([]);
    expect(await storedHashes()).toEqual(stored);
  });

  it('SQL hashes as the app does, keyed by the connection, and a connection without the key fails', async () => {
    const { rows } = await sql<{ hash: Buffer }>`
      select keyed_address_hash(${' Bob@Example.test'}) as hash`.execute(keyed);
    expect(rows[0]!.hash.equals(hashAddress(SECRET, 'bob@example.test'))).toBe(true);

    const other = createUntypedKysely({
      url: database.url,
      max: 1,
      name: 'other-key',
      addressKey: addressKeySetting(`${SECRET}-other`),
    });
    try {
      const { rows: others } = await sql<{ hash: Buffer }>`
        select keyed_address_hash('bob@example.test') as hash`.execute(other);
      expect(others[0]!.hash.equals(rows[0]!.hash)).toBe(false);
    } finally {
      await other.destroy();
    }
    await expect(
      sql`select keyed_address_hash('bob@example.test')`.execute(keyless),
    ).rejects.toThrow(/app\.address_key/);
  });
});

describe('the address hash key check at boot', () => {
  it('keeps the first key, refuses another while suppressions exist, and adopts one when none do', async () => {
    const withKey = (secret: string) =>
      createUntypedKysely({
        url: database.url,
        max: 1,
        name: 'boot',
        addressKey: addressKeySetting(secret),
      });
    const other = withKey(`${SECRET}-rotated`);
    try {
      await checkAddressHashKey(keyed);
      await checkAddressHashKey(keyed);
      expect(await storedHashes()).not.toEqual([]);
      await expect(checkAddressHashKey(other)).rejects.toThrow(/previous APP_SECRET/);
      await checkAddressHashKey(keyed);

      await sql`delete from suppressions`.execute(keyed);
      await checkAddressHashKey(other);
      await sql`insert into suppressions (client_id, channel_id, address_hash, reason)
        select id, 1, keyed_address_hash('new@example.test'), 'manual' from clients limit 1`.execute(
        other,
      );
      await expect(checkAddressHashKey(keyed)).rejects.toThrow(/previous APP_SECRET/);
    } finally {
      await other.destroy();
    }
  });
});
