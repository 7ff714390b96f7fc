import { describe, expect, it } from 'vitest';
import { formatCountdown, secondsUntil } from './countdown';

describe('countdown', () => {
  it('formats mm:ss', () => {
    expect(formatCountdown(300)).toBe('05:00');
    expect(formatCountdown(299)).toBe('04:59');
    expect(formatCountdown(61)).toBe('01:01');
    expect(formatCountdown(9)).toBe('00:09');
    expect(formatCountdown(900)).toBe('15:00');
  });

  it('never shows a negative or fractional time', () => {
    expect(formatCountdown(-5)).toBe('00:00');
    expect(formatCountdown(0.2)).toBe('00:01');
    expect(formatCountdown(Number.NaN)).toBe('00:00');
  });

  it('counts whole seconds to a deadline', () => {
    expect(secondsUntil(10_500, 0)).toBe(11);
    expect(secondsUntil(1000, 5000)).toBe(0);
  });
});
