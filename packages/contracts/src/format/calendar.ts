/**
 * Calendar words rather than dates in a user format: the planner's headings ("December 2026",
 * "Tuesday, 1 December 2026"), the browser's own zone, and the wall-clock time in a zone as a
 * form value. They use Intl, which the web's lint allows only in this folder (issue 26, item 10).
 */

/** A 'YYYY-MM-DD' day in words, en-GB, read in UTC so the day never shifts. */
export function calendarLabel(day: string, options: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat('en-GB', { ...options, timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/** The IANA zone the browser runs in ('Europe/London'): the sign-up form's first guess. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** The wall-clock time now in a time zone, as a datetime-local value (2026-12-01T09:30). */
export function nowInZone(timeZone: string, now = new Date()): string {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).formatToParts(now);
  } catch {
    return now.toISOString().slice(0, 16);
  }
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
}
