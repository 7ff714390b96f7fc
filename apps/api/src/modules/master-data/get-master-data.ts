import type { TMasterData } from '@resonate/contracts/master-data';
import COUNTRIES from '#/modules/master-data/lists/countries.json' with { type: 'json' };
import CURRENCIES from '#/modules/master-data/lists/currencies.json' with { type: 'json' };
import {
  DATE_FORMAT_LIST,
  INDUSTRY_LIST,
  JOB_FUNCTION_LIST,
  LANGUAGE_LIST,
  TIME_FORMAT_LIST,
} from '#/modules/master-data/lists/static-lists.ts';
import { buildTimeZoneList } from '#/modules/master-data/time-zones.ts';

/** How long a built list is reused. Offsets move with daylight saving, so not forever. */
export const MASTER_DATA_TTL_SECONDS = 3600;

let cached: { data: TMasterData; expiresAt: number } | undefined;

/**
 * The master data every screen needs (spec section 3). Static apart from the current UTC
 * offsets, so it is built once an hour and shared by every request.
 */
export function getMasterData(now: Date = new Date()): TMasterData {
  if (cached && cached.expiresAt > now.getTime()) return cached.data;
  const data: TMasterData = {
    timeZoneList: buildTimeZoneList(now),
    timeFormatList: TIME_FORMAT_LIST,
    dateFormatList: DATE_FORMAT_LIST,
    countries: COUNTRIES,
    currencies: CURRENCIES,
    languages: LANGUAGE_LIST,
    industries: INDUSTRY_LIST,
    jobFunctions: JOB_FUNCTION_LIST,
  };
  cached = { data, expiresAt: now.getTime() + MASTER_DATA_TTL_SECONDS * 1000 };
  return data;
}
