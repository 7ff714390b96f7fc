import { useTranslation } from 'react-i18next';
import { useFormContext, useWatch } from 'react-hook-form';
import { PASSWORD_MAX } from '@resonate/contracts/constants';
import type { TSignUpFormInput } from '@resonate/contracts/onboarding/signup';
import { PasswordInput } from '@/shared/components/password-input';
import { StrengthMeter } from '@/shared/components/strength-meter';
import { useFieldError } from './signup-fields';

/** The password and its confirmation, with the strength meter of spec section 5. */
export function PasswordSection() {
  const { t } = useTranslation('onboarding');
  const { register, control, trigger, getFieldState } = useFormContext<TSignUpFormInput>();
  const password = useWatch({ control, name: 'password' }) ?? '';
  const passwordError = useFieldError('password');
  const confirmError = useFieldError('confirmPassword');
  return (
    <fieldset className="signup-section">
      <legend className="signup-section__title">{t('signUp.sections.password')}</legend>
      <div className="signup-grid">
        <div className="signup-field">
          <label className="form-label" htmlFor="signup-password">
            {t('signUp.fields.password')}
          </label>
          <PasswordInput
            id="signup-password"
            autoComplete="new-password"
            maxLength={PASSWORD_MAX}
            error={passwordError}
            registration={register('password', {
              // A confirmation typed first is re-checked as the password changes.
              onChange: () => {
                if (getFieldState('confirmPassword').isTouched) void trigger('confirmPassword');
              },
            })}
          />
          <StrengthMeter password={password} id="signup-password-strength" />
        </div>
        <div className="signup-field">
          <label className="form-label" htmlFor="signup-confirmPassword">
            {t('signUp.fields.confirmPassword')}
          </label>
          <PasswordInput
            id="signup-confirmPassword"
            autoComplete="new-password"
            maxLength={PASSWORD_MAX}
            error={confirmError}
            registration={register('confirmPassword')}
          />
        </div>
      </div>
    </fieldset>
  );
}
