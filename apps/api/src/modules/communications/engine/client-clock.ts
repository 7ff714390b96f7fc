import { buildTimeZoneList, utcOffsetMinutes } from '#/modules/master-data/index.ts';

/**
 * Schedules and send windows are wall-clock times in the client's time zone
 * (clients.time_zone_id -> master-data time zones); the engine works in UTC instants. These
 * helpers convert between the two with Intl only, DST included.
 */

let zoneById: Map<number, string> | undefined;

/** The IANA name of a master-data time-zone id (UTC when unknown). */
export function timeZoneName(timeZoneId: number): string {
  zoneById ??= new Map(buildTimeZoneList(new Date()).map((z) => [z.timeZoneID, z.timeZone]));
  return zoneById.get(timeZoneId) ?? 'UTC';
}

export type TLocalParts = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  /** 0 Sunday ... 6 Saturday. */
  weekday: number;
};

/** The wall clock in `timeZone` at `at`. */
export function localParts(timeZone: string, at: Date): TLocalParts {
  const offset = utcOffsetMinutes(timeZone, at) ?? 0;
  const shifted = new Date(at.getTime() + offset * 60_000);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    weekday: shifted.getUTCDay(),
  };
}

/**
 * The instant a wall-clock time in `timeZone` names. A time skipped by a DST jump resolves to
 * the offset before the jump (so it lands just after it); a repeated hour takes its first pass.
 */
export function zonedInstant(
  timeZone: string,
  local: { year: number; month: number; day: number; hour: number; minute: number },
): Date {
  const asUtc = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute);
  const first = utcOffsetMinutes(timeZone, new Date(asUtc)) ?? 0;
  const guess = asUtc - first * 60_000;
  const second = utcOffsetMinutes(timeZone, new Date(guess)) ?? 0;
  return new Date(second === first ? guess : asUtc - second * 60_000);
}

/** '2026-12-01T09:30' -> its parts (month 1-12). */
export function parseLocalDateTime(value: string) {
  const [date = '', time = '00:00'] = value.split('T');
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  return {
    year: year ?? 1970,
    month: month ?? 1,
    day: day ?? 1,
    hour: hour ?? 0,
    minute: minute ?? 0,
  };
}
