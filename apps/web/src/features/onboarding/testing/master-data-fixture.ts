import type { TMasterData } from '@resonate/contracts/master-data';

/** A small master data for the onboarding component tests. */
export const MASTER_DATA: TMasterData = {
  timeZoneList: [
    { timeZoneID: 1, timeZone: 'Europe/London', utcOffsetMinutes: 0 },
    { timeZoneID: 2, timeZone: 'Asia/Kolkata', utcOffsetMinutes: 330 },
  ],
  timeFormatList: [{ timeFormatID: 1, timeformat: '12 hours', pattern: 'hh:mm A' }],
  dateFormatList: [{ dateFormatID: 1, dateformat: 'DD-MM-YYYY' }],
  countries: [
    { countryID: 77, code: 'GB', name: 'United Kingdom', dialCode: '+44' },
    { countryID: 101, code: 'IN', name: 'India', dialCode: '+91' },
  ],
  currencies: [
    { currencyID: 1, code: 'GBP', name: 'British Pound', minorUnits: 2 },
    { currencyID: 2, code: 'INR', name: 'Indian Rupee', minorUnits: 2 },
  ],
  languages: [{ languageID: 1, code: 'en-GB', name: 'English (UK)' }],
  industries: [],
  jobFunctions: [{ id: 1, name: 'Marketing' }],
};
