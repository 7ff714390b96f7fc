import { useTranslation } from 'react-i18next';
import { ACCOUNT_LIMITS } from '@resonate/contracts/account';
import type { TMasterData } from '@resonate/contracts/master-data';
import { SelectField, TextField } from './form-fields';

export function CompanySection({ masterData }: { masterData: TMasterData | undefined }) {
  const { t } = useTranslation('pages');
  return (
    <fieldset className="account-section">
      <legend className="account-section__title">{t('account.sections.company')}</legend>
      <div className="account-grid">
        <TextField
          name="companyName"
          label={t('account.fields.companyName')}
          maxLength={ACCOUNT_LIMITS.companyName}
          autoComplete="organization"
        />
        <TextField
          name="parentCompany"
          label={t('account.fields.parentCompany')}
          maxLength={ACCOUNT_LIMITS.parentCompany}
        />
        <TextField
          name="businessEmail"
          type="email"
          label={t('account.fields.businessEmail')}
          autoComplete="email"
        />
        <TextField name="website" label={t('account.fields.website')} autoComplete="url" />
        <SelectField
          name="industryId"
          label={t('account.fields.industry')}
          placeholder={t('account.selectIndustry')}
        >
          {masterData?.industries.map((industry) => (
            <option key={industry.id} value={industry.id}>
              {industry.name}
            </option>
          ))}
        </SelectField>
      </div>
    </fieldset>
  );
}
