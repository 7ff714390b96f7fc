import { describe, expect, it } from 'vitest';
import { isValidTestAddress } from './compose.ts';

describe('isValidTestAddress', () => {
  it('wants an email address for email, an E.164 number for phone channels', () => {
    expect(isValidTestAddress(1, 'qa@example.test')).toBe(true);
    expect(isValidTestAddress(1, 'qa@@example')).toBe(false);
    expect(isValidTestAddress(2, '+447700900123')).toBe(true);
    expect(isValidTestAddress(2, '07700900123')).toBe(false);
    expect(isValidTestAddress(21, '+4477')).toBe(false);
  });

  it('takes any printable token for the other channels and nothing for QR codes', () => {
    expect(isValidTestAddress(14, 'fcm-device-token:abc')).toBe(true);
    expect(isValidTestAddress(30, 'line\u0007id')).toBe(false);
    expect(isValidTestAddress(34, '   ')).toBe(false);
    expect(isValidTestAddress(3, 'https://example.test')).toBe(false);
  });
});
