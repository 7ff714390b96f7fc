import { describe, expect, it } from 'vitest';
import {
  DASHBOARD_LAG_NOTICE_SECONDS,
  DASHBOARD_MSG,
  dataLagNote,
  daysSinceEngagement,
  frequencyBandOf,
  propensitySegmentOf,
  ZDashboardRangeSchema,
} from './dashboard.ts';

const today = () => new Date().toISOString().slice(0, 10);
const shift = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

function issues(value: unknown) {
  const result = ZDashboardRangeSchema.safeParse(value);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('ZDashboardRangeSchema', () => {
  it('accepts real days, both ends included, up to a year of 366 days', () => {
    expect(issues({ fromDate: shift(-365), toDate: today() })).toEqual({});
    expect(issues({ fromDate: today(), toDate: today() })).toEqual({});
    expect(issues({ fromDate: shift(1), toDate: shift(1) })).toEqual({});
  });

  it('refuses what PostgreSQL could not read or the dashboard cannot answer', () => {
    expect(issues({ fromDate: '2026-02-30', toDate: '2026-03-01' })).toEqual({
      fromDate: DASHBOARD_MSG.badDate,
    });
    expect(issues({ fromDate: '1899-12-31', toDate: '1900-01-01' })).toEqual({
      fromDate: DASHBOARD_MSG.badDate,
    });
    expect(issues({ fromDate: '2026-1-1', toDate: today() })).toEqual({
      fromDate: DASHBOARD_MSG.badDate,
    });
    expect(issues({ toDate: today() })).toEqual({ fromDate: DASHBOARD_MSG.badDate });
    expect(issues({ fromDate: today(), toDate: shift(-1) })).toEqual({
      toDate: DASHBOARD_MSG.fromAfterTo,
    });
    expect(issues({ fromDate: shift(-366), toDate: today() })).toEqual({
      fromDate: DASHBOARD_MSG.rangeTooLong,
    });
    expect(issues({ fromDate: shift(2), toDate: shift(3) })).toEqual({
      fromDate: DASHBOARD_MSG.inTheFuture,
    });
  });
});

describe('propensity helpers', () => {
  const now = new Date('2026-06-30T00:30:00Z');

  it('counts whole UTC days between the days, whatever the hour', () => {
    expect(daysSinceEngagement('2026-06-29T23:59:59Z', now)).toBe(1);
    expect(daysSinceEngagement('2026-06-30T00:00:00Z', now)).toBe(0);
    expect(daysSinceEngagement(new Date('2026-05-31T12:00:00Z'), now)).toBe(30);
  });

  it('segments by recency and bands by frequency at the documented edges', () => {
    expect([null, 0, 30, 31, 90, 91].map(propensitySegmentOf)).toEqual([
      'never',
      'engaged',
      'engaged',
      'at_risk',
      'at_risk',
      'dormant',
    ]);
    expect([1, 2, 4, 5, 50].map(frequencyBandOf)).toEqual(['once', 'few', 'few', 'often', 'often']);
  });
});

describe('dataLagNote', () => {
  it('says nothing up to the notice threshold, then how far behind, in seconds or minutes', () => {
    expect(dataLagNote(0)).toBeUndefined();
    expect(dataLagNote(DASHBOARD_LAG_NOTICE_SECONDS)).toBeUndefined();
    expect(dataLagNote(DASHBOARD_LAG_NOTICE_SECONDS + 0.2)).toBe(
      `Figures may be up to ${DASHBOARD_LAG_NOTICE_SECONDS + 1} s behind`,
    );
    expect(dataLagNote(301)).toBe('Figures may be up to 6 min behind');
  });
});
