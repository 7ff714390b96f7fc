import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { Logo } from '@/shared/components/logo';
import { useForgotPasswordModal } from '../hooks/use-forgot-password-modal';
import { isInternalPath } from '@/shared/lib/landing-path';
import { SignInPanel, type TSignInStep } from './sign-in-panel';

/**
 * The sign-in card of the login page. A `lastURL` query parameter (a path in this app) is where
 * a successful sign-in returns to; without it the spec's landing rules apply.
 */
export function LoginForm() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const requested = search.get('lastURL');
  const lastURL = isInternalPath(requested) ? requested : '';
  const [step, setStep] = useState<TSignInStep>('form');
  const forgot = useForgotPasswordModal();

  return (
    <div className="login-card card">
      <div className="card-body">
        <div className="d-lg-none mb-4">
          <Logo />
        </div>
        {step === 'form' ? (
          <>
            <h1 className="login-card__title">{t('login.heading')}</h1>
            <p className="login-card__subtitle">{t('login.subheading')}</p>
          </>
        ) : null}
        <SignInPanel
          idPrefix="login"
          lastURL={lastURL}
          showOtpTitle
          onStepChange={setStep}
          onSignedIn={(target) => navigate(target, { replace: true })}
          onRedirect={(to) => navigate(to)}
          onForgotPassword={forgot.open}
        />
        {step === 'form' ? (
          <p className="login-card__alt">
            {t('login.noAccount')} <Link to={paths.signUp.getHref()}>{t('login.getStarted')}</Link>
          </p>
        ) : null}
      </div>
      {forgot.modal}
    </div>
  );
}
