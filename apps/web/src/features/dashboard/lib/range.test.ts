import { describe, expect, it } from 'vitest';
import { DASHBOARD_MSG } from '@resonate/contracts/dashboard/dashboard';
import {
  addDays,
  presetRange,
  rangeSearch,
  readRangeChoice,
  todayUtc,
  validateRange,
} from './range';

const TODAY = '2026-11-22';

describe('dashboard range', () => {
  it('takes today as the UTC day', () => {
    expect(todayUtc(new Date('2026-11-22T23:30:00-05:00'))).toBe('2026-11-23');
  });

  it('counts a preset back from today, today included', () => {
    expect(presetRange(7, TODAY)).toEqual({ fromDate: '2026-11-16', toDate: TODAY });
    expect(presetRange(365, '2026-03-01')).toEqual({
      fromDate: '2025-03-02',
      toDate: '2026-03-01',
    });
  });

  it('reads a preset, a custom range, or falls back to the default 30 days', () => {
    expect(readRangeChoice(new URLSearchParams('days=90'), TODAY)).toEqual({
      kind: 'preset',
      days: 90,
      range: { fromDate: '2026-08-25', toDate: TODAY },
    });
    expect(readRangeChoice(new URLSearchParams('from=2026-01-01&to=2026-01-31'), TODAY)).toEqual({
      kind: 'custom',
      range: { fromDate: '2026-01-01', toDate: '2026-01-31' },
    });
    for (const search of ['', 'days=12', 'from=2026-02-01&to=2026-01-01', 'from=x&to=y']) {
      const choice = readRangeChoice(new URLSearchParams(search), TODAY);
      expect(choice).toMatchObject({ kind: 'preset', days: 30 });
    }
  });

  it('refuses bad, reversed, too long and future ranges with the contract messages', () => {
    expect(validateRange({ fromDate: '2026-13-01', toDate: TODAY })).toEqual({
      fromDate: DASHBOARD_MSG.badDate,
    });
    expect(validateRange({ fromDate: '2026-11-10', toDate: '2026-11-01' })).toEqual({
      toDate: DASHBOARD_MSG.fromAfterTo,
    });
    expect(validateRange({ fromDate: '2025-01-01', toDate: '2026-01-02' })).toEqual({
      fromDate: DASHBOARD_MSG.rangeTooLong,
    });
    const today = todayUtc();
    const inTwoDays = addDays(today, 2);
    expect(validateRange({ fromDate: inTwoDays, toDate: inTwoDays })).toEqual({
      fromDate: DASHBOARD_MSG.inTheFuture,
    });
    // Tomorrow (UTC) is already today east of UTC, so the contract lets it through.
    expect(validateRange({ fromDate: addDays(today, 1), toDate: addDays(today, 1) })).toEqual({});
    expect(validateRange(presetRange(30, today))).toEqual({});
  });

  it('writes the choice back as search parameters', () => {
    expect(rangeSearch({ days: 7 }).toString()).toBe('days=7');
    expect(rangeSearch({ fromDate: '2026-01-01', toDate: '2026-01-31' }).toString()).toBe(
      'from=2026-01-01&to=2026-01-31',
    );
  });
});
