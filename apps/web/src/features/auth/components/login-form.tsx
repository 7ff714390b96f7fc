import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { Logo } from '@/shared/components/logo';
import { isInternalPath } from '../lib/landing-path';
import { SignInPanel, type TSignInStep } from './sign-in-panel';

const ForgotPasswordModal = lazy(() => import('./forgot-password-modal'));

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
  // Each opening mounts a fresh modal (key), prefilled with the address typed so far.
  const [forgot, setForgot] = useState({ open: false, opened: 0, email: '' });
  const openForgot = (email: string) =>
    setForgot((f) => ({ open: true, opened: f.opened + 1, email }));

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
          onForgotPassword={openForgot}
        />
        {step === 'form' ? (
          <p className="login-card__alt">
            {t('login.noAccount')}{' '}
            <Link to={paths.accountActivate.getHref()}>{t('login.getStarted')}</Link>
          </p>
        ) : null}
      </div>
      {forgot.opened > 0 ? (
        <Suspense fallback={null}>
          <ForgotPasswordModal
            key={forgot.opened}
            show={forgot.open}
            onClose={() => setForgot((f) => ({ ...f, open: false }))}
            defaultEmail={forgot.email}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
