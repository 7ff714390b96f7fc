import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { Logo } from '@/shared/components/logo';
import { PasswordField } from './password-field';

/**
 * The sign-in card: email, password (max 15, eye toggle), remember me and submit. The layout is
 * final; validation, captcha, OTP and the call to LoginValidate arrive with the authentication
 * release. Enter is blocked in inputs (spec section 2), so the button submits.
 */
export function LoginForm() {
  const { t } = useTranslation('auth');
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // Not wired yet: the authentication release replaces this with the login mutation.
    event.preventDefault();
  };
  return (
    <div className="login-card card">
      <div className="card-body">
        <div className="d-lg-none mb-4">
          <Logo />
        </div>
        <h1 className="login-card__title">{t('login.heading')}</h1>
        <p className="login-card__subtitle">{t('login.subheading')}</p>
        <form onSubmit={onSubmit} noValidate>
          <div className="mb-3">
            <label htmlFor="login-email" className="form-label">
              {t('login.email')}
            </label>
            <input
              id="login-email"
              name="email"
              type="email"
              className="form-control"
              autoComplete="username"
              placeholder={t('login.emailPlaceholder')}
              required
            />
          </div>
          <div className="mb-3">
            <div className="d-flex justify-content-between align-items-baseline">
              <label htmlFor="login-password" className="form-label">
                {t('login.password')}
              </label>
              <button type="button" className="btn btn-link btn-sm p-0 login-card__forgot">
                {t('login.forgotPassword')}
              </button>
            </div>
            <PasswordField id="login-password" name="password" />
          </div>
          <div className="form-check mb-4">
            <input
              id="login-remember"
              name="rememberMe"
              type="checkbox"
              className="form-check-input"
            />
            <label htmlFor="login-remember" className="form-check-label">
              {t('login.rememberMe')}
            </label>
          </div>
          <button type="submit" className="btn btn-primary btn-lg w-100">
            {t('login.submit')}
          </button>
        </form>
        <p className="login-card__alt">
          {t('login.noAccount')}{' '}
          <Link to={paths.accountActivate.getHref()}>{t('login.getStarted')}</Link>
        </p>
      </div>
    </div>
  );
}
