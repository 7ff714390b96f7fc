import { ACCOUNT_MSG } from '@resonate/contracts/account';
import type { TFieldErrors } from '@resonate/contracts/envelope';
import { MSG } from '@resonate/contracts/messages';
import { SIGNUP_MSG, type TSignUpForm } from '@resonate/contracts/onboarding/signup';
import { PROFILE_MSG } from '@resonate/contracts/profile';
import { AppError } from '#/errors.ts';
import { getMasterData } from '#/modules/master-data/get-master-data.ts';

/**
 * Every list choice of the form must name an entry of the master data the page chose from
 * (an unknown country is 'Select country'). 400 with every bad field at once.
 */
export function assertSignUpMasterData(form: TSignUpForm): void {
  const data = getMasterData();
  const checks: [keyof TSignUpForm, boolean, string][] = [
    ['countryId', data.countries.some((c) => c.countryID === form.countryId), MSG.countryRequired],
    [
      'countryCode',
      data.countries.some((c) => c.dialCode === form.countryCode),
      PROFILE_MSG.countryCodeRequired,
    ],
    [
      'jobFunctionId',
      data.jobFunctions.some((j) => j.id === form.jobFunctionId),
      SIGNUP_MSG.jobFunctionRequired,
    ],
    [
      'currency',
      data.currencies.some((c) => c.code === form.currency),
      ACCOUNT_MSG.currencyRequired,
    ],
    [
      'languageId',
      data.languages.some((l) => l.languageID === form.languageId),
      ACCOUNT_MSG.languageRequired,
    ],
    [
      'dateFormatId',
      data.dateFormatList.some((f) => f.dateFormatID === form.dateFormatId),
      ACCOUNT_MSG.dateFormatRequired,
    ],
    [
      'timeFormatId',
      data.timeFormatList.some((f) => f.timeFormatID === form.timeFormatId),
      ACCOUNT_MSG.timeFormatRequired,
    ],
    [
      'timeZoneId',
      data.timeZoneList.some((z) => z.timeZoneID === form.timeZoneId),
      ACCOUNT_MSG.timeZoneRequired,
    ],
  ];
  const errors: TFieldErrors = {};
  for (const [field, ok, message] of checks) if (!ok) errors[field] = message;
  const first = Object.values(errors)[0];
  if (first) throw new AppError('BAD_REQUEST', first, { errors });
}
