/**
 * A UUIDv7 (RFC 9562: 48-bit Unix milliseconds, then random bits) as an SQL expression, for
 * PostgreSQL 15 to 17, which lack 18's uuidv7(): a random v4 UUID with its first 6 bytes
 * replaced by the clock's milliseconds and its version nibble turned from 4 (0100) into 7
 * (0111, bits 52 and 53 of set_bit's numbering). Time-ordered to the millisecond, so an index
 * on it grows at its right edge like one on 18's uuidv7() (which orders within the millisecond
 * too); clock_timestamp(), not now(), so the rows of one statement advance with the clock.
 */
export const UUID_V7_SQL = `encode(set_bit(set_bit(overlay(uuid_send(gen_random_uuid())
  placing substring(int8send(floor(extract(epoch from clock_timestamp()) * 1000)::bigint) from 3)
  from 1 for 6), 52, 1), 53, 1), 'hex')::uuid`;
