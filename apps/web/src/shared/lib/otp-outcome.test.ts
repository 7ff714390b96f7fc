import { describe, expect, it } from 'vitest';
import { otpDigitsOf, spreadDigits, isComplete, emptyBoxes } from './otp-digits';
import { canResend, decideOtpVerdict } from './otp-outcome';

describe('OTP digits', () => {
  it('keeps only digits, at most 6', () => {
    expect(otpDigitsOf('12 34-56')).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(otpDigitsOf('abc')).toEqual([]);
    expect(otpDigitsOf('1234567890')).toHaveLength(6);
  });

  it('spreads from a box and says where focus goes', () => {
    expect(spreadDigits(emptyBoxes(), 2, ['7', '8'])).toEqual({
      boxes: ['', '', '7', '8', '', ''],
      focus: 4,
    });
    const full = spreadDigits(emptyBoxes(), 0, ['1', '2', '3', '4', '5', '6']);
    expect(full.focus).toBe(5);
    expect(isComplete(full.boxes)).toBe(true);
    expect(spreadDigits(emptyBoxes(), 4, ['1', '2', '3']).boxes).toEqual([
      '',
      '',
      '',
      '',
      '1',
      '2',
    ]);
  });
});

describe('OTP verdicts', () => {
  const answer = (httpStatus: number, status: boolean, message: string, data?: object) => ({
    httpStatus,
    envelope: { status, message, data: data as never },
  });

  it('maps the server states', () => {
    expect(decideOtpVerdict(answer(200, true, 'Valid OTP', { state: 'valid' }))).toEqual({
      kind: 'valid',
      message: 'Valid OTP',
    });
    expect(
      decideOtpVerdict(answer(400, false, 'Invalid OTP', { state: 'invalid', attemptsLeft: 2 })),
    ).toEqual({ kind: 'invalid', message: 'Invalid OTP', attemptsLeft: 2 });
    expect(decideOtpVerdict(answer(400, false, 'OTP expired', { state: 'expired' }))).toEqual({
      kind: 'expired',
      message: 'OTP expired',
    });
    expect(decideOtpVerdict(answer(429, false, 'Too many wrong codes'))).toEqual({
      kind: 'locked',
      message: 'Too many wrong codes',
    });
    expect(decideOtpVerdict(answer(400, false, 'Bad request'))).toEqual({
      kind: 'error',
      message: 'Bad request',
    });
  });

  it("offers 'Resend?' when time is up, or the code expired or is locked", () => {
    expect(canResend(12, null)).toBe(false);
    expect(canResend(0, null)).toBe(true);
    expect(canResend(100, 'expired')).toBe(true);
    expect(canResend(100, 'locked')).toBe(true);
    expect(canResend(100, 'invalid')).toBe(false);
  });
});
