import { describe, expect, it } from 'vitest';
import { normaliseEmail, normaliseMobile } from './contact-fields.ts';

describe('normaliseEmail', () => {
  it('trims and lower-cases a valid address', () => {
    expect(normaliseEmail('  Ada.Lovelace@Example.COM ')).toBe('ada.lovelace@example.com');
  });
  it.each(['', 'ada', 'ada@', '@example.com', 'ada@example', 'a..b@example.com'])(
    'rejects %j',
    (raw) => expect(normaliseEmail(raw)).toBeUndefined(),
  );
});

describe('normaliseMobile', () => {
  it('keeps an E.164 number and strips separators', () => {
    expect(normaliseMobile('+44 (0)7700-900.123'.replace('(0)', ''))).toBe('+447700900123');
  });
  it('reads 00 as the international prefix', () => {
    expect(normaliseMobile('0044 7700 900123')).toBe('+447700900123');
  });
  it('applies the default dial code and drops the trunk 0', () => {
    expect(normaliseMobile('07700 900123', '+44')).toBe('+447700900123');
  });
  it.each(['', '12345', '+0123456789', '+44770090012345678', 'phone', '07700900123'])(
    'rejects %j without a dial code',
    (raw) => expect(normaliseMobile(raw)).toBeUndefined(),
  );
});
