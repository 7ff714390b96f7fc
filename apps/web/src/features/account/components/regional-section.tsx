import { useTranslation } from 'react-i18next';
import { Controller, useFormContext } from 'react-hook-form';
import Form from 'react-bootstrap/Form';
import {
  PREFERRED_REGIONS,
  type TClientDetailsFormInput,
  type TPreferredRegion,
} from '@resonate/contracts/account';
import { formatDateTime } from '@resonate/contracts/format/date-time';
import type { TMasterData } from '@resonate/contracts/master-data';
import { timeZoneLabel } from '../lib/details-form';
import { SelectField } from './form-fields';

function toggle(list: readonly TPreferredRegion[], region: TPreferredRegion, on: boolean) {
  return on
    ? PREFERRED_REGIONS.filter((r) => r === region || list.includes(r))
    : list.filter((r) => r !== region);
}

/** Time zone, formats, currency and language: what every date and amount is shown in. */
export function RegionalSection({ masterData }: { masterData: TMasterData | undefined }) {
  const { t } = useTranslation('pages');
  const { control, watch } = useFormContext<TClientDetailsFormInput>();
  const [timeZoneId, dateFormatId, timeFormatId] = watch([
    'timeZoneId',
    'dateFormatId',
    'timeFormatId',
  ]);
  const zone = masterData?.timeZoneList.find((z) => z.timeZoneID === timeZoneId)?.timeZone;
  const example = formatDateTime(new Date(), { dateFormatId, timeFormatId, timeZone: zone });

  return (
    <fieldset className="account-section">
      <legend className="account-section__title">{t('account.sections.regional')}</legend>
      <div className="account-grid">
        <div className="account-grid__wide">
          <SelectField name="timeZoneId" label={t('account.fields.timeZone')}>
            {masterData?.timeZoneList.map((z) => (
              <option key={z.timeZoneID} value={z.timeZoneID}>
                {timeZoneLabel(z)}
              </option>
            ))}
          </SelectField>
        </div>
        <Form.Group
          controlId="account-daylightSaving"
          className="account-field account-field--switch"
        >
          <Controller
            control={control}
            name="daylightSaving"
            render={({ field }) => (
              <Form.Check
                type="switch"
                role="switch"
                label={t('account.fields.daylightSaving')}
                checked={field.value}
                onChange={(event) => field.onChange(event.target.checked)}
                onBlur={field.onBlur}
                ref={field.ref}
              />
            )}
          />
        </Form.Group>
        <SelectField name="currency" label={t('account.fields.currency')} numeric={false}>
          {masterData?.currencies.map((currency) => (
            <option key={currency.code} value={currency.code}>
              {currency.code} – {currency.name}
            </option>
          ))}
        </SelectField>
        <SelectField name="dateFormatId" label={t('account.fields.dateFormat')}>
          {masterData?.dateFormatList.map((format) => (
            <option key={format.dateFormatID} value={format.dateFormatID}>
              {format.dateformat}
            </option>
          ))}
        </SelectField>
        <SelectField name="timeFormatId" label={t('account.fields.timeFormat')}>
          {masterData?.timeFormatList.map((format) => (
            <option key={format.timeFormatID} value={format.timeFormatID}>
              {format.timeformat}
            </option>
          ))}
        </SelectField>
        <SelectField name="languageId" label={t('account.fields.language')}>
          {masterData?.languages.map((language) => (
            <option key={language.languageID} value={language.languageID}>
              {language.name}
            </option>
          ))}
        </SelectField>
        <p className="account-example" aria-live="polite">
          {t('account.example', { example })}
        </p>
        <div className="account-grid__wide" role="group" aria-labelledby="account-regions">
          <p id="account-regions" className="form-label mb-2">
            {t('account.fields.preferredRegions')}
          </p>
          <Controller
            control={control}
            name="preferredRegions"
            render={({ field }) => (
              <div className="account-regions">
                {PREFERRED_REGIONS.map((region) => (
                  <Form.Check
                    key={region}
                    inline
                    type="checkbox"
                    id={`account-region-${region}`}
                    label={t(`account.regions.${region}`)}
                    checked={field.value.includes(region)}
                    onChange={(event) =>
                      field.onChange(toggle(field.value, region, event.target.checked))
                    }
                  />
                ))}
              </div>
            )}
          />
        </div>
      </div>
    </fieldset>
  );
}
