import type { TDateTimePreferences } from '@resonate/contracts/format/date-time';
import { useMasterData } from '@/shared/api/system/get-master-data';
import { readUserInfo } from '@/shared/storage/user-info';

/**
 * The signed-in user's date format, time format and zone (stored at sign-in as ids); the zone's
 * IANA name comes from the master data's timeZoneList. Unknown ids fall back to the defaults.
 */
export function useDatePreferences(): TDateTimePreferences {
  const { data } = useMasterData();
  const info = readUserInfo();
  const zone = data?.timeZoneList.find((z) => z.timeZoneID === info.timeZoneId)?.timeZone;
  return { dateFormatId: info.dateFormatId, timeFormatId: info.timeFormatId, timeZone: zone };
}
