import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TMasterData } from '@resonate/contracts/master-data';
import { paths } from '@/config/paths';
import { useMasterData } from '@/shared/api/system/get-master-data';
import { OnboardingSteps } from '../components/onboarding-steps';
import { SignUpForm } from '../components/signup/sign-up-form';
import { SignUpOtp } from '../components/signup/sign-up-otp';
import { useSignUp } from '../hooks/use-sign-up';
import '../components/onboarding.scss';

/** /sign-up: the new-user form, then the email code; the account is created after both. */
export default function SignUpPage() {
  const { t } = useTranslation('onboarding');
  const { data: masterData, isError } = useMasterData();
  return (
    <div className="onboarding-page">
      <div className="onboarding-page__intro">
        <h1 id="signup-heading" className="onboarding-page__title">
          {t('signUp.title')}
        </h1>
        <p className="onboarding-page__subtitle">
          {t('signUp.haveAccount')} <Link to={paths.login.getHref()}>{t('signUp.signIn')}</Link>
        </p>
      </div>
      {masterData ? (
        <SignUpFlow masterData={masterData} />
      ) : isError ? (
        <div className="alert alert-danger" role="alert">
          {t('signUp.masterDataError')}
        </div>
      ) : (
        <div className="card app-card onboarding-card placeholder-glow" aria-busy="true">
          <span className="visually-hidden">{t('loading')}</span>
          <span className="placeholder col-12 onboarding-card__skeleton" />
        </div>
      )}
    </div>
  );
}

function SignUpFlow({ masterData }: { masterData: TMasterData }) {
  const { form, step, formError, submit, createAccount, backToForm } = useSignUp(masterData);
  return (
    <>
      <OnboardingSteps current={step.kind === 'otp' ? 'verify' : 'details'} />
      <div className="card app-card onboarding-card">
        <div className="card-body">
          {step.kind === 'otp' ? (
            <SignUpOtp
              challenge={step.challenge}
              email={step.values.emailId}
              onVerified={createAccount}
              onBack={backToForm}
            />
          ) : (
            <SignUpForm
              form={form}
              masterData={masterData}
              formError={formError}
              onSubmit={(event) => void submit(event)}
            />
          )}
        </div>
      </div>
    </>
  );
}
