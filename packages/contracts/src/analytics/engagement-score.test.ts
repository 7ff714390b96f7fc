import { describe, expect, it } from 'vitest';
import { daysSinceEngaged, engagementScore, propensitySegment } from './engagement-score.ts';

const NOW = new Date('2026-11-22T10:00:00Z');

describe('propensitySegment', () => {
  it('counts whole UTC days: engaged up to 30, at risk up to 90, dormant beyond', () => {
    expect(propensitySegment(null, NOW)).toBe('never');
    expect(daysSinceEngaged('2026-11-21T23:59:00Z', NOW)).toBe(1);
    expect(propensitySegment('2026-10-23T00:00:00Z', NOW)).toBe('engaged'); // 30 days
    expect(propensitySegment('2026-10-22T23:59:59Z', NOW)).toBe('at_risk'); // 31 days
    expect(propensitySegment('2026-08-24T12:00:00Z', NOW)).toBe('at_risk'); // 90 days
    expect(propensitySegment('2026-08-23T12:00:00Z', NOW)).toBe('dormant'); // 91 days
  });
});

describe('engagementScore', () => {
  it('adds recency (60, falling to 0 at 90 days) and frequency (40 at 20 engagements)', () => {
    expect(engagementScore(null, 0, NOW)).toBe(0);
    expect(engagementScore('2026-11-22T09:00:00Z', 20, NOW)).toBe(100);
    expect(engagementScore('2026-11-22T09:00:00Z', 500, NOW)).toBe(100);
    expect(engagementScore('2026-11-22T09:00:00Z', 1, NOW)).toBe(69); // 60 + 9.1
    expect(engagementScore('2026-08-24T09:00:00Z', 1, NOW)).toBe(9); // recency spent
    expect(engagementScore('2025-01-01T00:00:00Z', 20, NOW)).toBe(40);
  });
});
