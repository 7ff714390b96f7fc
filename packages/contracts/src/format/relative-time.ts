/**
 * "How long ago" of spec section 9: seconds or minutes under an hour, hours under a day, days
 * from one day up to 30, months beyond 30 days (a month counted as 30 days).
 */
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MONTH_DAYS = 30;

function ago(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'} ago`;
}

/**
 * `now` is a parameter so tests and server renders are repeatable. A time in the future (clock
 * skew between server and browser) reads as 'just now' rather than a negative age.
 */
export function timeAgo(value: Date | string | number, now: Date | number = Date.now()): string {
  const then = new Date(value).getTime();
  const current = new Date(now).getTime();
  if (Number.isNaN(then) || Number.isNaN(current)) return '';
  const elapsed = current - then;
  if (elapsed < SECOND) return 'just now';
  if (elapsed < MINUTE) return ago(Math.floor(elapsed / SECOND), 'second');
  if (elapsed < HOUR) return ago(Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return ago(Math.floor(elapsed / HOUR), 'hour');
  const days = Math.floor(elapsed / DAY);
  if (days <= MONTH_DAYS) return ago(days, 'day');
  return ago(Math.floor(days / MONTH_DAYS), 'month');
}
