import { describe, expect, it } from 'vitest';
import { durationAxisUnit, formatDuration, formatMoney, formatPercent, formatRoi } from './figures';

describe('dashboard figures', () => {
  it('writes money with the symbol and a shortened amount', () => {
    expect(formatMoney(1_530_000, 'GBP')).toBe('£1.5M');
    expect(formatMoney(-2500, 'USD')).toBe('-$2.5K');
    expect(formatMoney(999, 'EUR')).toBe('€999');
  });

  it('writes rates and ROI as percentages', () => {
    expect(formatPercent(0.1234)).toBe('12.3%');
    expect(formatPercent(0)).toBe('0%');
    expect(formatRoi(2.5)).toBe('+250%');
    expect(formatRoi(-0.25)).toBe('-25%');
    expect(formatRoi(null)).toBe('—');
  });

  it('writes durations in the two largest units that fit', () => {
    expect(formatDuration(93_784)).toBe('1 d 2 h');
    expect(formatDuration(86_400 + 30)).toBe('1 d');
    expect(formatDuration(4_500)).toBe('1 h 15 min');
    expect(formatDuration(42)).toBe('42 s');
    expect(formatDuration(0)).toBe('0 s');
  });

  it('picks an axis unit from the longest duration', () => {
    expect(durationAxisUnit(3 * 86_400).label).toBe('days');
    expect(durationAxisUnit(5 * 3_600).label).toBe('hours');
    expect(durationAxisUnit(600).label).toBe('minutes');
  });
});
