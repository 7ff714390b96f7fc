import { describe, expect, it } from 'vitest';
import { timeAgo } from './relative-time.ts';

const NOW = new Date('2024-06-15T12:00:00Z');
const before = (ms: number) => new Date(NOW.getTime() - ms);
const S = 1000;
const M = 60 * S;
const H = 60 * M;
const D = 24 * H;

describe('timeAgo', () => {
  it.each([
    [0, 'just now'],
    [999, 'just now'],
    [S, '1 second ago'],
    [59 * S, '59 seconds ago'],
    [M, '1 minute ago'],
    [59 * M + 59 * S, '59 minutes ago'],
    [H, '1 hour ago'],
    [23 * H + 59 * M, '23 hours ago'],
    [D, '1 day ago'],
    [2 * D + 5 * H, '2 days ago'],
    [30 * D, '30 days ago'],
    [31 * D, '1 month ago'],
    [61 * D, '2 months ago'],
    [400 * D, '13 months ago'],
  ])('%s ms ago -> %s', (ms, expected) => {
    expect(timeAgo(before(ms), NOW)).toBe(expected);
  });
  it('accepts ISO strings and timestamps', () => {
    expect(timeAgo('2024-06-15T11:55:00Z', NOW)).toBe('5 minutes ago');
    expect(timeAgo(NOW.getTime() - 3 * H, NOW.getTime())).toBe('3 hours ago');
  });
  it('reads a future time as just now', () => {
    expect(timeAgo(new Date(NOW.getTime() + 5 * M), NOW)).toBe('just now');
  });
  it('gives an empty string for an invalid date', () => {
    expect(timeAgo('not a date', NOW)).toBe('');
  });
});
