import { useTranslation } from 'react-i18next';
import { ACCOUNT_LIMITS } from '@resonate/contracts/account';
import type { TMasterData } from '@resonate/contracts/master-data';
import { SelectField, TextField } from './form-fields';

export function AddressSection({ masterData }: { masterData: TMasterData | undefined }) {
  const { t } = useTranslation('pages');
  return (
    <fieldset className="account-section">
      <legend className="account-section__title">{t('account.sections.address')}</legend>
      <div className="account-grid">
        <div className="account-grid__wide">
          <TextField
            name="address"
            label={t('account.fields.address')}
            maxLength={ACCOUNT_LIMITS.address}
            autoComplete="street-address"
          />
        </div>
        <TextField name="city" label={t('account.fields.city')} autoComplete="address-level2" />
        <TextField name="zip" label={t('account.fields.zip')} autoComplete="postal-code" />
        <TextField
          name="region"
          label={t('account.fields.region')}
          maxLength={ACCOUNT_LIMITS.region}
          autoComplete="address-level1"
        />
        <SelectField
          name="countryId"
          label={t('account.fields.country')}
          placeholder={t('account.selectCountry')}
        >
          {masterData?.countries.map((country) => (
            <option key={country.countryID} value={country.countryID}>
              {country.name}
            </option>
          ))}
        </SelectField>
      </div>
    </fieldset>
  );
}
