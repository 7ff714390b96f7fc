import { CheckCircle2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormContext, useWatch } from 'react-hook-form';
import Form from 'react-bootstrap/Form';
import { EMAIL_MAX, FIRST_NAME_MAX, LAST_NAME_MAX } from '@resonate/contracts/limits';
import type { TMasterData } from '@resonate/contracts/master-data';
import { SIGNUP_TITLES, type TSignUpFormInput } from '@resonate/contracts/onboarding/signup';
import type { TEmailCheck } from '../../hooks/use-email-check';
import { dialCodeOptions } from '../../lib/sign-up-defaults';
import { SelectField, TextField, useFieldError } from './signup-fields';

type TAboutYouProps = {
  masterData: TMasterData;
  emailCheck: TEmailCheck;
  onEmailBlur: (value: string) => void;
};

/** Who is signing up: title, names, job function, business email and phone. */
export function AboutYouSection({ masterData, emailCheck, onEmailBlur }: TAboutYouProps) {
  const { t } = useTranslation('onboarding');
  const select = t('signUp.placeholders.select');
  const emailHint =
    emailCheck === 'checking' ? (
      <span className="signup-email-status">
        <span className="spinner-border spinner-border-sm" aria-hidden="true" />{' '}
        {t('signUp.email.checking')}
      </span>
    ) : emailCheck === 'available' ? (
      <span className="signup-email-status text-success">
        <CheckCircle2 size={14} aria-hidden="true" /> {t('signUp.email.available')}
      </span>
    ) : undefined;

  return (
    <fieldset className="signup-section">
      <legend className="signup-section__title">{t('signUp.sections.about')}</legend>
      <div className="signup-grid">
        <div className="signup-grid__names">
          <SelectField
            name="title"
            label={t('signUp.fields.title')}
            placeholder={select}
            numeric={false}
            className="signup-field signup-field--title"
          >
            {SIGNUP_TITLES.map((title) => (
              <option key={title} value={title}>
                {t(`signUp.titles.${title}`)}
              </option>
            ))}
          </SelectField>
          <TextField
            name="firstName"
            label={t('signUp.fields.firstName')}
            autoComplete="given-name"
            maxLength={FIRST_NAME_MAX}
          />
        </div>
        <TextField
          name="lastName"
          label={t('signUp.fields.lastName')}
          autoComplete="family-name"
          maxLength={LAST_NAME_MAX}
        />
        <TextField
          name="emailId"
          type="email"
          label={t('signUp.fields.email')}
          autoComplete="email"
          maxLength={EMAIL_MAX}
          hint={emailHint}
          options={{
            onBlur: (event: { target: { value: string } }) => onEmailBlur(event.target.value),
          }}
        />
        <SelectField
          name="jobFunctionId"
          label={t('signUp.fields.jobFunction')}
          placeholder={select}
        >
          {masterData.jobFunctions.map((job) => (
            <option key={job.id} value={job.id}>
              {job.name}
            </option>
          ))}
        </SelectField>
        <PhoneField masterData={masterData} />
      </div>
    </fieldset>
  );
}

/** The phone: the country's dial code, then the number without it. */
function PhoneField({ masterData }: { masterData: TMasterData }) {
  const { t } = useTranslation('onboarding');
  const { register, control } = useFormContext<TSignUpFormInput>();
  const countryId = useWatch({ control, name: 'countryId' });
  const codeError = useFieldError('countryCode');
  const numberError = useFieldError('phoneNo');
  const codes = dialCodeOptions(masterData.countries, countryId);
  return (
    <div
      className="signup-field signup-grid__wide"
      role="group"
      aria-labelledby="signup-phone-label"
    >
      <span id="signup-phone-label" className="form-label d-block">
        {t('signUp.fields.phone')}
      </span>
      <div className="signup-phone">
        <Form.Select
          aria-label={t('signUp.fields.dialCode')}
          className="signup-phone__code"
          isInvalid={!!codeError}
          {...register('countryCode')}
        >
          <option value="">{t('signUp.fields.dialCode')}</option>
          {codes.map((option) => (
            <option key={option.dialCode} value={option.dialCode}>
              {option.name} ({option.dialCode})
            </option>
          ))}
        </Form.Select>
        <Form.Control
          type="tel"
          inputMode="numeric"
          aria-label={t('signUp.fields.phoneNumber')}
          autoComplete="tel-national"
          maxLength={14}
          isInvalid={!!numberError}
          {...register('phoneNo')}
        />
      </div>
      {codeError || numberError ? (
        <div className="invalid-feedback d-block">{codeError ?? numberError}</div>
      ) : null}
    </div>
  );
}
