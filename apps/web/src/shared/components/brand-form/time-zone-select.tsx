import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Form from 'react-bootstrap/Form';
import type { TBrandForm, TBrandFormInput } from '@resonate/contracts/onboarding/brands';
import type { TMasterData } from '@resonate/contracts/master-data';

/**
 * The time zone, the chosen country's zones first. Controlled (not registered): picking a
 * country moves options between the two groups, and an uncontrolled select would lose its
 * selection when its option is re-created.
 */
export function TimeZoneSelect({
  control,
  zones,
  countryZones,
  invalid,
}: {
  control: Control<TBrandFormInput, unknown, TBrandForm>;
  zones: TMasterData['timeZoneList'];
  countryZones: readonly number[];
  invalid: boolean;
}) {
  const { t } = useTranslation('admin');
  const label = (zone: string) => zone.replace(/_/g, ' ');
  const suggested = zones.filter((z) => countryZones.includes(z.timeZoneID));
  const others = zones.filter((z) => !countryZones.includes(z.timeZoneID));
  return (
    <Controller
      control={control}
      name="timeZoneId"
      render={({ field }) => (
        <Form.Select
          value={field.value}
          onChange={(event) => field.onChange(Number(event.target.value))}
          onBlur={field.onBlur}
          ref={field.ref}
          isInvalid={invalid}
        >
          <option value={0}>{t('brand.selectTimeZone')}</option>
          {suggested.length > 0 ? (
            <optgroup label={t('brand.countryZones')}>
              {suggested.map((z) => (
                <option key={z.timeZoneID} value={z.timeZoneID}>
                  {label(z.timeZone)}
                </option>
              ))}
            </optgroup>
          ) : null}
          <optgroup label={t('brand.allZones')}>
            {others.map((z) => (
              <option key={z.timeZoneID} value={z.timeZoneID}>
                {label(z.timeZone)}
              </option>
            ))}
          </optgroup>
        </Form.Select>
      )}
    />
  );
}
