/**
 * Dates in the user's chosen formats and time zone (spec sections 3 and 9). The format lists
 * live here because the API serves them as master data and the SPA formats with them.
 */
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { DEFAULT_FORMAT_ID } from '../constants.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

export type TFormatOption = { id: number; label: string; pattern: string };

export const DATE_FORMATS: readonly TFormatOption[] = [
  { id: 1, label: 'DD-MM-YYYY', pattern: 'DD-MM-YYYY' },
  { id: 2, label: 'MM-DD-YYYY', pattern: 'MM-DD-YYYY' },
  { id: 3, label: 'YYYY-MM-DD', pattern: 'YYYY-MM-DD' },
  { id: 4, label: 'DD/MM/YYYY', pattern: 'DD/MM/YYYY' },
  { id: 5, label: 'MM/DD/YYYY', pattern: 'MM/DD/YYYY' },
  { id: 6, label: 'DD MMM YYYY', pattern: 'DD MMM YYYY' },
  { id: 7, label: 'MMM DD, YYYY', pattern: 'MMM DD, YYYY' },
];

export const TIME_FORMATS: readonly TFormatOption[] = [
  { id: 1, label: '12 hours', pattern: 'hh:mm A' },
  { id: 2, label: '24 hours', pattern: 'HH:mm' },
];

export const DEFAULT_TIME_ZONE = 'UTC';

/** Ids come as numbers from the API and as strings from local storage; both are accepted. */
export type TFormatId = number | string | null | undefined;

export type TDateTimePreferences = {
  dateFormatId?: TFormatId;
  timeFormatId?: TFormatId;
  /** An IANA zone such as 'Asia/Kolkata'; an unknown zone falls back to UTC. */
  timeZone?: string | null;
};

function patternOf(list: readonly TFormatOption[], id: TFormatId): string {
  const wanted = Number(id ?? DEFAULT_FORMAT_ID);
  const found = list.find((option) => option.id === wanted);
  return (found ?? list.find((option) => option.id === DEFAULT_FORMAT_ID) ?? list[0]).pattern;
}

export function datePattern(id: TFormatId): string {
  return patternOf(DATE_FORMATS, id);
}

export function timePattern(id: TFormatId): string {
  return patternOf(TIME_FORMATS, id);
}

// Building an Intl.DateTimeFormat costs about 0.1 ms, and a table of dates asked once per cell
// (about 90 ms of a dashboard load on a busy machine). A name's answer never changes; the cap
// only guards against a stream of made-up names.
const zoneVerdicts = new Map<string, boolean>();

export function isKnownTimeZone(zone: string): boolean {
  const known = zoneVerdicts.get(zone);
  if (known !== undefined) return known;
  let verdict = true;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
  } catch {
    verdict = false;
  }
  if (zoneVerdicts.size < 1000) zoneVerdicts.set(zone, verdict);
  return verdict;
}

// Strings without an offset are read as UTC, the zone the API stores, so the result does not
// depend on the machine that formats it.
function inZone(value: Date | string | number, zone: string | null | undefined) {
  const instant = dayjs.utc(value);
  if (!instant.isValid()) return undefined;
  return instant.tz(zone && isKnownTimeZone(zone) ? zone : DEFAULT_TIME_ZONE);
}

function formatWith(
  value: Date | string | number,
  zone: string | null | undefined,
  pattern: string,
) {
  return inZone(value, zone)?.format(pattern) ?? '';
}

/** '' for an invalid date, so a table cell stays empty instead of showing 'Invalid Date'. */
export function formatDate(
  value: Date | string | number,
  prefs: TDateTimePreferences = {},
): string {
  return formatWith(value, prefs.timeZone, datePattern(prefs.dateFormatId));
}

export function formatTime(
  value: Date | string | number,
  prefs: TDateTimePreferences = {},
): string {
  return formatWith(value, prefs.timeZone, timePattern(prefs.timeFormatId));
}

export function formatDateTime(
  value: Date | string | number,
  prefs: TDateTimePreferences = {},
): string {
  const pattern = `${datePattern(prefs.dateFormatId)} ${timePattern(prefs.timeFormatId)}`;
  return formatWith(value, prefs.timeZone, pattern);
}

/**
 * A calendar day ('2026-11-30', or the UTC midnight that stores one) in the user's date format.
 * Read in UTC, not the user's zone: a day west of Greenwich must not turn into the day before.
 */
export function formatDay(value: Date | string | number, prefs: TDateTimePreferences = {}): string {
  return formatWith(value, DEFAULT_TIME_ZONE, datePattern(prefs.dateFormatId));
}

/** The user's date pattern without the year ('DD-MM', 'MMM DD'), for short labels such as axes. */
export function dayMonthPattern(id: TFormatId): string {
  return datePattern(id).replace(/^YYYY[^A-Za-z]*|[^A-Za-z]*YYYY$/, '');
}

/** A calendar day in the user's order without the year: chart axes, where the year is known. */
export function formatDayMonth(
  value: Date | string | number,
  prefs: TDateTimePreferences = {},
): string {
  return formatWith(value, DEFAULT_TIME_ZONE, dayMonthPattern(prefs.dateFormatId));
}
