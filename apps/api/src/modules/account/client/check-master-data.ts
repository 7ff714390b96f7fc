import { ACCOUNT_MSG, type TClientDetailsForm } from '@resonate/contracts/account';
import type { TFieldErrors } from '@resonate/contracts/envelope';
import { MSG } from '@resonate/contracts/messages';
import { AppError } from '#/errors.ts';
import { getMasterData } from '#/modules/master-data/get-master-data.ts';

/**
 * The ids of a settings form must name entries of the master data the page chose from; a
 * made-up id would later format dates with a default nobody chose. 400 with every bad field.
 */
export function assertKnownMasterData(form: TClientDetailsForm): void {
  const data = getMasterData();
  const checks: [keyof TClientDetailsForm, boolean, string][] = [
    ['countryId', data.countries.some((c) => c.countryID === form.countryId), MSG.countryRequired],
    [
      'industryId',
      form.industryId === null || data.industries.some((i) => i.id === form.industryId),
      ACCOUNT_MSG.industryInvalid,
    ],
    [
      'timeZoneId',
      data.timeZoneList.some((z) => z.timeZoneID === form.timeZoneId),
      ACCOUNT_MSG.timeZoneRequired,
    ],
    [
      'currency',
      data.currencies.some((c) => c.code === form.currency),
      ACCOUNT_MSG.currencyRequired,
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
      'languageId',
      data.languages.some((l) => l.languageID === form.languageId),
      ACCOUNT_MSG.languageRequired,
    ],
  ];
  const errors: TFieldErrors = {};
  for (const [field, ok, message] of checks) if (!ok) errors[field] = message;
  const first = Object.values(errors)[0];
  if (first) throw new AppError('BAD_REQUEST', first, { errors });
}
