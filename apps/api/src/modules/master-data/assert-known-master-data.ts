import { ACCOUNT_MSG } from '@resonate/contracts/account';
import type { TFieldErrors } from '@resonate/contracts/envelope';
import { MSG } from '@resonate/contracts/messages';
import { SIGNUP_MSG } from '@resonate/contracts/onboarding/signup';
import { PROFILE_MSG } from '@resonate/contracts/profile';
import { AppError } from '#/errors.ts';
import { getMasterData } from './get-master-data.ts';

type TMasterData = ReturnType<typeof getMasterData>;
type TFieldCheck = { known: (data: TMasterData, value: unknown) => boolean; message: string };

/** Each form field that picks from the master data: how it is looked up, and its message. */
const FIELDS = {
  countryId: {
    known: (d, v) => d.countries.some((c) => c.countryID === v),
    message: MSG.countryRequired,
  },
  countryCode: {
    known: (d, v) => d.countries.some((c) => c.dialCode === v),
    message: PROFILE_MSG.countryCodeRequired,
  },
  jobFunctionId: {
    known: (d, v) => d.jobFunctions.some((j) => j.id === v),
    message: SIGNUP_MSG.jobFunctionRequired,
  },
  // Optional on every form that has it.
  industryId: {
    known: (d, v) => v === null || d.industries.some((i) => i.id === v),
    message: ACCOUNT_MSG.industryInvalid,
  },
  currency: {
    known: (d, v) => d.currencies.some((c) => c.code === v),
    message: ACCOUNT_MSG.currencyRequired,
  },
  languageId: {
    known: (d, v) => d.languages.some((l) => l.languageID === v),
    message: ACCOUNT_MSG.languageRequired,
  },
  dateFormatId: {
    known: (d, v) => d.dateFormatList.some((f) => f.dateFormatID === v),
    message: ACCOUNT_MSG.dateFormatRequired,
  },
  timeFormatId: {
    known: (d, v) => d.timeFormatList.some((f) => f.timeFormatID === v),
    message: ACCOUNT_MSG.timeFormatRequired,
  },
  timeZoneId: {
    known: (d, v) => d.timeZoneList.some((z) => z.timeZoneID === v),
    message: ACCOUNT_MSG.timeZoneRequired,
  },
} satisfies Record<string, TFieldCheck>;

export type TMasterDataField = keyof typeof FIELDS;

/**
 * The master-data fields of a form (whichever of FIELDS it has) must name entries of the master
 * data the page chose from: a made-up id would later format dates or price plans with a default
 * nobody chose. 400 with every bad field at once, the first one's message as the summary.
 */
export function assertKnownMasterData(form: Partial<Record<TMasterDataField, unknown>>): void {
  const data = getMasterData();
  const errors: TFieldErrors = {};
  for (const [field, check] of Object.entries(FIELDS) as [TMasterDataField, TFieldCheck][]) {
    if (field in form && !check.known(data, form[field])) errors[field] = check.message;
  }
  const first = Object.values(errors)[0];
  if (first) throw new AppError('BAD_REQUEST', first, { errors });
}
