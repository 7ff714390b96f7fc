import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormContext, useWatch } from 'react-hook-form';
import { formatDateTime } from '@resonate/contracts/format/date-time';
import type { TMasterData } from '@resonate/contracts/master-data';
import type { TSignUpFormInput } from '@resonate/contracts/onboarding/signup';
import { getCountryDetails } from '../../api/sign-up';
import { timeZoneLabel } from '../../lib/sign-up-defaults';
import { SelectField } from './signup-fields';

/**
 * Country, currency, language, date and time formats and time zone. Picking a country proposes
 * its dial code, currency and main time zone (GetCountryDetails) for the fields the person has
 * not chosen themselves.
 */
export function RegionalSection({ masterData }: { masterData: TMasterData }) {
  const { t } = useTranslation('onboarding');
  const { control, setValue, getFieldState, getValues } = useFormContext<TSignUpFormInput>();
  const [timeZoneId, dateFormatId, timeFormatId] = useWatch({
    control,
    name: ['timeZoneId', 'dateFormatId', 'timeFormatId'],
  });
  const select = t('signUp.placeholders.select');
  const zone = masterData.timeZoneList.find((z) => z.timeZoneID === timeZoneId)?.timeZone;
  const example = formatDateTime(new Date(), { dateFormatId, timeFormatId, timeZone: zone });
  const countries = [...masterData.countries].sort((a, b) => a.name.localeCompare(b.name));

  const proposeFor = useCallback(
    async (countryId: string) => {
      if (countryId === '') return;
      const details = await getCountryDetails(Number(countryId)).catch(() => null);
      if (!details) return;
      const propose = (
        field: 'countryCode' | 'currency' | 'timeZoneId',
        value: string | number,
      ) => {
        if (!getFieldState(field).isDirty) setValue(field, value as never);
      };
      propose('countryCode', details.dialCode);
      if (details.currency) propose('currency', details.currency);
      const firstZone = details.timeZones[0];
      // The browser's own zone, when it is one of the country's, beats the country's main one.
      const browserZone = getValues('timeZoneId');
      if (firstZone && !details.timeZones.some((z) => z.timeZoneId === browserZone)) {
        propose('timeZoneId', firstZone.timeZoneId);
      }
    },
    [getFieldState, getValues, setValue],
  );

  // The country guessed from the browser gets its currency and zone too.
  useEffect(() => {
    const countryId = getValues('countryId');
    if (Number.isFinite(countryId)) void proposeFor(String(countryId));
  }, [getValues, proposeFor]);

  return (
    <fieldset className="signup-section">
      <legend className="signup-section__title">{t('signUp.sections.regional')}</legend>
      <div className="signup-grid">
        <SelectField
          name="countryId"
          label={t('signUp.fields.country')}
          placeholder={select}
          onChosen={(value) => void proposeFor(value)}
        >
          {countries.map((country) => (
            <option key={country.countryID} value={country.countryID}>
              {country.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          name="currency"
          label={t('signUp.fields.currency')}
          placeholder={select}
          numeric={false}
        >
          {masterData.currencies.map((currency) => (
            <option key={currency.code} value={currency.code}>
              {currency.code} – {currency.name}
            </option>
          ))}
        </SelectField>
        <SelectField name="languageId" label={t('signUp.fields.language')} placeholder={select}>
          {masterData.languages.map((language) => (
            <option key={language.languageID} value={language.languageID}>
              {language.name}
            </option>
          ))}
        </SelectField>
        <SelectField name="timeZoneId" label={t('signUp.fields.timeZone')} placeholder={select}>
          {masterData.timeZoneList.map((z) => (
            <option key={z.timeZoneID} value={z.timeZoneID}>
              {timeZoneLabel(z)}
            </option>
          ))}
        </SelectField>
        <SelectField name="dateFormatId" label={t('signUp.fields.dateFormat')} placeholder={select}>
          {masterData.dateFormatList.map((format) => (
            <option key={format.dateFormatID} value={format.dateFormatID}>
              {format.dateformat}
            </option>
          ))}
        </SelectField>
        <SelectField name="timeFormatId" label={t('signUp.fields.timeFormat')} placeholder={select}>
          {masterData.timeFormatList.map((format) => (
            <option key={format.timeFormatID} value={format.timeFormatID}>
              {format.timeformat}
            </option>
          ))}
        </SelectField>
        {Number.isFinite(dateFormatId) && Number.isFinite(timeFormatId) ? (
          <p className="signup-example signup-grid__wide" aria-live="polite">
            {t('signUp.example', { example })}
          </p>
        ) : null}
      </div>
    </fieldset>
  );
}
