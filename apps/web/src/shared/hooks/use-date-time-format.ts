import { useMemo, useSyncExternalStore } from 'react';
import {
  formatDate,
  formatDateTime,
  formatTime,
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
    const zone = data?.timeZoneList.find((z) => z.timeZoneID === ids.timeZoneId)?.timeZone;
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
    };
  }, [data, version]);
}
