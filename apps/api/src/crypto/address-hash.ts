import { createHmac } from 'node:crypto';
import { sql, type RawBuilder } from 'kysely';
import { deriveSecret } from '#/secrets.ts';

/**
 * Suppressed addresses are stored as HMAC-SHA-256(key, normalised address) only (issue 22,
 * item 11): the address stays blocked after its contact is deleted, yet a database dump names
 * nobody, and without APP_SECRET a dictionary of addresses cannot be matched against it.
 *
 * The audience query has to hash each contact's address in SQL, so the database computes the
 * same HMAC: keyed_address_hash() (migration 2026-11-28T0810) builds it from the built-in
 * sha256() and the two padded keys, which every pool sends at connection start as the session
 * setting `app.address_key` (never stored by PostgreSQL, never in a statement). A connection
 * without it fails loudly instead of matching nothing. keyedAddressHashSql() is the form for
 * queries over many rows: the keys are decoded once per query, not once per row.
 *
 * Normalisation, the same on both sides: surrounding spaces off, lower-cased (emails; contacts
 * already store them lower-cased and mobiles in E.164, so this only guards stray case and
 * spaces). Outside ASCII, PostgreSQL's lower() follows the database's locale; the addresses it
 * sees were lower-cased by the app already, so both sides agree.
 */

const PURPOSE = 'address-hash:suppressions';
const BLOCK_BYTES = 64;

function addressHashKey(appSecret: string): Buffer {
  return Buffer.from(deriveSecret(appSecret, PURPOSE), 'hex');
}

export function normaliseAddress(address: string): string {
  return address.replace(/^ +| +$/g, '').toLowerCase();
}

/** The stored form of a suppressed address. */
export function hashAddress(appSecret: string, address: string): Buffer {
  return createHmac('sha256', addressHashKey(appSecret))
    .update(normaliseAddress(address), 'utf8')
    .digest();
}

/**
 * The session setting's value: HMAC's inner and outer padded keys (key XOR 0x36.., key XOR
 * 0x5c..), hex, so the SQL side needs no XOR: sha256(opad || sha256(ipad || message)).
 */
export function addressKeySetting(appSecret: string): string {
  const key = Buffer.alloc(BLOCK_BYTES);
  addressHashKey(appSecret).copy(key);
  const pad = (byte: number) => Buffer.from(key.map((b) => b ^ byte));
  return pad(0x36).toString('hex') + pad(0x5c).toString('hex');
}

/** keyed_address_hash(address) for a query over many rows: the keys are InitPlans (decoded once). */
export function keyedAddressHashSql(address: RawBuilder<string | null>): RawBuilder<Buffer> {
  return sql<Buffer>`keyed_address_hash(${address},
    (select address_key_inner()), (select address_key_outer()))`;
}
