import type { TDateTimePreferences } from '@resonate/contracts/format/date-time';
import { useMasterData } from '@/shared/api/system/get-master-data';
import { readUserInfo } from '@/shared/storage/user-info';

/** The signed-in user's date and time formats and zone, for the dates of keys and deliveries. */
export function useDatePreferences(): TDateTimePreferences {
  const { data } = useMasterData();
  const info = readUserInfo();
  const zone = data?.timeZoneList.find((z) => z.timeZoneID === info.timeZoneId)?.timeZone;
  return { dateFormatId: info.dateFormatId, timeFormatId: info.timeFormatId, timeZone: zone };
}
