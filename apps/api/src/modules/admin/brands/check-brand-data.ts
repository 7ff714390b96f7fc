import { ACCOUNT_MSG } from '@resonate/contracts/account';
import type { TFieldErrors } from '@resonate/contracts/envelope';
import { MSG } from '@resonate/contracts/messages';
import { BRAND_MSG, type TBrandForm } from '@resonate/contracts/onboarding/brands';
import { AppError } from '#/errors.ts';
import { getMasterData } from '#/modules/master-data/get-master-data.ts';

/** The ids of a brand form must name master-data entries the page chose from: 400 otherwise. */
export function assertKnownBrandData(form: TBrandForm): void {
  const data = getMasterData();
  const checks: [keyof TBrandForm, boolean, string][] = [
    ['countryId', data.countries.some((c) => c.countryID === form.countryId), MSG.countryRequired],
    ['currency', data.currencies.some((c) => c.code === form.currency), BRAND_MSG.currencyRequired],
    [
      'timeZoneId',
      data.timeZoneList.some((z) => z.timeZoneID === form.timeZoneId),
      BRAND_MSG.timeZoneRequired,
    ],
    [
      'industryId',
      form.industryId === null || data.industries.some((i) => i.id === form.industryId),
      ACCOUNT_MSG.industryInvalid,
    ],
  ];
  const errors: TFieldErrors = {};
  for (const [field, ok, message] of checks) if (!ok) errors[field] = message;
  const first = Object.values(errors)[0];
  if (first) throw new AppError('BAD_REQUEST', first, { errors });
}
