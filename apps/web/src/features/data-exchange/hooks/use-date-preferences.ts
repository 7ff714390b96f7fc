import type { TDateTimePreferences } from '@resonate/contracts/format/date-time';
import { useDateTimeFormat } from '@/shared/hooks/use-date-time-format';

/**
 * The signed-in user's date and time formats and zone, for the dates of keys and deliveries: the
 * shared formatter's, so they change with account settings like every other date.
 */
export function useDatePreferences(): TDateTimePreferences {
  return useDateTimeFormat().prefs;
}
