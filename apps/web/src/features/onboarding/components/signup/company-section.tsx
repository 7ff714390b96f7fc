import { Building2, Network } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormContext, useWatch } from 'react-hook-form';
import { ACCOUNT_LIMITS } from '@resonate/contracts/account';
import { WEBSITE_MAX } from '@resonate/contracts/limits';
import { ACCOUNT_TYPES, type TSignUpFormInput } from '@resonate/contracts/onboarding/signup';
import { TextField } from './signup-fields';

const ICONS = { brand: Building2, agency: Network } as const;

/** Brand or agency, and the company's name and website. */
export function CompanySection() {
  const { t } = useTranslation('onboarding');
  const { register, control } = useFormContext<TSignUpFormInput>();
  const accountType = useWatch({ control, name: 'accountType' });
  return (
    <fieldset className="signup-section">
      <legend className="signup-section__title">{t('signUp.sections.company')}</legend>
      <div
        className="signup-account-types"
        role="radiogroup"
        aria-label={t('signUp.fields.accountType')}
      >
        {ACCOUNT_TYPES.map((type) => {
          const Icon = ICONS[type];
          return (
            <label
              key={type}
              className={`signup-account-type${accountType === type ? ' is-selected' : ''}`}
            >
              <input
                type="radio"
                value={type}
                className="form-check-input signup-account-type__radio"
                {...register('accountType')}
              />
              <Icon size={22} aria-hidden="true" className="signup-account-type__icon" />
              <span>
                <span className="signup-account-type__title">
                  {t(`signUp.accountTypes.${type}.title`)}
                </span>
                <span className="signup-account-type__text">
                  {t(`signUp.accountTypes.${type}.description`)}
                </span>
              </span>
            </label>
          );
        })}
      </div>
      <div className="signup-grid">
        <TextField
          name="companyName"
          label={t(
            accountType === 'agency' ? 'signUp.fields.agencyName' : 'signUp.fields.brandName',
          )}
          autoComplete="organization"
          maxLength={ACCOUNT_LIMITS.companyName}
        />
        <TextField
          name="website"
          type="url"
          label={t('signUp.fields.website')}
          autoComplete="url"
          placeholder={t('signUp.placeholders.website')}
          maxLength={WEBSITE_MAX}
        />
      </div>
    </fieldset>
  );
}
