import { useMemo, useSyncExternalStore } from 'react';
import {
  formatDate,
  formatDateTime,
  formatDay,
  formatDayMonth,
  formatTime,
  DEFAULT_TIME_ZONE,
  type TDateTimePreferences,
} from '@resonate/contracts/format/date-time';
import { useMasterData } from '../api/system/get-master-data';
import {
  dateTimePreferencesVersion,
  readDateTimePreferences,
  subscribeDateTimePreferences,
} from '../storage/date-time-preferences';

type TValue = Date | string | number;

/**
 * Dates and times in the signed-in client's formats and time zone (the ids stored at sign-in,
 * the zone's IANA name from the master data). Re-renders when account settings change them.
 * The one way the web app shows a date: the lint forbids toLocale*, Intl.DateTimeFormat and
 * fixed patterns elsewhere (issue 26, item 10).
 */
export function useDateTimeFormat() {
  const version = useSyncExternalStore(
    subscribeDateTimePreferences,
    dateTimePreferencesVersion,
    dateTimePreferencesVersion,
  );
  const { data } = useMasterData();
  return useMemo(() => {
    const ids = readDateTimePreferences();
    const zone = data?.timeZoneList?.find((z) => z.timeZoneID === ids.timeZoneId)?.timeZone;
    const prefs: TDateTimePreferences = {
      dateFormatId: ids.dateFormatId,
      timeFormatId: ids.timeFormatId,
      timeZone: zone,
    };
    return {
      prefs,
      version,
      formatDate: (value: TValue) => formatDate(value, prefs),
      formatTime: (value: TValue) => formatTime(value, prefs),
      formatDateTime: (value: TValue) => formatDateTime(value, prefs),
      /** A calendar day (a date with no time of day): never shifted by the zone. */
      formatDay: (value: TValue) => formatDay(value, prefs),
      /** A wall-clock time already in the client's zone ('2026-12-01T09:30'), not shifted. */
      formatWallTime: (value: TValue) =>
        formatTime(value, { ...prefs, timeZone: DEFAULT_TIME_ZONE }),
      /** A calendar day without its year, in the user's order: axis labels. */
      formatDayMonth: (value: TValue) => formatDayMonth(value, prefs),
    };
  }, [data, version]);
}
