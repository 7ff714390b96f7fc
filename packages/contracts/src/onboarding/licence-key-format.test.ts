import { describe, expect, it } from 'vitest';
import {
  decodeBase32,
  encodeBase32,
  formatLicenceKey,
  LICENCE_KEY_BODY_CHARS,
  licenceKeyBody,
  licenceKeyShape,
  looksLikeLicenceKey,
  maskLicenceKey,
  tidyLicenceKey,
} from './licence-key-format.ts';
import { LICENCE_TYPES, licencePriceMinor } from './licence-types.ts';
import { CHANNEL_IDS } from '../channels.ts';

const body =
  '0123456789ABCDEFGHJKMNPQRSTVWXYZ'.repeat(5).slice(0, LICENCE_KEY_BODY_CHARS - 1) + '0';

describe('licence key text', () => {
  it('round-trips bytes through Crockford base32', () => {
    const bytes = Uint8Array.from({ length: 96 }, (_, i) => (i * 37 + 11) & 255);
    const text = encodeBase32(bytes);
    expect(text).toHaveLength(LICENCE_KEY_BODY_CHARS);
    expect(decodeBase32(text)).toEqual(bytes);
  });

  it('refuses foreign characters and non-zero padding bits', () => {
    expect(decodeBase32('U0')).toBeUndefined();
    // 2 chars = 10 bits = 1 byte + 2 padding bits, which must be zero.
    expect(decodeBase32('01')).toBeUndefined();
    expect(decodeBase32('04')).toEqual(Uint8Array.of(1));
  });

  it('tidies what people paste: case, groups, spaces and look-alikes', () => {
    expect(tidyLicenceKey(' rsn1-abcde fghij\nkLmno ')).toBe('RSN1ABCDEFGH1JK1MN0');
    const grouped = formatLicenceKey(`RSN1${body}`);
    expect(grouped.split('-')[0]).toBe('RSN1');
    expect(
      grouped
        .split('-')
        .slice(1, -1)
        .every((group) => group.length === 5),
    ).toBe(true);
    expect(licenceKeyBody(grouped.toLowerCase())).toBe(body);
    expect(looksLikeLicenceKey(grouped)).toBe(true);
    expect(looksLikeLicenceKey(`RSN2${body}`)).toBe(false);
    expect(looksLikeLicenceKey(`RSN1${body}0`)).toBe(false);
    expect(looksLikeLicenceKey('RSN1-SHORT')).toBe(false);
  });

  it('tells a key in progress from one that cannot be a key', () => {
    expect(licenceKeyShape('')).toBe('empty');
    expect(licenceKeyShape('rs')).toBe('incomplete');
    expect(licenceKeyShape('RSN1-ABCDE')).toBe('incomplete');
    expect(licenceKeyShape(`RSN1${body}`)).toBe('complete');
    expect(licenceKeyShape(`RSN1${body}0`)).toBe('malformed');
    expect(licenceKeyShape('RSX1')).toBe('malformed');
    expect(licenceKeyShape('RSN1-ABCU')).toBe('malformed');
  });

  it('masks all but the hint', () => {
    expect(maskLicenceKey('AB12')).toBe('RSN1-XXXX-XXXX-…-AB12');
  });
});

describe('licence type catalogue', () => {
  it('has types 1 to 4 with known channels, and only type 4 is an agency type', () => {
    expect(LICENCE_TYPES.map((type) => type.id)).toEqual([1, 2, 3, 4]);
    for (const type of LICENCE_TYPES) {
      expect(type.channelIds.every((id) => CHANNEL_IDS.includes(id))).toBe(true);
      expect(type.isAgency).toBe(type.id === 4);
      expect(licencePriceMinor(type, 'Yearly')).toBe(type.monthlyPriceMinor * 10);
    }
  });
});
