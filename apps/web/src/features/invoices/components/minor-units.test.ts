import { describe, expect, it } from 'vitest';
import { currencyDigits, minorToText, parseMinorUnits } from './minor-units';

describe('minor units from text', () => {
  it('reads amounts exactly, without floating point', () => {
    expect(parseMinorUnits('12.3')).toBe(1230);
    expect(parseMinorUnits('0.29')).toBe(29);
    expect(parseMinorUnits('1005')).toBe(100_500);
    expect(parseMinorUnits('7', 0)).toBe(7);
    for (const bad of ['', '-1', '1.234', '1,5', 'abc', '1e3'])
      expect(parseMinorUnits(bad)).toBeNull();
  });

  it('writes them back and knows each currency’s decimals', () => {
    expect(minorToText(1230)).toBe('12.30');
    expect(minorToText(5)).toBe('0.05');
    expect(currencyDigits('GBP')).toBe(2);
    expect(currencyDigits('JPY')).toBe(0);
  });
});
