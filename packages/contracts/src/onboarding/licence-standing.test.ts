import { describe, expect, it } from 'vitest';
import {
  graceEndOf,
  isLicenceBlocked,
  LICENCE_GRACE_DAYS,
  licenceStateAt,
} from './licence-standing.ts';

const DAY_MS = 86_400_000;
const validFrom = new Date('2026-01-01T00:00:00Z');
const validUntil = new Date('2026-12-01T00:00:00Z');
const licence = { validFrom, validUntil };
const at = (base: Date, ms: number) => new Date(base.getTime() + ms);

describe('licenceStateAt', () => {
  it('is unlicensed without a licence record, and that blocks nothing', () => {
    expect(licenceStateAt(undefined, validFrom)).toBe('unlicensed');
    expect(isLicenceBlocked('unlicensed')).toBe(false);
  });

  it('is not started before the validity begins (a future-dated licence grants nothing yet)', () => {
    expect(licenceStateAt(licence, at(validFrom, -1))).toBe('notStarted');
    expect(isLicenceBlocked('notStarted')).toBe(true);
    expect(licenceStateAt(licence, validFrom)).toBe('active');
  });

  it('is active up to the last millisecond of its validity', () => {
    expect(licenceStateAt(licence, at(validUntil, -1))).toBe('active');
    expect(licenceStateAt(licence, validUntil)).toBe('grace');
  });

  it(`gives ${LICENCE_GRACE_DAYS} days of grace, then lapses`, () => {
    const graceEnd = graceEndOf(validUntil);
    expect(graceEnd.getTime() - validUntil.getTime()).toBe(LICENCE_GRACE_DAYS * DAY_MS);
    expect(licenceStateAt(licence, at(graceEnd, -1))).toBe('grace');
    expect(isLicenceBlocked('grace')).toBe(false);
    expect(licenceStateAt(licence, graceEnd)).toBe('lapsed');
    expect(isLicenceBlocked('lapsed')).toBe(true);
  });
});
