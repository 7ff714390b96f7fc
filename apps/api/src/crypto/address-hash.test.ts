import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deriveSecret } from '#/secrets.ts';
import { addressKeySetting, hashAddress, normaliseAddress } from './address-hash.ts';

const SECRET = 'a'.repeat(64);

describe('the suppressions address hash', () => {
  it('is keyed: another APP_SECRET gives another hash, and neither is a plain SHA-256', () => {
    const mine = hashAddress(SECRET, 'ann@example.test');
    const theirs = hashAddress('b'.repeat(64), 'ann@example.test');
    expect(mine).toHaveLength(32);
    expect(mine.equals(theirs)).toBe(false);
    const unkeyed = createHmac('sha256', '').update('ann@example.test').digest();
    expect(mine.equals(unkeyed)).toBe(false);
  });

  it('uses its own purpose-derived key (HMAC-SHA-256 under deriveSecret of address-hash:suppressions)', () => {
    const key = Buffer.from(deriveSecret(SECRET, 'address-hash:suppressions'), 'hex');
    const expected = createHmac('sha256', key).update('ann@example.test').digest();
    expect(hashAddress(SECRET, 'ann@example.test').equals(expected)).toBe(true);
  });

  it('normalises case and surrounding spaces, and nothing else', () => {
    expect(normaliseAddress('  Ann.Lee@Example.TEST ')).toBe('ann.lee@example.test');
    expect(normaliseAddress('+447700900123')).toBe('+447700900123');
    expect(
      hashAddress(SECRET, ' ANN@example.test').equals(hashAddress(SECRET, 'ann@example.test')),
    ).toBe(true);
    expect(
      hashAddress(SECRET, 'ann@example.test').equals(hashAddress(SECRET, 'anne@example.test')),
    ).toBe(false);
  });

  it('hands SQL the padded HMAC keys, not the secret', () => {
    const setting = addressKeySetting(SECRET);
    expect(setting).toMatch(/^[0-9a-f]{256}$/);
    expect(setting).not.toContain(deriveSecret(SECRET, 'address-hash:suppressions'));
    expect(addressKeySetting('b'.repeat(64))).not.toBe(setting);
  });
});
