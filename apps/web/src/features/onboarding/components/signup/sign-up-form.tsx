import type { FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { FormProvider, type UseFormReturn } from 'react-hook-form';
import Button from 'react-bootstrap/Button';
import type { TMasterData } from '@resonate/contracts/master-data';
import type { TSignUpForm, TSignUpFormInput } from '@resonate/contracts/onboarding/signup';
import { legalHref } from '@/shared/lib/legal-links';
import { useEmailCheck } from '../../hooks/use-email-check';
import { AboutYouSection } from './about-you-section';
import { CompanySection } from './company-section';
import { PasswordSection } from './password-section';
import { RegionalSection } from './regional-section';

type TSignUpFormProps = {
  form: UseFormReturn<TSignUpFormInput, unknown, TSignUpForm>;
  masterData: TMasterData;
  formError: string | null;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
};

/** The new-user form of spec section 3; Continue mails the code that verifies the email. */
export function SignUpForm({ form, masterData, formError, onSubmit }: TSignUpFormProps) {
  const { t } = useTranslation('onboarding');
  const emailCheck = useEmailCheck(form);
  const { isSubmitting } = form.formState;
  return (
    <FormProvider {...form}>
      <form
        className="signup-form"
        onSubmit={onSubmit}
        noValidate
        data-allow-enter
        aria-labelledby="signup-heading"
      >
        {formError ? (
          <div className="alert alert-danger" role="alert">
            {formError}
          </div>
        ) : null}
        <fieldset disabled={isSubmitting} className="signup-form__body">
          <AboutYouSection
            masterData={masterData}
            emailCheck={emailCheck.status}
            onEmailBlur={(value) => void emailCheck.onBlur(value)}
          />
          <PasswordSection />
          <CompanySection />
          <RegionalSection masterData={masterData} />
        </fieldset>
        <div className="signup-form__footer">
          <p className="signup-form__terms">
            <Trans
              t={t}
              i18nKey="signUp.terms"
              components={{
                terms: (
                  <a href={legalHref('terms', masterData.legal)} target="_blank" rel="noreferrer" />
                ),
                privacy: (
                  <a
                    href={legalHref('privacy', masterData.legal)}
                    target="_blank"
                    rel="noreferrer"
                  />
                ),
              }}
            />
          </p>
          <Button type="submit" variant="primary" size="lg" disabled={isSubmitting}>
            {isSubmitting ? (
              <>
                <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
                {t('signUp.submitting')}
              </>
            ) : (
              t('signUp.submit')
            )}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
