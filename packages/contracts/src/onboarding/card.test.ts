import { describe, expect, it } from 'vitest';
import {
  cardBrand,
  formatCardNumber,
  formatExpiryInput,
  isExpiryInPast,
  isValidCardNumber,
  parseExpiry,
  passesLuhn,
} from './card.ts';

describe('card checks', () => {
  it('checks the Luhn digit', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('79927398713')).toBe(true);
    expect(passesLuhn('4242 4242')).toBe(false);
  });

  it('reads the brand from the first digits', () => {
    expect(cardBrand('4242424242424242')).toBe('visa');
    expect(cardBrand('5555555555554444')).toBe('mastercard');
    expect(cardBrand('2223003122003222')).toBe('mastercard');
    expect(cardBrand('378282246310005')).toBe('amex');
    expect(cardBrand('6011111111111117')).toBe('discover');
    expect(cardBrand('9999')).toBe('unknown');
  });

  it('accepts typed groupings and refuses wrong lengths or checksums', () => {
    expect(isValidCardNumber('4242 4242 4242 4242')).toBe(true);
    expect(isValidCardNumber('4242-4242-4242-4242')).toBe(true);
    expect(isValidCardNumber('378282246310005')).toBe(true);
    expect(isValidCardNumber('42424242424242')).toBe(false); // Visa of 14 digits
    expect(isValidCardNumber('4242424242424241')).toBe(false);
    expect(isValidCardNumber('4242x42424242424')).toBe(false);
    expect(isValidCardNumber('')).toBe(false);
  });

  it('groups as printed: fours, or 4-6-5 for American Express', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('42424')).toBe('4242 4');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumber('4242 4242 abc 42')).toBe('4242 4242 42');
  });

  it('reads MM/YY expiries and knows a past one', () => {
    expect(parseExpiry('12/30')).toEqual({ month: 12, year: 2030 });
    expect(parseExpiry(' 1 / 2031 ')).toEqual({ month: 1, year: 2031 });
    expect(parseExpiry('13/30')).toBeUndefined();
    expect(parseExpiry('1230')).toBeUndefined();
    const now = new Date('2026-11-22T12:00:00Z');
    expect(isExpiryInPast({ month: 11, year: 2026 }, now)).toBe(false);
    expect(isExpiryInPast({ month: 10, year: 2026 }, now)).toBe(true);
    expect(isExpiryInPast({ month: 1, year: 2025 }, now)).toBe(true);
  });

  it('formats the expiry while it is typed', () => {
    expect(formatExpiryInput('1')).toBe('1');
    expect(formatExpiryInput('4')).toBe('04');
    expect(formatExpiryInput('12')).toBe('12');
    expect(formatExpiryInput('123')).toBe('12/3');
    expect(formatExpiryInput('1230')).toBe('12/30');
    expect(formatExpiryInput('12/309')).toBe('12/30');
  });
});
