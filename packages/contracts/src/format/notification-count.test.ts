import { describe, expect, it } from 'vitest';
import { formatNotificationCount } from './notification-count.ts';

describe('formatNotificationCount', () => {
  it.each([
    [0, '0'],
    [1, '1'],
    [999, '999'],
    [1000, '1k'],
    [1100, '1.1k'],
    [1234, '1.2k'],
    [1999, '1.9k'],
    [99_999, '99.9k'],
    [100_000, '1l'],
    [150_000, '1.5l'],
    [1_234_567, '12.3l'],
  ])('%s -> %s', (count, expected) => {
    expect(formatNotificationCount(count)).toBe(expected);
  });
  it('accepts the numeric string the API returns', () => {
    expect(formatNotificationCount('42')).toBe('42');
    expect(formatNotificationCount('2500')).toBe('2.5k');
    expect(formatNotificationCount(' 120000 ')).toBe('1.2l');
  });
  it.each(['', 'abc', null, undefined, -5, Number.NaN])('shows 0 for %j', (count) => {
    expect(formatNotificationCount(count)).toBe('0');
  });
});
